import Foundation
import LayoutDocument
import LayoutRenderer
import TextureLayout

/// Measures a document's leaves as the renderer draws them: text with Pango (`PangoTextContent`, which
/// reports its ascender and descender to the engine), images as PNGs loaded through Cairo
/// (`CairoImageContent`, sized by their pixel size ÷ their scale).
public struct PangoContentMeasurer: ContentMeasuring {
  /// Creates the measurer.
  public init() {}

  /// Pango text content set as the description says.
  public func textContent(_ text: TextDescription) throws -> any IntrinsicContent {
    PangoTextContent(
      string: text.string, font: text.font, color: text.color, maxLines: text.maxLines,
      truncation: text.truncation, alignment: text.alignment)
  }

  /// The PNG at `url` (an absolute URL: the document reader resolves paths against the document's folder).
  /// The header is read first, so that a file that is not a PNG is reported as such.
  public func imageContent(at url: URL, scale: CGFloat) throws -> any IntrinsicContent {
    _ = try PNGImageHeader(contentsOf: url)
    return try CairoImageContent(contentsOf: url, scale: scale)
  }
}
