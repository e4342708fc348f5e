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
  @inline(__always)
  public func resolve(parentSize: CGSize) -> SizeRange {
    resolve(parentSize: parentSize, autoRange: .unconstrained)
  }

  /// `ASLayoutElementSizeResolveAutoSize`: as `resolve(parentSize:)`, with the bounds of `autoRange` standing in
  /// for auto minimums and maximums. Per axis, CSS's precedence: min overrides max, max overrides exact.
  @inline(__always)
  public func resolve(parentSize: CGSize, autoRange: SizeRange) -> SizeRange {
    let width = Self.constrain(
      min: Self.bound(minWidthUnit, minWidthValue, parent: parentSize.width, auto: autoRange.min.width),
      exact: Self.exact(widthUnit, widthValue, parent: parentSize.width),
      max: Self.bound(maxWidthUnit, maxWidthValue, parent: parentSize.width, auto: autoRange.max.width))
    let height = Self.constrain(
      min: Self.bound(minHeightUnit, minHeightValue, parent: parentSize.height, auto: autoRange.min.height),
      exact: Self.exact(heightUnit, heightValue, parent: parentSize.height),
      max: Self.bound(maxHeightUnit, maxHeightValue, parent: parentSize.height, auto: autoRange.max.height))
    return SizeRange(
      uncheckedMin: CGSize(width: width.lower, height: height.lower),
      max: CGSize(width: width.upper, height: height.upper))
  }

  /// One axis of `resolve(parentSize: undefinedParentSize)`, its fractions read as auto: the heights when
  /// `vertical`, else the widths.
  @inline(__always)
  func boundsWithoutParent(vertical: Bool) -> (lower: CGFloat, upper: CGFloat) {
    vertical
      ? Self.constrain(
        min: Self.bound(minHeightUnit, minHeightValue, parent: .nan, auto: 0),
        exact: Self.exact(heightUnit, heightValue, parent: .nan),
        max: Self.bound(maxHeightUnit, maxHeightValue, parent: .nan, auto: .infinity))
      : Self.constrain(
        min: Self.bound(minWidthUnit, minWidthValue, parent: .nan, auto: 0),
        exact: Self.exact(widthUnit, widthValue, parent: .nan),
        max: Self.bound(maxWidthUnit, maxWidthValue, parent: .nan, auto: .infinity))
  }

  // The resolution reads the stored values and units directly, without making `Dimension`s: every leaf's
  // layout resolves its style size once.

  /// A minimum or maximum: `Dimension.resolve(parentSize:autoSize:)`.
  @inline(__always)
  private static func bound(_ unit: Dimension.Unit, _ value: CGFloat, parent: CGFloat, auto: CGFloat)
    -> CGFloat
  {
    switch unit {
    case .auto: auto
    case .points: value
    case .fraction: parent.isNaN ? auto : value * parent
    }
  }

  /// An exact size, NaN for none: `Dimension.resolved(against:)`, whose `nil` and NaN `constrain` treats alike
  /// (a fraction of an undefined parent multiplies to NaN).
  @inline(__always)
  private static func exact(_ unit: Dimension.Unit, _ value: CGFloat, parent: CGFloat) -> CGFloat {
    switch unit {
    case .auto: .nan
    case .points: value
    case .fraction: value * parent
    }
  }

  @inline(__always)
  private static func constrain(min: CGFloat, exact: CGFloat, max: CGFloat) -> (
    lower: CGFloat, upper: CGFloat
  ) {
    if max <= min { return (min, min) }
    if exact.isNaN { return (min, max) }
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
