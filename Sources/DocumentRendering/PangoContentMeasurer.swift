import Foundation
import InputLimits
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
    if let size = PangoTextContent.fontSize(of: text.font), size > Budgets.fontSize {
      throw TextProblem(
        reason:
          "the font size \(format(size))pt is beyond \(format(Budgets.fontSize))pt, the largest a text takes")
    }
    return PangoTextContent(
      string: text.string, font: text.font, color: text.color, maxLines: text.maxLines,
      truncation: text.truncation, alignment: text.alignment)
  }

  /// The PNG at `url` (an absolute URL: the document reader resolves paths against the document's folder),
  /// read only when it is a regular file, and decoded only when its header is within the pixel budgets.
  public func imageContent(at url: URL, scale: CGFloat) throws -> any IntrinsicContent {
    do {
      return try CairoImageContent(contentsOf: url, scale: scale)
    } catch {
      // The reader's message names the image already.
      throw ImageProblem(reason: error.reason)
    }
  }

  /// Why a text cannot be measured, in the words the reader's message ends with.
  private struct TextProblem: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
  }

  /// Why an image could not be read, in the words the reader's message ends with.
  private struct ImageProblem: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
  }
}
