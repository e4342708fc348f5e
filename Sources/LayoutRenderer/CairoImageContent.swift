import CCairo
import Foundation
import CairoSupport
import InputLimits
import TextureLayout

/// Why an image could not be loaded.
public enum ImageLoadError: Error, Equatable, CustomStringConvertible {
  /// Cairo could not read the file or the bytes as a PNG.
  case unreadable(source: String, reason: String)
  /// The file is not a regular file, or cannot be opened.
  case fileAccess(source: String, FileAccessError)
  /// The image, or the run's images together, pass a pixel budget.
  case beyondBudget(source: String, PixelBudgetError)
  /// The image scale is not a positive finite number.
  case invalidScale(Double)

  /// What is wrong, without naming the file (for messages that name it already).
  public var reason: String {
    switch self {
    case .unreadable(_, let reason): reason
    case .fileAccess(_, let error): error.description
    case .beyondBudget(_, let error): error.description
    case .invalidScale: description
    }
  }

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unreadable(let source, let reason): "cannot read PNG \(source): \(reason)"
    case .fileAccess(let source, let error): "cannot read PNG \(source): \(error)"
    case .beyondBudget(let source, let error): "cannot read PNG \(source): \(error)"
    case .invalidScale(let scale): "image scale \(scale) is invalid: it must be a positive finite number"
    }
  }
}

/// An image leaf's content: a PNG loaded through Cairo, whose size is its pixel size ÷ its scale.
///
/// It draws as Texture's image node does by default (`UIViewContentModeScaleAspectFill`): scaled to cover the
/// frame, centered, clipped to the frame.
public final class CairoImageContent: DrawableContent, @unchecked Sendable {
  /// Width in pixels.
  public var pixelWidth: Int { image.width }
  /// Height in pixels.
  public var pixelHeight: Int { image.height }
  /// Pixels per point of the image.
  public let scale: CGFloat

  private let image: DecodedPNG

  /// Loads a PNG file, which must be a regular file within the image budgets; a file already decoded in
  /// this run, unchanged since, is not decoded again.
  public convenience init(contentsOf url: URL, scale: CGFloat = 1) throws(ImageLoadError) {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(Double(scale)) }
    self.init(image: try DecodedPNG.load(url), scale: scale)
  }

  /// Reads PNG bytes.
  public convenience init(pngData: Data, scale: CGFloat = 1) throws(ImageLoadError) {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(Double(scale)) }
    self.init(image: try DecodedPNG(data: pngData, source: "data"), scale: scale)
  }

  private init(image: DecodedPNG, scale: CGFloat) {
    self.image = image
    self.scale = scale
  }

  /// The image's size in points, whatever the constraint (`ASImageNode`'s intrinsic size).
  public func sizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
  }

  /// Draws the image covering `frame`, centered and clipped.
  public func draw(on cairo: OpaquePointer, in frame: CGRect) {
    guard pixelWidth > 0, pixelHeight > 0, frame.width > 0, frame.height > 0 else { return }
    let factor = max(frame.width / CGFloat(pixelWidth), frame.height / CGFloat(pixelHeight))
    let drawnWidth = CGFloat(pixelWidth) * factor
    let drawnHeight = CGFloat(pixelHeight) * factor
    image.withSurface { surface in
      cairo_save(cairo)
      cairo_rectangle(cairo, frame.minX, frame.minY, frame.width, frame.height)
      cairo_clip(cairo)
      cairo_translate(cairo, frame.midX - drawnWidth / 2, frame.midY - drawnHeight / 2)
      cairo_scale(cairo, factor, factor)
      cairo_set_source_surface(cairo, surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
      cairo_paint(cairo)
      cairo_restore(cairo)
    }
  }
}
