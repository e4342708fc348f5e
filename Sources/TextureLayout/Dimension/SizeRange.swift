import Foundation

/// An inclusive range of sizes that a layout must fit (Texture's `ASSizeRange`).
public struct SizeRange: Hashable, Sendable {
  /// The smallest allowed size.
  public var min: CGSize
  /// The largest allowed size; either dimension may be infinite.
  public var max: CGSize

  /// A range as given, as Texture's `ASSizeRange(min:max:)` makes one in app code (Texture asserts only in
  /// debug builds): node code written for iOS compiles unchanged. Input that may be wrong (a document's)
  /// goes through `init(validatingMin:max:)`.
  public init(min: CGSize, max: CGSize) {
    self.init(uncheckedMin: min, max: max)
  }

  /// Creates a range after checking it: no NaN, nothing negative, finite minimums, min ≤ max.
  public init(validatingMin min: CGSize, max: CGSize) throws(LayoutValueError) {
    for (value, what) in [
      (min.width, "minimum width"), (min.height, "minimum height"),
      (max.width, "maximum width"), (max.height, "maximum height"),
    ] {
      guard !value.isNaN else { throw .notANumber(what: what) }
      guard value >= 0 else { throw .invalidPoints(value, what: what) }
    }
    guard min.width.isFinite else { throw .invalidPoints(min.width, what: "minimum width") }
    guard min.height.isFinite else { throw .invalidPoints(min.height, what: "minimum height") }
    guard min.width <= max.width, min.height <= max.height else {
      throw .minimumExceedsMaximum(min: min, max: max)
    }
    self.min = min
    self.max = max
  }

  /// A range holding exactly one size; throws as `init(validatingMin:max:)` does.
  public static func exact(_ size: CGSize) throws(LayoutValueError) -> SizeRange {
    try SizeRange(validatingMin: size, max: size)
  }

  /// Stores a range without checking it, as the layout specs' own arithmetic and Texture's release builds do.
  public init(uncheckedMin min: CGSize, max: CGSize) {
    self.min = min
    self.max = max
  }

  /// Exactly one size, unchecked.
  init(uncheckedExact size: CGSize) {
    self.init(uncheckedMin: size, max: size)
  }

  /// From zero to infinity in both dimensions (`ASSizeRangeUnconstrained`).
  public static let unconstrained = SizeRange(
    uncheckedMin: .zero, max: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))

  /// Zero in every dimension (`ASSizeRangeZero`).
  public static let zero = SizeRange(uncheckedMin: .zero, max: .zero)

  /// `ASSizeRangeClamp`: `size` brought inside the range, each dimension on its own.
  public func clamp(_ size: CGSize) -> CGSize {
    CGSize(
      width: Swift.max(min.width, Swift.min(max.width, size.width)),
      height: Swift.max(min.height, Swift.min(max.height, size.height)))
  }

  /// `ASSizeRangeIntersect`: the overlap of two ranges, per dimension. Where they don't overlap, the receiver
  /// wins: the result is the receiver's bound nearest the other range (its max when it lies below, else its min).
  @inline(__always)
  public func intersect(_ other: SizeRange) -> SizeRange {
    let width = SizeRange.intersect(min.width, max.width, other.min.width, other.max.width)
    let height = SizeRange.intersect(min.height, max.height, other.min.height, other.max.height)
    return SizeRange(
      uncheckedMin: CGSize(width: width.lower, height: height.lower),
      max: CGSize(width: width.upper, height: height.upper))
  }

  private static func intersect(
    _ min: CGFloat, _ max: CGFloat, _ otherMin: CGFloat, _ otherMax: CGFloat
  ) -> (lower: CGFloat, upper: CGFloat) {
    let lower = Swift.max(min, otherMin)
    let upper = Swift.min(max, otherMax)
    if lower <= upper { return (lower, upper) }
    return min < otherMin ? (max, max) : (min, min)
  }

  /// `ASSizeRangeHasSignificantArea`: both maximums above 0.1 points.
  public var hasSignificantArea: Bool { max.width > 0.1 && max.height > 0.1 }
}

extension SizeRange: CustomStringConvertible {
  /// `{[w, h]}` for an exact range, else `{[minW, minH], [maxW, maxH]}`.
  public var description: String {
    min == max ? "{\(format(min))}" : "{\(format(min)), \(format(max))}"
  }
}
