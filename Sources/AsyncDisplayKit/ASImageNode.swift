import DiagramValues
import Foundation
import LayoutRenderer
import TextureLayout
import UIKit

/// Texture's image node: its intrinsic size is its image's size in points; without an image it measures
/// as any display node (ASImageNode.mm, `calculateSizeThatFits:`).
open class ASImageNode: ASDisplayNode, @unchecked Sendable {
  /// The image.
  public var image: UIImage? {
    didSet {
      updateImageContent()
      invalidateCalculatedLayout()
    }
  }

  /// What a review draws: the image's pixels, when it came from a PNG file or data, placed as `contentMode`
  /// says.
  open func updateImageContent() {
    content = image.flatMap(drawable)
  }

  /// The image's pixels as content that measures as the image does and draws as the node's content mode
  /// and context modifiers say.
  func drawable(_ image: UIImage) -> (any IntrinsicContent)? {
    let shown = imageModificationBlock.flatMap { $0(image, ASPrimitiveTraitCollectionMakeDefault()) } ?? image
    guard let pixels = shown.drawableContent(placement: contentMode.imagePlacement) else { return nil }
    return ContextModifiedContent(
      base: pixels, willDisplay: willDisplayNodeContentWithRenderingContext,
      didDisplay: didDisplayNodeContentWithRenderingContext)
  }

  /// How the image fills the node's frame (drawing only).
  public var contentMode: UIView.ContentMode = .scaleAspectFill {
    didSet { updateImageContent() }
  }

  open override func contextModifiersDidChange() {
    updateImageContent()
  }
  /// A block that changes the image before display (apps round avatars here): it changes what is drawn,
  /// never the node's size, as in Texture, where it runs at display time.
  public var imageModificationBlock: ((UIImage, ASPrimitiveTraitCollection) -> UIImage?)? {
    didSet { updateImageContent() }
  }

  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    guard let image else { return super.calculateSizeThatFits(constrainedSize) }
    return image.size
  }

  /// A light gray stands where an image without pixels to draw is (one made of a size only).
  open override var reviewFill: RGBAColor? {
    super.reviewFill ?? (image != nil && content == nil ? RGBAColor(hex: 0xCFD8DC) : nil)
  }
}

/// Texture's network image node: the image shown is the one set, else the default image; the URL is never
/// fetched in layout tests, and a placeholder is drawn in its place.
open class ASNetworkImageNode: ASImageNode, @unchecked Sendable {
  /// The image's address (its last path component names the placeholder).
  public var url: URL? {
    didSet { updateImageContent() }
  }
  /// Shown until an image is set.
  public var defaultImage: UIImage? {
    didSet {
      updateImageContent()
      invalidateCalculatedLayout()
    }
  }
  /// The placeholder's fill.
  public var placeholderColor: UIColor?
  /// Whether a placeholder is drawn while there is no image.
  public var placeholderEnabled = true {
    didSet { updateImageContent() }
  }

  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    if image == nil, let defaultImage { return defaultImage.size }
    return super.calculateSizeThatFits(constrainedSize)
  }

  /// The image, else the default image, else the URL's last path component over the placeholder.
  open override func updateImageContent() {
    if let shown = image ?? defaultImage {
      content = drawable(shown)
      return
    }
    let name = url?.lastPathComponent ?? ""
    content = placeholderEnabled && !name.isEmpty ? ImagePlaceholder(text: name) : nil
  }

  /// The placeholder while there is no image: `placeholderColor`, else a neutral gray.
  open override var reviewFill: RGBAColor? {
    if let fill = backgroundColor.map(RGBAColor.init) { return fill }
    if image == nil, defaultImage == nil {
      return placeholderEnabled ? (placeholderColor.map(RGBAColor.init) ?? RGBAColor(hex: 0xE0E0E0)) : nil
    }
    return content == nil ? RGBAColor(hex: 0xCFD8DC) : nil
  }
}
