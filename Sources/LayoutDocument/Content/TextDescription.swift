import DiagramValues
import Foundation

/// The text of a `text` element and how it is set, as the document gives it.
public struct TextDescription: Hashable, Sendable {
  /// The font used when a document gives none.
  public static let defaultFont = "DejaVu Sans 12"

  /// The text; newlines break lines.
  public var string: String
  /// A font description such as `"DejaVu Sans 14"`: family and style words, then the size in points.
  public var font: String
  /// The text color.
  public var color: RGBAColor
  /// The most lines shown; 0 means no limit (as `ASTextNode`'s `maximumNumberOfLines`).
  public var maxLines: Int
  /// How text that does not fit is cut.
  public var truncation: TextTruncation
  /// How lines sit horizontally.
  public var alignment: TextAlignment

  /// Creates a text description; the defaults are `ASTextNode`'s (no line limit, tail truncation, left).
  public init(
    string: String, font: String = TextDescription.defaultFont, color: RGBAColor = .black, maxLines: Int = 0,
    truncation: TextTruncation = .tail, alignment: TextAlignment = .left
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.maxLines = maxLines
    self.truncation = truncation
    self.alignment = alignment
  }
}
