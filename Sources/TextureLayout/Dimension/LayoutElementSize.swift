import Foundation

/// The six sizing dimensions of a layout element's style (Texture's `ASLayoutElementSize`).
public struct LayoutElementSize: Hashable, Sendable {
  // Each dimension is stored as its value and its unit apart: six values then six one-byte units take 54
  // bytes, where six `Dimension`s, each a value and a unit padded to 16 bytes, took 96. Every element
  // holds one of these in its style.
  private var values = SixSlots<CGFloat>(repeating: 0)
  private var units = SixSlots<Dimension.Unit>(repeating: .auto)

  /// The exact width (`style.width`).
  public var width: Dimension {
    get { self[.width] }
    set { self[.width] = newValue }
  }
  /// The exact height (`style.height`).
  public var height: Dimension {
    get { self[.height] }
    set { self[.height] = newValue }
  }
  /// The minimum width; overrides `maxWidth` and `width`.
  public var minWidth: Dimension {
    get { self[.minWidth] }
    set { self[.minWidth] = newValue }
  }
  /// The maximum width; overrides `width`.
  public var maxWidth: Dimension {
    get { self[.maxWidth] }
    set { self[.maxWidth] = newValue }
  }
  /// The minimum height; overrides `maxHeight` and `height`.
  public var minHeight: Dimension {
    get { self[.minHeight] }
    set { self[.minHeight] = newValue }
  }
  /// The maximum height; overrides `height`.
  public var maxHeight: Dimension {
    get { self[.maxHeight] }
    set { self[.maxHeight] = newValue }
  }

  /// The dimension in `slot`.
  private subscript(slot: Slot) -> Dimension {
    get { Dimension(uncheckedUnit: units[slot], value: values[slot]) }
    set {
      units[slot] = newValue.unit
      values[slot] = newValue.value
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
    let width = axis(
      .minWidth, .width, .maxWidth, parent: parentSize.width, autoMin: autoRange.min.width,
      autoMax: autoRange.max.width)
    let height = axis(
      .minHeight, .height, .maxHeight, parent: parentSize.height, autoMin: autoRange.min.height,
      autoMax: autoRange.max.height)
    return SizeRange(
      uncheckedMin: CGSize(width: width.lower, height: height.lower),
      max: CGSize(width: width.upper, height: height.upper))
  }

  /// The widths of `resolve(parentSize: undefinedParentSize)`: the bounds its fractions leave when read as
  /// auto.
  @inline(__always)
  func widthBoundsWithoutParent() -> (lower: CGFloat, upper: CGFloat) {
    axis(.minWidth, .width, .maxWidth, parent: .nan, autoMin: 0, autoMax: .infinity)
  }

  /// The heights of `resolve(parentSize: undefinedParentSize)`, as `widthBoundsWithoutParent()`.
  @inline(__always)
  func heightBoundsWithoutParent() -> (lower: CGFloat, upper: CGFloat) {
    axis(.minHeight, .height, .maxHeight, parent: .nan, autoMin: 0, autoMax: .infinity)
  }

  /// The width `resolve(parentSize:)` fixes for a parent `parentWidth` wide (NaN for undefined), if it
  /// fixes one: its lower and upper bounds are equal.
  @inline(__always)
  func exactWidth(parentWidth: CGFloat) -> CGFloat? {
    let width = axis(.minWidth, .width, .maxWidth, parent: parentWidth, autoMin: 0, autoMax: .infinity)
    return width.lower == width.upper ? width.lower : nil
  }

  /// The height `resolve(parentSize:)` fixes, as `exactWidth(parentWidth:)`.
  @inline(__always)
  func exactHeight(parentHeight: CGFloat) -> CGFloat? {
    let height = axis(.minHeight, .height, .maxHeight, parent: parentHeight, autoMin: 0, autoMax: .infinity)
    return height.lower == height.upper ? height.lower : nil
  }

  // The resolution reads the stored values and units directly, without making `Dimension`s: every leaf's
  // layout resolves its style size once.

  /// One axis resolved: its minimum, exact and maximum slots against the parent's length on that axis.
  @inline(__always)
  private func axis(
    _ minSlot: Slot, _ exactSlot: Slot, _ maxSlot: Slot, parent: CGFloat, autoMin: CGFloat, autoMax: CGFloat
  ) -> (lower: CGFloat, upper: CGFloat) {
    Self.constrain(
      min: bound(minSlot, parent: parent, auto: autoMin), exact: exact(exactSlot, parent: parent),
      max: bound(maxSlot, parent: parent, auto: autoMax))
  }

  /// A minimum or maximum: `Dimension.resolve(parentSize:autoSize:)`.
  @inline(__always)
  private func bound(_ slot: Slot, parent: CGFloat, auto: CGFloat) -> CGFloat {
    switch units[slot] {
    case .auto: auto
    case .points: values[slot]
    case .fraction: parent.isNaN ? auto : values[slot] * parent
    }
  }

  /// An exact size, NaN for none: `Dimension.resolved(against:)`, whose `nil` and NaN `constrain` treats alike
  /// (a fraction of an undefined parent multiplies to NaN).
  @inline(__always)
  private func exact(_ slot: Slot, parent: CGFloat) -> CGFloat {
    switch units[slot] {
    case .auto: .nan
    case .points: values[slot]
    case .fraction: values[slot] * parent
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

extension LayoutElementSize: CustomReflectable {
  /// The six dimensions by their names, as `dump` showed them when they were stored as such.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "width": width, "height": height, "minWidth": minWidth, "maxWidth": maxWidth, "minHeight": minHeight,
        "maxHeight": maxHeight,
      ], displayStyle: .struct)
  }
}

extension LayoutElementSize: CustomStringConvertible {
  /// `<exact={w, h}, min={w, h}, max={w, h}>`.
  public var description: String {
    "<exact=\(LayoutSize(width: width, height: height)), min=\(LayoutSize(width: minWidth, height: minHeight)), "
      + "max=\(LayoutSize(width: maxWidth, height: maxHeight))>"
  }
}

/// The slot of each of a size's six dimensions.
private enum Slot {
  case width, height, minWidth, maxWidth, minHeight, maxHeight
}

/// Six values side by side, one per `Slot`: the storage of `LayoutElementSize`, without the padding six
/// two-field values would have. (`InlineArray` would do, but needs macOS 26.)
private struct SixSlots<Element: Hashable & Sendable>: Hashable, Sendable {
  private var width, height, minWidth, maxWidth, minHeight, maxHeight: Element

  /// Every slot `value`.
  init(repeating value: Element) {
    (width, height, minWidth, maxWidth, minHeight, maxHeight) = (value, value, value, value, value, value)
  }

  /// The value in `slot`.
  @inline(__always)
  subscript(slot: Slot) -> Element {
    get {
      switch slot {
      case .width: width
      case .height: height
      case .minWidth: minWidth
      case .maxWidth: maxWidth
      case .minHeight: minHeight
      case .maxHeight: maxHeight
      }
    }
    set {
      switch slot {
      case .width: width = newValue
      case .height: height = newValue
      case .minWidth: minWidth = newValue
      case .maxWidth: maxWidth = newValue
      case .minHeight: minHeight = newValue
      case .maxHeight: maxHeight = newValue
      }
    }
  }
}
