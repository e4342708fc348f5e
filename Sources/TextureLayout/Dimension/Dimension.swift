import Foundation

/// A length that is resolved later against a parent: points, a fraction of the parent, or auto
/// (Texture's `ASDimension`).
public struct Dimension: Hashable, Sendable {
  /// How a dimension's value is read (`ASDimensionUnit`).
  public enum Unit: Hashable, Sendable {
    /// No opinion: the context decides (`ASDimensionUnitAuto`).
    case auto
    /// An exact number of points (`ASDimensionUnitPoints`).
    case points
    /// A fraction of the parent's size, 0.5 meaning 50% (`ASDimensionUnitFraction`).
    case fraction
  }

  // The value comes first, so that the one-byte unit ends the struct (9 bytes, not 16): the field after a
  // dimension in another struct can take the padding.
  /// Points, or a fraction of the parent; always 0 for `auto`.
  public let value: CGFloat
  /// How `value` is read.
  public let unit: Unit

  /// Stores a unit and value without checking them, as Texture's release builds do; the AS-named API uses it.
  init(uncheckedUnit unit: Unit, value: CGFloat) {
    self.unit = unit
    self.value = unit == .auto ? 0 : value
  }

  /// No opinion (`ASDimensionAuto`).
  public static let auto = Dimension(uncheckedUnit: .auto, value: 0)

  /// An exact number of points; throws for NaN, negative or infinite values.
  public static func points(_ points: CGFloat) throws(LayoutValueError) -> Dimension {
    guard !points.isNaN else { throw .notANumber(what: "points") }
    guard points.isFinite, points >= 0 else { throw .invalidPoints(points, what: "points") }
    return Dimension(uncheckedUnit: .points, value: points)
  }

  /// A fraction of the parent (0.5 is 50%); throws outside `0...1`, as Texture asserts.
  public static func fraction(_ fraction: CGFloat) throws(LayoutValueError) -> Dimension {
    guard !fraction.isNaN else { throw .notANumber(what: "fraction") }
    guard (0...1).contains(fraction) else { throw .fractionOutOfRange(fraction) }
    return Dimension(uncheckedUnit: .fraction, value: fraction)
  }

  /// A percentage of the parent (50 is 50%); throws outside `0...100`.
  public static func percent(_ percent: CGFloat) throws(LayoutValueError) -> Dimension {
    try fraction(percent / 100)
  }

  /// Resolves against the parent's length: points as they are, a fraction times the parent, and `nil` for
  /// auto or for a fraction of an undefined (NaN) parent, where the caller's own default applies.
  ///
  /// Texture resolves a fraction of an undefined parent to NaN and lets the NaN flow on; treating it as
  /// auto gives the same result wherever Texture's result is defined.
  public func resolved(against parent: CGFloat) -> CGFloat? {
    switch unit {
    case .auto: return nil
    case .points: return value
    case .fraction: return parent.isNaN ? nil : value * parent
    }
  }

  /// `ASDimensionResolve`: the resolved length, or `autoSize` where `resolved(against:)` has none.
  public func resolve(parentSize: CGFloat, autoSize: CGFloat) -> CGFloat {
    resolved(against: parentSize) ?? autoSize
  }
}

extension Dimension: CustomStringConvertible {
  /// `70pt`, `50%` or `auto`.
  public var description: String {
    switch unit {
    case .auto: return "auto"
    case .points: return "\(format(value))pt"
    case .fraction: return "\(format(value * 100))%"
    }
  }
}
