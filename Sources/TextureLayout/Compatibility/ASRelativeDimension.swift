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

  /// The 1.x `ASRelativeSizeRangeResolve`: both ends resolved against a parent size, auto as 0 and ∞.
  public func resolve(parentSize: CGSize) -> SizeRange {
    SizeRange(
      uncheckedMin: min.resolve(parentSize: parentSize, autoSize: .zero),
      max: max.resolve(parentSize: parentSize, autoSize: SizeRange.unconstrained.max))
  }
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
