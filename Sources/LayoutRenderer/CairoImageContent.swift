import CCairo
import Foundation
import CairoSupport
import TextureLayout

/// Why an image could not be loaded.
public enum ImageLoadError: Error, Equatable, CustomStringConvertible {
  /// Cairo could not read the file or the bytes as a PNG.
  case unreadable(source: String, reason: String)
  /// The image scale is not a positive finite number.
  case invalidScale(Double)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unreadable(let source, let reason): "cannot read PNG \(source): \(reason)"
    case .invalidScale(let scale): "image scale \(scale) is invalid: it must be a positive finite number"
    }
  }
}

/// An image leaf's content: a PNG loaded through Cairo, whose size is its pixel size ÷ its scale.
///
/// It draws as Texture's image node does by default (`UIViewContentModeScaleAspectFill`): scaled to cover the
/// frame, centred, clipped to the frame.
public final class CairoImageContent: DrawableContent, @unchecked Sendable {
  /// Width in pixels.
  public let pixelWidth: Int
  /// Height in pixels.
  public let pixelHeight: Int
  /// Pixels per point of the image.
  public let scale: CGFloat

  private let surface: OpaquePointer
  private let lock = NSLock()

  /// Loads a PNG file.
  public convenience init(contentsOf url: URL, scale: CGFloat = 1) throws(ImageLoadError) {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(Double(scale)) }
    let surface = cairo_image_surface_create_from_png(url.path)!
    try self.init(surface: surface, scale: scale, source: url.path)
  }

  /// Reads PNG bytes.
  public convenience init(pngData: Data, scale: CGFloat = 1) throws(ImageLoadError) {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(Double(scale)) }
    guard let surface = cairoImageSurface(png: pngData) else {
      throw .unreadable(source: "data", reason: "Cairo returned no surface")
    }
    try self.init(surface: surface, scale: scale, source: "data")
  }

  private init(surface: OpaquePointer, scale: CGFloat, source: String) throws(ImageLoadError) {
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .unreadable(source: source, reason: String(cString: cairo_status_to_string(status)))
    }
    self.surface = surface
    self.scale = scale
    pixelWidth = Int(cairo_image_surface_get_width(surface))
    pixelHeight = Int(cairo_image_surface_get_height(surface))
  }

  deinit {
    cairo_surface_destroy(surface)
  }

  /// The image's size in points, whatever the constraint (`ASImageNode`'s intrinsic size).
  public func sizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
  }

  /// Draws the image covering `frame`, centred and clipped.
  public func draw(on cairo: OpaquePointer, in frame: CGRect) {
    guard pixelWidth > 0, pixelHeight > 0, frame.width > 0, frame.height > 0 else { return }
    let factor = max(frame.width / CGFloat(pixelWidth), frame.height / CGFloat(pixelHeight))
    let drawnWidth = CGFloat(pixelWidth) * factor
    let drawnHeight = CGFloat(pixelHeight) * factor
    lock.withLock {
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
