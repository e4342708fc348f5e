import Foundation

/// The style properties that most elements leave at their defaults: stack spacing, baselines, the position
/// in an absolute spec and the properties added outside the engine.
struct RareStyleProperties: Hashable, Sendable {
  /// Extra space before the child in a stack.
  var spacingBefore: CGFloat = 0
  /// Extra space after the child in a stack.
  var spacingAfter: CGFloat = 0
  /// Distance from the top to the first baseline.
  var ascender: CGFloat = 0
  /// Distance from the last baseline to the bottom, as a negative number.
  var descender: CGFloat = 0
  /// The origin inside an absolute layout spec.
  var layoutPosition: CGPoint = .zero
  /// Values of added properties, by key.
  var extensions: [ObjectIdentifier: StyleExtensionValue] = [:]
}

/// Where a style keeps its `RareStyleProperties`: no box until one is set, so that a style that sets none
/// carries one empty word for all of them (56 bytes less in every element). A set replaces the box, whose
/// values never change once made; two storages are equal when their values are, boxed or not.
struct RareStyleStorage: Hashable, Sendable {
  private final class Box: Sendable {
    let values: RareStyleProperties

    init(_ values: RareStyleProperties) {
      self.values = values
    }
  }

  private var box: Box?

  /// The properties, defaults when none was set.
  var values: RareStyleProperties {
    box?.values ?? RareStyleProperties()
  }

  /// `path` of the properties; the default when none was set, without making the whole default value.
  func read<Value>(_ path: KeyPath<RareStyleProperties, Value>, default value: Value) -> Value {
    box.map { $0.values[keyPath: path] } ?? value
  }

  /// Applies `change` to the properties, in a new box.
  mutating func update(_ change: (inout RareStyleProperties) -> Void) {
    var values = self.values
    change(&values)
    box = Box(values)
  }

  static func == (lhs: RareStyleStorage, rhs: RareStyleStorage) -> Bool {
    lhs.box === rhs.box || lhs.values == rhs.values
  }

  func hash(into hasher: inout Hasher) {
    values.hash(into: &hasher)
  }
}
