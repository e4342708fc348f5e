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

  /// The children, in the order the spec keeps them.
  public var children: [any LayoutElement] {
    get { lock.withLock { storedChildren } }
    set {
      lock.withLock { storedChildren = newValue }
      adopt(newValue)
    }
  }

  /// The first child; setting it replaces every child with this one.
  public var child: (any LayoutElement)? {
    get { children.first }
    set { children = newValue.map { [$0] } ?? [] }
  }

  /// The children in tree order.
  open override var sublayoutElements: [any LayoutElement] { children }

  /// The children's ASCII art in a box named after this spec: side by side, or in the element's own
  /// direction when it conforms to `DirectionalAsciiArt` (Texture's `asciiArtString` of a spec).
  open override func asciiArtString() -> String {
    childrenAsciiArt()
  }

  /// The child at `index`, if there is one.
  func child(at index: Int) -> (any LayoutElement)? {
    let children = self.children
    return children.indices.contains(index) ? children[index] : nil
  }
}
