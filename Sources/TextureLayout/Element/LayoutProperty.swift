import Foundation

/// A property of a layout element that is read under the element's lock and whose changes invalidate the
/// element's cached layout, like Texture's spec setters.
@propertyWrapper
public struct LayoutProperty<Value: Sendable>: Sendable {
  private var stored: Value

  /// Wraps an initial value.
  public init(wrappedValue: Value) {
    stored = wrappedValue
  }

  /// Only reachable through the enclosing element.
  @available(*, unavailable, message: "LayoutProperty is only for properties of layout elements")
  public var wrappedValue: Value {
    get { fatalError("unreachable") }
    set { fatalError("unreachable") }
  }

  /// Reads under the element's lock; writes under it, then invalidates the element's layout.
  public static subscript<Owner: LayoutElementBase>(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, LayoutProperty<Value>>
  ) -> Value {
    get { owner.withLock { owner[keyPath: storageKeyPath].stored } }
    set {
      owner.withLock { owner[keyPath: storageKeyPath].stored = newValue }
      owner.invalidateCalculatedLayout()
    }
  }
}
