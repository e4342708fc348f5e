import Foundation

/// An element that arranges children and draws nothing itself (Texture's `ASLayoutSpec`).
///
/// Subclasses override `calculateLayoutThatFits(_:)` (or the restricted variant, when they need the parent
/// size). A bare `LayoutSpec` takes the range's minimum size, as Texture's does.
open class LayoutSpec: LayoutElementBase, @unchecked Sendable {
  private var storedChildren: [any LayoutElement]

  /// Creates a spec with children.
  public init(
    children: [any LayoutElement] = [], style: LayoutElementStyle = .default, debugName: String? = nil
  ) {
    storedChildren = children
    super.init(style: style, debugName: debugName)
    adopt(children)
  }

  /// A spec.
  open override var layoutElementType: LayoutElementType { .layoutSpec }

  /// The spec's kind as Texture's class names it, without `AS` and `LayoutSpec`: `stack`, `inset`,
  /// `ratio`. Diagrams and messages name a spec by it, so each spec says it in its own file rather than
  /// every reader keeping a table of spec types; `nil` for a spec of an app's own.
  open var kindName: String? { nil }

  /// The children, in the order the spec keeps them. Optional because Texture's Swift surface types it so
  /// (a nullable array), and node code writes `children?.append(…)`; it is never `nil` when read, and
  /// setting `nil` removes every child, as Texture's setter does.
  public var children: [any LayoutElement]? {
    get { withLock { storedChildren } }
    set {
      let children = newValue ?? []
      withLock { storedChildren = children }
      adopt(children)
    }
  }

  /// The children, in the order the spec keeps them, for the engine's own reading.
  var childElements: [any LayoutElement] { withLock { storedChildren } }

  /// The first child. Setting it replaces the first child and keeps the others (an overlay, a background, a
  /// corner), as Texture's `setChild:` does; setting `nil` removes the first child.
  public var child: (any LayoutElement)? {
    get { withLock { storedChildren.first } }
    set {
      var children = withLock { storedChildren }
      if let newValue {
        if children.isEmpty { children = [newValue] } else { children[0] = newValue }
      } else if !children.isEmpty {
        children.removeFirst()
      }
      self.children = children
    }
  }

  /// The children in tree order.
  open override var sublayoutElements: [any LayoutElement] { withLock { storedChildren } }

  /// The children's ASCII art in a box named after this spec: side by side, or in the element's own
  /// direction when it conforms to `DirectionalAsciiArt` (Texture's `asciiArtString` of a spec).
  open override func asciiArtString() -> String {
    childrenAsciiArt()
  }

  /// The child at `index`, if there is one.
  func child(at index: Int) -> (any LayoutElement)? {
    let children = withLock { storedChildren }
    return children.indices.contains(index) ? children[index] : nil
  }

  /// Replaces the child at `index`, or appends `child` when the spec has fewer children (Texture's
  /// `setChild:atIndex:`, which pads the gap with empty specs).
  func setChild(_ child: any LayoutElement, at index: Int) {
    var children = withLock { storedChildren }
    if children.indices.contains(index) { children[index] = child } else { children.append(child) }
    self.children = children
  }
}
