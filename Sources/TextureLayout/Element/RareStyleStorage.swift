import Foundation

/// Where a style keeps its `RareStyleProperties`: no box while they are all defaults, so that such a style
/// carries one empty word for them instead of their space in every element. A change replaces the box,
/// whose values never change once made, or drops it when the values are back to their defaults. Two
/// storages are equal when their values are, boxed or not.
///
/// A style with any of them set (a text node's baselines, say) pays for the box, more than the properties
/// took inline: rare by design.
struct RareStyleStorage: Hashable, Sendable {
  /// The properties of a style that set one, shared by the copies of that style.
  private final class Box: Sendable {
    /// The properties; never changed.
    let values: RareStyleProperties

    /// A box holding `values`.
    init(_ values: RareStyleProperties) {
      self.values = values
    }
  }

  private var box: Box?

  /// Whether the properties are in a box: one of them is set to other than its default.
  var isBoxed: Bool { box != nil }

  /// The properties, defaults when none is set.
  var values: RareStyleProperties {
    box?.values ?? RareStyleProperties()
  }

  /// `path` of the properties; `value` when none is set, without making the whole default value.
  func read<Value>(_ path: KeyPath<RareStyleProperties, Value>, default value: Value) -> Value {
    box.map { $0.values[keyPath: path] } ?? value
  }

  /// Applies `change` to the properties: in a new box, or none when they are all defaults again.
  mutating func update(_ change: (inout RareStyleProperties) -> Void) {
    var values = self.values
    change(&values)
    box = values.isDefault ? nil : Box(values)
  }

  /// Equal properties, boxed or not.
  static func == (lhs: RareStyleStorage, rhs: RareStyleStorage) -> Bool {
    lhs.values == rhs.values
  }

  /// Hashes the properties, boxed or not.
  func hash(into hasher: inout Hasher) {
    values.hash(into: &hasher)
  }
}
