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

/// An image leaf's content: a PNG loaded through Cairo, whose size is its pixel size ÷ its scale. It is
/// measured from its checked header and decoded only when drawn (through the run's cache), so that a
/// command that only lays documents out decodes nothing, and a drawing holds one decoded image at a time.
///
/// It draws where its placement says; Texture's image node's default (`UIViewContentModeScaleAspectFill`) is
/// the default. An image with cap insets is stretched to the frame with its corners kept, as a layer shows
/// resizable contents.
public final class CairoImageContent: DrawableContent, @unchecked Sendable {
  /// Width in pixels.
  public let pixelWidth: Int
  /// Height in pixels.
  public let pixelHeight: Int
  /// Pixels per point of the image.
  public let scale: CGFloat
  /// Where the pixels go in the frame.
  public let placement: ImagePlacement
  /// The edges, in points, kept unstretched when the image is stretched; none when zero.
  public let capInsets: EdgeInsets

  /// Where the pixels come from when the image is drawn.
  private enum Pixels {
    /// A file, decoded through the run's cache.
    case file(URL)
    /// Bytes, decoded each time they are drawn.
    case data(Data)
  }

  private let pixels: Pixels

  /// Loads a PNG file, which must be a regular file within the image budgets: its header and data are
  /// checked now, its pixels decoded when drawn (a file already decoded in this run, unchanged since and
  /// still kept, is not decoded again).
  public init(
    contentsOf url: URL, scale: CGFloat = 1, placement: ImagePlacement = .aspectFill,
    capInsets: EdgeInsets = .zero
  ) throws(ImageLoadError) {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(Double(scale)) }
    (pixelWidth, pixelHeight) = try DecodedImages.shared.size(at: url)
    pixels = .file(url)
    self.scale = scale
    self.placement = placement
    self.capInsets = capInsets
  }

  /// Reads PNG bytes, checked now and decoded when drawn.
  public init(
    pngData: Data, scale: CGFloat = 1, placement: ImagePlacement = .aspectFill, capInsets: EdgeInsets = .zero
  ) throws(ImageLoadError) {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(Double(scale)) }
    let header: PNGImageHeader
    do {
      header = try checkBudgetedPNG(pngData)
    } catch {
      throw ImageLoadError("data", error)
    }
    (pixelWidth, pixelHeight) = (header.width, header.height)
    pixels = .data(pngData)
    self.scale = scale
    self.placement = placement
    self.capInsets = capInsets
  }

  /// Charges the image's pixels to the run before it is drawn (a file once per run), checks a file's data
  /// (once per run while it is unchanged) and decodes it: a drawing that would pass the run's budget is
  /// refused before anything is decoded, and one of a damaged image before anything is drawn.
  func prepareForDrawing() throws(ImageLoadError) {
    let key: String
    switch pixels {
    case .file(let url): key = url.path
    case .data: key = "data:\(ObjectIdentifier(self))"
    }
    do {
      try PixelBudget.run.charge(pixelWidth * pixelHeight, once: key)
    } catch {
      throw .beyondBudget(source: key, error)
    }
    // Decoded now, through the run's cache the drawing reads: what the decoder refuses (a bad checksum, a
    // bit depth or filter the format has not, a palette image without its palette) is an error of the
    // leaf, not an image drawn blank.
    switch pixels {
    case .file(let url):
      try DecodedImages.shared.checkData(at: url)
      _ = try DecodedPNG.load(url)
    case .data(let data):
      _ = try DecodedPNG(data: data, source: "data")
    }
  }

  /// Runs `body` with the decoded image, let go after it; nothing when it cannot be decoded now (its file
  /// changed or vanished since it was checked).
  private func withDecoded(_ body: (DecodedPNG) -> Void) {
    let image: DecodedPNG?
    switch pixels {
    case .file(let url): image = try? DecodedPNG.load(url)
    case .data(let data): image = try? DecodedPNG(data: data, source: "data")
    }
    if let image { body(image) }
  }

  /// The image's size in points, whatever the constraint (`ASImageNode`'s intrinsic size).
  public func sizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
  }

  /// Fixed: an image leaf takes the engine's one leaf chain without the layout cache.
  public var hasFixedSize: Bool { true }

  /// Draws the image into `frame` as its placement says, or stretched with its caps kept.
  public func draw(on cairo: OpaquePointer, in frame: CGRect) {
    guard pixelWidth > 0, pixelHeight > 0, frame.width > 0, frame.height > 0 else { return }
    if capInsets != .zero {
      drawStretched(on: cairo, in: frame)
      return
    }
    let drawn = placement.drawnRect(imageSize: sizeThatFits(.zero), in: frame)
    guard drawn.width > 0, drawn.height > 0 else { return }
    let clip = placement.clipsToFrame ? frame : drawn
    withDecoded { image in
      image.withSurface { surface in
        cairo_save(cairo)
        cairo_rectangle(cairo, clip.minX, clip.minY, clip.width, clip.height)
        cairo_clip(cairo)
        cairo_translate(cairo, drawn.minX, drawn.minY)
        cairo_scale(cairo, drawn.width / CGFloat(pixelWidth), drawn.height / CGFloat(pixelHeight))
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        cairo_restore(cairo)
      }
    }
  }

  /// Nine parts: the corners at their size, the edges stretched along their length, the middle both ways.
  private func drawStretched(on cairo: OpaquePointer, in frame: CGRect) {
    let size = sizeThatFits(.zero)
    let left = min(capInsets.left, size.width, frame.width)
    let right = min(capInsets.right, size.width - left, frame.width - left)
    let top = min(capInsets.top, size.height, frame.height)
    let bottom = min(capInsets.bottom, size.height - top, frame.height - top)
    let sourceColumns = [0, left, size.width - right, size.width]
    let sourceRows = [0, top, size.height - bottom, size.height]
    let columns = [frame.minX, frame.minX + left, frame.maxX - right, frame.maxX]
    let rows = [frame.minY, frame.minY + top, frame.maxY - bottom, frame.maxY]
    withDecoded { image in
      for row in 0..<3 {
        for column in 0..<3 {
          let source = CGRect(
            x: sourceColumns[column] * scale, y: sourceRows[row] * scale,
            width: (sourceColumns[column + 1] - sourceColumns[column]) * scale,
            height: (sourceRows[row + 1] - sourceRows[row]) * scale)
          let target = CGRect(
            x: columns[column], y: rows[row], width: columns[column + 1] - columns[column],
            height: rows[row + 1] - rows[row])
          guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
          cairo_save(cairo)
          cairo_rectangle(cairo, target.minX, target.minY, target.width, target.height)
          cairo_clip(cairo)
          paint(image, on: cairo, source: source, into: target)
          cairo_restore(cairo)
        }
      }
    }
  }

  /// Paints the `source` pixels of the image scaled into `target`, the pixels at its edges repeated outward
  /// so that neighboring parts meet without a seam.
  private func paint(_ image: DecodedPNG, on cairo: OpaquePointer, source: CGRect, into target: CGRect) {
    image.withSurface { surface in
      cairo_save(cairo)
      cairo_translate(cairo, target.minX, target.minY)
      cairo_scale(cairo, target.width / source.width, target.height / source.height)
      cairo_set_source_surface(cairo, surface, -source.minX, -source.minY)
      cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
      cairo_rectangle(cairo, 0, 0, source.width, source.height)
      cairo_fill(cairo)
      cairo_restore(cairo)
    }
  }
}
