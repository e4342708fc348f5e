import Foundation

/// The six sizing dimensions of a layout element's style (Texture's `ASLayoutElementSize`).
public struct LayoutElementSize: Hashable, Sendable {
  // Each dimension is stored as its value and its unit apart: six values then six one-byte units take 54
  // bytes, where six `Dimension`s, each a value and a unit padded to 16 bytes, took 96. Every element
  // holds one of these in its style.
  private var widthValue: CGFloat = 0
  private var heightValue: CGFloat = 0
  private var minWidthValue: CGFloat = 0
  private var maxWidthValue: CGFloat = 0
  private var minHeightValue: CGFloat = 0
  private var maxHeightValue: CGFloat = 0
  private var widthUnit: Dimension.Unit = .auto
  private var heightUnit: Dimension.Unit = .auto
  private var minWidthUnit: Dimension.Unit = .auto
  private var maxWidthUnit: Dimension.Unit = .auto
  private var minHeightUnit: Dimension.Unit = .auto
  private var maxHeightUnit: Dimension.Unit = .auto

  /// The exact width (`style.width`).
  public var width: Dimension {
    get { Dimension(uncheckedUnit: widthUnit, value: widthValue) }
    set {
      widthUnit = newValue.unit
      widthValue = newValue.value
    }
  }
  /// The exact height (`style.height`).
  public var height: Dimension {
    get { Dimension(uncheckedUnit: heightUnit, value: heightValue) }
    set {
      heightUnit = newValue.unit
      heightValue = newValue.value
    }
  }
  /// The minimum width; overrides `maxWidth` and `width`.
  public var minWidth: Dimension {
    get { Dimension(uncheckedUnit: minWidthUnit, value: minWidthValue) }
    set {
      minWidthUnit = newValue.unit
      minWidthValue = newValue.value
    }
  }
  /// The maximum width; overrides `width`.
  public var maxWidth: Dimension {
    get { Dimension(uncheckedUnit: maxWidthUnit, value: maxWidthValue) }
    set {
      maxWidthUnit = newValue.unit
      maxWidthValue = newValue.value
    }
  }
  /// The minimum height; overrides `maxHeight` and `height`.
  public var minHeight: Dimension {
    get { Dimension(uncheckedUnit: minHeightUnit, value: minHeightValue) }
    set {
      minHeightUnit = newValue.unit
      minHeightValue = newValue.value
    }
  }
  /// The maximum height; overrides `height`.
  public var maxHeight: Dimension {
    get { Dimension(uncheckedUnit: maxHeightUnit, value: maxHeightValue) }
    set {
      maxHeightUnit = newValue.unit
      maxHeightValue = newValue.value
    }
  }

  /// Every dimension auto.
  public init() {}

  /// `ASLayoutElementSizeResolve`: the range these dimensions allow inside `parentSize`, with auto minimums
  /// at 0 and auto maximums at infinity.
  public func resolve(parentSize: CGSize) -> SizeRange {
    resolve(parentSize: parentSize, autoRange: .unconstrained)
  }

  /// `ASLayoutElementSizeResolveAutoSize`: as `resolve(parentSize:)`, with the bounds of `autoRange` standing in
  /// for auto minimums and maximums. Per axis, CSS's precedence: min overrides max, max overrides exact.
  public func resolve(parentSize: CGSize, autoRange: SizeRange) -> SizeRange {
    let width = Self.constrain(
      min: minWidth.resolve(parentSize: parentSize.width, autoSize: autoRange.min.width),
      exact: width.resolved(against: parentSize.width),
      max: maxWidth.resolve(parentSize: parentSize.width, autoSize: autoRange.max.width))
    let height = Self.constrain(
      min: minHeight.resolve(parentSize: parentSize.height, autoSize: autoRange.min.height),
      exact: height.resolved(against: parentSize.height),
      max: maxHeight.resolve(parentSize: parentSize.height, autoSize: autoRange.max.height))
    return SizeRange(
      uncheckedMin: CGSize(width: width.lower, height: height.lower),
      max: CGSize(width: width.upper, height: height.upper))
  }

  /// The range these dimensions allow when none is a fraction, which no parent size then changes; `nil` when
  /// one is.
  var parentIndependentRange: SizeRange? {
    let hasFraction =
      width.unit == .fraction || height.unit == .fraction || minWidth.unit == .fraction
      || maxWidth.unit == .fraction || minHeight.unit == .fraction || maxHeight.unit == .fraction
    return hasFraction ? nil : resolve(parentSize: undefinedParentSize)
  }

  private static func constrain(min: CGFloat, exact: CGFloat?, max: CGFloat) -> (
    lower: CGFloat, upper: CGFloat
  ) {
    if max <= min { return (min, min) }
    guard let exact, !exact.isNaN else { return (min, max) }
    if exact > max { return (max, max) }
    if exact < min { return (min, min) }
    return (exact, exact)
  }
}

extension LayoutElementSize: CustomStringConvertible {
  /// `<exact={w, h}, min={w, h}, max={w, h}>`.
  public var description: String {
    "<exact=\(LayoutSize(width: width, height: height)), min=\(LayoutSize(width: minWidth, height: minHeight)), "
      + "max=\(LayoutSize(width: maxWidth, height: maxHeight))>"
  }
}
