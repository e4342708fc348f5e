import CCairo
import Foundation
import LayoutRenderer
import TextureLayout
import UIKit

/// Texture's hook around a node's drawing: a block given the context and the node's draw parameters.
public typealias ASDisplayNodeContextModifier = (CGContext, Any?) -> Void

/// A node's drawn content with the node's context modifiers around it: the content draws in the node's own
/// coordinates, clipped to its bounds, as Texture draws a node into a backing store of its size, and what
/// the modifiers do to the context (a rounded clip) applies to it. The blocks are app code that UIKit
/// would run on one thread; a render calls them on the thread that draws, one drawing at a time.
struct ContextModifiedContent: DrawableContent, @unchecked Sendable {
  let base: any DrawableContent
  let willDisplay: ASDisplayNodeContextModifier?
  let didDisplay: ASDisplayNodeContextModifier?

  func sizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    base.sizeThatFits(constrainedSize)
  }

  func draw(on cairo: OpaquePointer, in frame: CGRect) {
    guard willDisplay != nil || didDisplay != nil else {
      base.draw(on: cairo, in: frame)
      return
    }
    cairo_save(cairo)
    cairo_translate(cairo, frame.minX, frame.minY)
    cairo_rectangle(cairo, 0, 0, frame.width, frame.height)
    cairo_clip(cairo)
    let context = CGContext(drawingInto: cairo)
    GraphicsContextStack.with(context) {
      willDisplay?(context, nil)
      base.draw(on: cairo, in: CGRect(origin: .zero, size: frame.size))
      didDisplay?(context, nil)
    }
    cairo_restore(cairo)
  }
}

extension UIImage {
  /// The image's pixels as content a renderer draws where `placement` says (its caps kept when resizable);
  /// `nil` for an image made of a size only, or whose pixels cannot be read.
  func drawableContent(placement: ImagePlacement = .aspectFill) -> CairoImageContent? {
    if let fileURL {
      return try? CairoImageContent(
        contentsOf: fileURL, scale: scale, placement: placement, capInsets: capInsets)
    }
    if let data {
      return try? CairoImageContent(pngData: data, scale: scale, placement: placement, capInsets: capInsets)
    }
    return nil
  }

}

extension UIView.ContentMode {
  /// Where an image node's pixels go for this mode.
  var imagePlacement: ImagePlacement {
    switch self {
    case .scaleToFill, .redraw: .scaleToFill
    case .scaleAspectFit: .aspectFit
    case .scaleAspectFill: .aspectFill
    case .center: .unscaled(horizontal: .middle, vertical: .middle)
    case .top: .unscaled(horizontal: .middle, vertical: .leading)
    case .bottom: .unscaled(horizontal: .middle, vertical: .trailing)
    case .left: .unscaled(horizontal: .leading, vertical: .middle)
    case .right: .unscaled(horizontal: .trailing, vertical: .middle)
    case .topLeft: .unscaled(horizontal: .leading, vertical: .leading)
    case .topRight: .unscaled(horizontal: .trailing, vertical: .leading)
    case .bottomLeft: .unscaled(horizontal: .leading, vertical: .trailing)
    case .bottomRight: .unscaled(horizontal: .trailing, vertical: .trailing)
    }
  }
}
