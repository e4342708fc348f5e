import Foundation

/// The 1.x name of `Dimension` (`ASRelativeDimension`), from the older sizing docs.
public typealias ASRelativeDimension = Dimension
/// The 1.x name of `LayoutSize` (`ASRelativeSize`).
public typealias ASRelativeSize = LayoutSize

/// The 1.x `ASRelativeSizeRange`: a minimum and a maximum relative size.
public struct ASRelativeSizeRange: Hashable, Sendable {
  /// The minimum relative size.
  public var min: ASRelativeSize
  /// The maximum relative size.
  public var max: ASRelativeSize

  /// Creates a relative size range.
  public init(min: ASRelativeSize, max: ASRelativeSize) {
    self.min = min
    self.max = max
  }

  /// `ASRelativeSizeRangeResolve`: both ends resolved against a parent size. In Texture's code an auto
  /// dimension at either end resolves to the parent's size (not to 0 or ∞).
  public func resolve(parentSize: CGSize) -> SizeRange {
    SizeRange(
      uncheckedMin: min.resolve(parentSize: parentSize, autoSize: parentSize),
      max: max.resolve(parentSize: parentSize, autoSize: parentSize))
  }
}

/// `ASRelativeSizeRangeUnconstrained`: every dimension auto.
public let ASRelativeSizeRangeUnconstrained = ASRelativeSizeRange(min: .auto, max: .auto)

/// The deprecated `ASRelativeDimensionType`.
public enum ASRelativeDimensionType: Hashable, Sendable {
  /// No opinion; `ASRelativeDimensionMake` does not accept it.
  case auto
  /// Points.
  case points
  /// A fraction of the parent.
  case fraction
}

/// `ASRelativeDimensionMake(type, value)`: points or a fraction; for auto, which it does not support, Texture
/// asserts and returns 0 points.
public func ASRelativeDimensionMake(_ type: ASRelativeDimensionType, _ value: CGFloat) -> ASRelativeDimension
{
  switch type {
  case .points: return ASDimensionMakeWithPoints(value)
  case .fraction: return ASDimensionMakeWithFraction(value)
  case .auto: return ASDimensionMakeWithPoints(0)
  }
}

/// `ASRelativeDimensionMakeWithFraction`.
public func ASRelativeDimensionMakeWithFraction(_ fraction: CGFloat) -> ASRelativeDimension {
  ASDimensionMakeWithFraction(fraction)
}

/// The deprecated `ASSizeRangeMakeExactSize`.
public func ASSizeRangeMakeExactSize(_ size: CGSize) -> ASSizeRange {
  ASSizeRangeMake(size)
}

/// `ASRelativeSizeMakeWithFraction`: the same fraction for both dimensions.
public func ASRelativeSizeMakeWithFraction(_ fraction: CGFloat) -> ASRelativeSize {
  ASRelativeSizeMake(
    ASRelativeDimensionMakeWithFraction(fraction), ASRelativeDimensionMakeWithFraction(fraction))
}

/// `ASRelativeSizeRangeMakeWithExactFraction`.
public func ASRelativeSizeRangeMakeWithExactFraction(_ fraction: CGFloat) -> ASRelativeSizeRange {
  ASRelativeSizeRangeMakeWithExactRelativeSize(ASRelativeSizeMakeWithFraction(fraction))
}

/// `ASRelativeSizeEqualToRelativeSize`.
public func ASRelativeSizeEqualToRelativeSize(_ lhs: ASRelativeSize, _ rhs: ASRelativeSize) -> Bool {
  lhs == rhs
}

/// `ASRelativeSizeRangeEqualToRelativeSizeRange`.
public func ASRelativeSizeRangeEqualToRelativeSizeRange(
  _ lhs: ASRelativeSizeRange, _ rhs: ASRelativeSizeRange
)
  -> Bool
{
  lhs == rhs
}

/// `ASRelativeSizeRangeResolve`.
public func ASRelativeSizeRangeResolve(_ relativeSizeRange: ASRelativeSizeRange, _ parentSize: CGSize)
  -> ASSizeRange
{
  relativeSizeRange.resolve(parentSize: parentSize)
}

/// `ASRelativeDimensionMakeWithPoints`.
public func ASRelativeDimensionMakeWithPoints(_ points: CGFloat) -> ASRelativeDimension {
  ASDimensionMakeWithPoints(points)
}

/// `ASRelativeDimensionMakeWithPercent`: the 1.x percent is a fraction, 0.5 meaning half.
public func ASRelativeDimensionMakeWithPercent(_ percent: CGFloat) -> ASRelativeDimension {
  ASDimensionMakeWithFraction(percent)
}

/// `ASRelativeSizeMake`.
public func ASRelativeSizeMake(_ width: ASRelativeDimension, _ height: ASRelativeDimension) -> ASRelativeSize
{
  LayoutSize(width: width, height: height)
}

/// `ASRelativeSizeMakeWithCGSize`: both dimensions in points.
public func ASRelativeSizeMakeWithCGSize(_ size: CGSize) -> ASRelativeSize {
  LayoutSize(width: ASDimensionMakeWithPoints(size.width), height: ASDimensionMakeWithPoints(size.height))
}

/// `ASRelativeSizeRangeMake`.
public func ASRelativeSizeRangeMake(_ min: ASRelativeSize, _ max: ASRelativeSize) -> ASRelativeSizeRange {
  ASRelativeSizeRange(min: min, max: max)
}

/// `ASRelativeSizeRangeMakeWithExactRelativeSize`.
public func ASRelativeSizeRangeMakeWithExactRelativeSize(_ exact: ASRelativeSize) -> ASRelativeSizeRange {
  ASRelativeSizeRange(min: exact, max: exact)
}

/// `ASRelativeSizeRangeMakeWithExactCGSize`.
public func ASRelativeSizeRangeMakeWithExactCGSize(_ exact: CGSize) -> ASRelativeSizeRange {
  ASRelativeSizeRangeMakeWithExactRelativeSize(ASRelativeSizeMakeWithCGSize(exact))
}

/// `ASRelativeSizeRangeMakeWithExactRelativeDimensions`.
public func ASRelativeSizeRangeMakeWithExactRelativeDimensions(
  _ width: ASRelativeDimension, _ height: ASRelativeDimension
) -> ASRelativeSizeRange {
  ASRelativeSizeRangeMakeWithExactRelativeSize(ASRelativeSizeMake(width, height))
}

extension LayoutElementStyle {
  /// The 1.x `sizeRange` of a static spec's child: its min and max become the style's min and max layout sizes.
  public var sizeRange: ASRelativeSizeRange {
    get { ASRelativeSizeRange(min: minLayoutSize, max: maxLayoutSize) }
    set {
      minLayoutSize = newValue.min
      maxLayoutSize = newValue.max
    }
  }
}
