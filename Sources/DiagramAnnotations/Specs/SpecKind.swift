import TextureLayout

/// The kinds of layout spec, for the structure view and for what each contributes.
public enum SpecKind: String, Hashable, Sendable, CaseIterable {
  /// A horizontal stack (or horizontal reverse).
  case horizontalStack
  /// A vertical stack (or vertical reverse).
  case verticalStack
  /// An inset spec.
  case inset
  /// An overlay spec.
  case overlay
  /// A background spec.
  case background
  /// A center spec.
  case center
  /// A relative spec.
  case relative
  /// A ratio spec.
  case ratio
  /// A corner spec.
  case corner
  /// An absolute (or static) spec.
  case absolute
  /// A wrapper spec.
  case wrapper
  /// Any other spec.
  case other

  /// The kind of an engine spec, by the name the spec gives itself; a stack by its direction, an app's own
  /// spec `other`.
  public init(_ spec: LayoutSpec) {
    if let stack = spec as? StackLayoutSpec {
      self =
        stack.direction == .vertical || stack.direction == .verticalReverse
        ? .verticalStack : .horizontalStack
    } else {
      self = spec.kindName.flatMap(SpecKind.init(rawValue:)) ?? .other
    }
  }

  /// The name a structure callout shows: `vertical stack`, `inset`…
  public var displayName: String {
    switch self {
    case .horizontalStack: "horizontal stack"
    case .verticalStack: "vertical stack"
    default: rawValue
    }
  }
}
