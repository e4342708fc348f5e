import Foundation

/// Texture's name for `Dimension`.
public typealias ASDimension = Dimension
/// Texture's name for `Dimension.Unit`.
public typealias ASDimensionUnit = Dimension.Unit
/// Texture's name for `LayoutSize`.
public typealias ASLayoutSize = LayoutSize
/// Texture's name for `SizeRange`.
public typealias ASSizeRange = SizeRange
/// Texture's name for `LayoutElementSize`.
public typealias ASLayoutElementSize = LayoutElementSize
/// Texture's name for `LayoutElementStyle`.
public typealias ASLayoutElementStyle = LayoutElementStyle

extension Dimension {
  /// Texture's struct initializer, `ASDimension(unit: .points, value: 10)`: the pair stored unchecked, as
  /// `ASDimensionMake` stores it.
  public init(unit: Unit, value: CGFloat) {
    self.init(uncheckedUnit: unit, value: value)
  }

  /// The zeroed C struct Swift gives `ASDimension()`: auto (the unit numbered 0) of value 0.
  public init() {
    self.init(uncheckedUnit: .auto, value: 0)
  }
}

extension SizeRange {
  /// The zeroed C struct Swift gives `ASSizeRange()`: both sizes zero.
  public init() {
    self.init(uncheckedMin: .zero, max: .zero)
  }
}

/// `ASDimensionAuto`.
public let ASDimensionAuto = Dimension.auto
/// `ASLayoutSizeAuto`.
public let ASLayoutSizeAuto = LayoutSize.auto
/// `ASSizeRangeZero`.
public let ASSizeRangeZero = SizeRange.zero
/// `ASSizeRangeUnconstrained`.
public let ASSizeRangeUnconstrained = SizeRange.unconstrained
/// `ASLayoutElementParentSizeUndefined`.
public let ASLayoutElementParentSizeUndefined = undefinedParentSize
/// `ASLayoutElementParentDimensionUndefined`.
public let ASLayoutElementParentDimensionUndefined = CGFloat.nan

/// `ASDimensionMake(unit, value)`: stores the pair unchecked, as Texture's release builds do.
public func ASDimensionMake(_ unit: ASDimensionUnit, _ value: CGFloat) -> ASDimension {
  Dimension(uncheckedUnit: unit, value: value)
}

/// `ASDimensionMake(points)`.
public func ASDimensionMake(_ points: CGFloat) -> ASDimension {
  ASDimensionMake(.points, points)
}

/// `ASDimensionMake(string)`, with Texture's lenient parse: a `pt` suffix gives points and a `%` suffix a
/// fraction, each from the string's leading number (0 when there is none, as `-[NSString doubleValue]`
/// reads it); `"auto"` and anything else give auto. The native `Dimension(_:)` throws instead.
public func ASDimensionMake(_ text: String) -> ASDimension {
  if text.hasSuffix("pt") { return ASDimensionMake(.points, leadingNumber(text)) }
  if text == "auto" { return .auto }
  if text.hasSuffix("%") { return ASDimensionMake(.fraction, leadingNumber(text) / 100) }
  return .auto
}

/// `ASDimensionMakeWithPoints`.
public func ASDimensionMakeWithPoints(_ points: CGFloat) -> ASDimension {
  ASDimensionMake(.points, points)
}

/// `ASDimensionMakeWithFraction`.
public func ASDimensionMakeWithFraction(_ fraction: CGFloat) -> ASDimension {
  ASDimensionMake(.fraction, fraction)
}

/// `ASDimensionEqualToDimension`.
public func ASDimensionEqualToDimension(_ lhs: ASDimension, _ rhs: ASDimension) -> Bool {
  lhs == rhs
}

/// `ASDimensionResolve`.
public func ASDimensionResolve(_ dimension: ASDimension, _ parentSize: CGFloat, _ autoSize: CGFloat)
  -> CGFloat
{
  dimension.resolve(parentSize: parentSize, autoSize: autoSize)
}

/// `NSStringFromASDimension`: Texture's spelling, `70pt`, `50%` (no decimals) or `Auto`.
public func NSStringFromASDimension(_ dimension: ASDimension) -> String {
  switch dimension.unit {
  case .points: return String(format: "%.0fpt", Double(dimension.value))
  case .fraction: return String(format: "%.0f%%", Double(dimension.value * 100))
  case .auto: return "Auto"
  }
}

/// `ASLayoutSizeMake`.
public func ASLayoutSizeMake(_ width: ASDimension, _ height: ASDimension) -> ASLayoutSize {
  LayoutSize(width: width, height: height)
}

/// `ASLayoutSizeResolveSize`.
public func ASLayoutSizeResolveSize(_ layoutSize: ASLayoutSize, _ parentSize: CGSize, _ autoSize: CGSize)
  -> CGSize
{
  layoutSize.resolve(parentSize: parentSize, autoSize: autoSize)
}

/// `ASSizeRangeMake(min, max)`, unchecked as in Texture's release builds.
public func ASSizeRangeMake(_ min: CGSize, _ max: CGSize) -> ASSizeRange {
  SizeRange(uncheckedMin: min, max: max)
}

/// `ASSizeRangeMake(exactSize)`.
public func ASSizeRangeMake(_ exactSize: CGSize) -> ASSizeRange {
  SizeRange(uncheckedMin: exactSize, max: exactSize)
}

/// `ASSizeRangeClamp`.
public func ASSizeRangeClamp(_ sizeRange: ASSizeRange, _ size: CGSize) -> CGSize {
  sizeRange.clamp(size)
}

/// `ASSizeRangeIntersect`.
public func ASSizeRangeIntersect(_ sizeRange: ASSizeRange, _ other: ASSizeRange) -> ASSizeRange {
  sizeRange.intersect(other)
}

/// `ASSizeRangeEqualToSizeRange`.
public func ASSizeRangeEqualToSizeRange(_ lhs: ASSizeRange, _ rhs: ASSizeRange) -> Bool {
  lhs == rhs
}

/// `ASSizeRangeHasSignificantArea`.
public func ASSizeRangeHasSignificantArea(_ sizeRange: ASSizeRange) -> Bool {
  sizeRange.hasSignificantArea
}

/// `ASLayoutElementSizeMake()`: every dimension auto.
public func ASLayoutElementSizeMake() -> ASLayoutElementSize {
  LayoutElementSize()
}

/// `ASLayoutElementSizeResolve`.
public func ASLayoutElementSizeResolve(_ size: ASLayoutElementSize, _ parentSize: CGSize) -> ASSizeRange {
  size.resolve(parentSize: parentSize)
}

/// `ASLayoutElementSizeResolveAutoSize`.
public func ASLayoutElementSizeResolveAutoSize(
  _ size: ASLayoutElementSize, _ parentSize: CGSize, _ autoSizeRange: ASSizeRange
) -> ASSizeRange {
  size.resolve(parentSize: parentSize, autoRange: autoSizeRange)
}

/// The leading decimal number of `text` as `-[NSString doubleValue]` reads it: leading white space skipped,
/// then the longest number prefix, 0 when there is none.
func leadingNumber(_ text: String) -> CGFloat {
  let scanner = Scanner(string: text)
  scanner.charactersToBeSkipped = .whitespaces
  return CGFloat(scanner.scanDouble() ?? 0)
}
