import Foundation

extension Dimension {
  /// Parses `"auto"`, `"70pt"` or `"50%"`, strictly: anything else throws an error naming the text.
  ///
  /// The AS-named `ASDimensionMake(_: String)` keeps Texture's lenient parse instead, which reads malformed
  /// text as auto (or as a number's leading digits).
  public init(_ text: String) throws(LayoutValueError) {
    if text == "auto" {
      self = .auto
    } else if text.hasSuffix("pt") {
      self = try .points(Dimension.number(in: text.dropLast(2), of: text))
    } else if text.hasSuffix("%") {
      self = try .percent(Dimension.number(in: text.dropLast(1), of: text))
    } else {
      throw .malformedDimension(text)
    }
  }

  /// The decimal number that is the whole of `digits`, or an error naming the full `text`.
  private static func number(in digits: Substring, of text: String) throws(LayoutValueError) -> CGFloat {
    let isDecimal =
      !digits.isEmpty && digits.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
    guard isDecimal, let number = Double(digits) else { throw .malformedDimension(text) }
    return CGFloat(number)
  }
}
