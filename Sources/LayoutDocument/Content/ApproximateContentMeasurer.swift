import Foundation
import TextureLayout

/// The engine-only approximation of content measurement, used where no renderer is present (the `frames`
/// and `bench` commands): the renderer replaces it with Pango for text and the decoded image for images.
///
/// Text: every character advances 0.6 × the font size, lines are 1.2 × the font size apart, lines wrap at
/// spaces within the constrained width (a word longer than a line breaks anywhere), and `maxLines` cuts the
/// rest. The font's ascender is 0.8 × the size and its descender −0.2 × the size. Images: the PNG's pixel
/// size from its header ÷ the image's scale.
public struct ApproximateContentMeasurer: ContentMeasuring {
  /// Creates the measurer.
  public init() {}

  /// Approximate text content.
  public func textContent(_ text: TextDescription) throws -> any IntrinsicContent {
    ApproximateTextContent(text: text)
  }

  /// The PNG's pixel size ÷ `scale`.
  public func imageContent(at url: URL, scale: CGFloat) throws -> any IntrinsicContent {
    let header = try PNGImageHeader(contentsOf: url)
    return FixedSizeContent(
      size: CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale))
  }
}

/// Text measured with a fixed advance per character; see `ApproximateContentMeasurer`.
public struct ApproximateTextContent: IntrinsicContent, Hashable {
  /// Advance of one character, as a multiple of the font size.
  public static let advanceFactor: CGFloat = 0.6
  /// Distance between lines, as a multiple of the font size.
  public static let lineHeightFactor: CGFloat = 1.2

  /// The text measured.
  public var text: TextDescription

  /// Creates content for a text description.
  public init(text: TextDescription) {
    self.text = text
  }

  /// Ascender 0.8 × size, descender −0.2 × size.
  public var baselines: Baselines? {
    Baselines(ascender: 0.8 * text.pointSize, descender: -0.2 * text.pointSize)
  }

  /// The lines the text breaks into within `constrainedSize.width`, after `maxLines`.
  public func lines(within width: CGFloat) -> [String] {
    let advance = Self.advanceFactor * text.pointSize
    let capacity =
      width.isFinite && width / advance < CGFloat(Int32.max) ? max(1, Int(width / advance)) : Int.max
    var lines: [String] = []
    for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += Self.wrap(paragraph, capacity: capacity)
      if text.maxLines > 0, lines.count >= text.maxLines { return Array(lines.prefix(text.maxLines)) }
    }
    return lines
  }

  /// The widest line's advance by the number of lines' height; empty text is zero-sized.
  public func sizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    guard !text.string.isEmpty else { return .zero }
    let lines = lines(within: constrainedSize.width)
    let longest = lines.map(\.count).max() ?? 0
    return CGSize(
      width: CGFloat(longest) * Self.advanceFactor * text.pointSize,
      height: CGFloat(lines.count) * Self.lineHeightFactor * text.pointSize)
  }

  /// Greedy wrapping at spaces; words longer than `capacity` break anywhere.
  private static func wrap(_ paragraph: Substring, capacity: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineLength = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      var wordLength = word.count
      if lineLength > 0, lineLength + 1 + wordLength <= capacity {
        line += " " + word
        lineLength += 1 + wordLength
        continue
      }
      if lineLength > 0 { lines.append(line) }
      while wordLength > capacity {
        lines.append(String(word.prefix(capacity)))
        word = word.dropFirst(capacity)
        wordLength -= capacity
      }
      line = String(word)
      lineLength = wordLength
    }
    lines.append(line)
    return lines
  }
}
