import Foundation

/// A property that code outside the engine adds to every element's style, with its default value (Texture's
/// style extensibility, typed).
///
/// Declare a key, then a computed property over `style[Key.self]`:
/// `extension LayoutElementStyle { var badgeCount: Int { get { self[BadgeCountKey.self] } set { ... } } }`.
public protocol LayoutElementStyleKey {
  /// The value's type.
  associatedtype Value: Hashable & Sendable
  /// The value of a style that never set this key.
  static var defaultValue: Value { get }
}

extension LayoutElementStyle {
  /// The value stored for `key`, or the key's default.
  public subscript<Key: LayoutElementStyleKey>(key: Key.Type) -> Key.Value {
    get { extensions[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue }
    set { extensions[ObjectIdentifier(key)] = StyleExtensionValue(value: newValue) }
  }
}

/// A value stored under a `LayoutElementStyleKey`, compared and hashed as the value it holds.
struct StyleExtensionValue: Hashable, Sendable {
  var value: any Hashable & Sendable

  static func == (lhs: StyleExtensionValue, rhs: StyleExtensionValue) -> Bool {
    AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }

  func hash(into hasher: inout Hasher) {
    AnyHashable(value).hash(into: &hasher)
  }
}
