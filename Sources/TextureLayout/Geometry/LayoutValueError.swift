import Foundation

/// A value that the native API refuses, with the value at fault.
public enum LayoutValueError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A dimension string that is not `auto`, `<number>pt` or `<number>%`.
  case malformedDimension(String)
  /// A number that is NaN where a number is required.
  case notANumber(what: String)
  /// A negative or infinite number where a finite non-negative one is required.
  case invalidPoints(CGFloat, what: String)
  /// A fraction outside `0...1`.
  case fractionOutOfRange(CGFloat)
  /// A size range whose minimum exceeds its maximum in some dimension.
  case minimumExceedsMaximum(min: CGSize, max: CGSize)
  /// A screen scale that is not a positive finite number.
  case invalidScale(CGFloat)
  /// A ratio that is not a positive finite number.
  case invalidRatio(CGFloat)

  /// A one-line message naming the value at fault.
  public var description: String {
    switch self {
    case .malformedDimension(let text):
      return "malformed dimension \"\(text)\": expected auto, a number of points such as \"70pt\", "
        + "or a percentage such as \"50%\""
    case .notANumber(let what):
      return "\(what) is NaN"
    case .invalidPoints(let value, let what):
      return "\(what) \(format(value)) is invalid: points must be finite and not negative"
    case .fractionOutOfRange(let value):
      return "fraction \(format(value)) (\(format(value * 100))%) is outside 0...1"
    case .minimumExceedsMaximum(let min, let max):
      return "size range minimum \(format(min)) exceeds its maximum \(format(max))"
    case .invalidScale(let value):
      return "scale \(format(value)) is invalid: it must be a positive finite number"
    case .invalidRatio(let value):
      return "ratio \(format(value)) is invalid: it must be a positive finite number"
    }
  }
}

/// Formats a number as `12`, `12.5` or `inf`, the way messages, descriptions and the document module's JSON
/// show it.
package func format(_ value: CGFloat) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
  return String(Double(value))
}

/// Formats a size as `[w, h]`.
func format(_ size: CGSize) -> String {
  "[\(format(size.width)), \(format(size.height))]"
}
