import Foundation

/// The shared machinery of display nodes and layout specs: locked state, the sizing chain, the layout cache
/// and invalidation.
///
/// All mutable state sits behind one lock, so elements may be laid out from any thread. Changing a style,
/// a child or a spec property clears the cached layout of the element and of every ancestor.
open class LayoutElementBase: LayoutElement, @unchecked Sendable {
  let lock = NSLock()
  private var storedStyle: LayoutElementStyle
  private var storedDebugName: String?
  private weak var layoutParent: LayoutElementBase?
  private var cachedLayout: CachedLayout?

  /// Creates an element with a style and a name.
  public init(style: LayoutElementStyle = .default, debugName: String? = nil) {
    storedStyle = style
    storedDebugName = debugName
  }

  /// The element's layout properties; setting them invalidates cached layouts up the tree.
  public var style: LayoutElementStyle {
    get { lock.withLock { storedStyle } }
    set {
      lock.withLock { storedStyle = newValue }
      invalidateCalculatedLayout()
    }
  }

  /// A name for diagrams, descriptions and error messages.
  public var debugName: String? {
    get { lock.withLock { storedDebugName } }
    set { lock.withLock { storedDebugName = newValue } }
  }

  /// Node or spec; subclasses say which.
  open var layoutElementType: LayoutElementType { .displayNode }

  /// The children in tree order; none unless a subclass has some.
  open var sublayoutElements: [any LayoutElement] { [] }

  /// The cached layout for this range, parent size and pixel grid, or a new one (which then is cached).
  public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize) -> Layout {
    let key = CachedLayout.Key(constrainedSize: constrainedSize, parentSize: parentSize, grid: .current)
    if let hit = lock.withLock({ cachedLayout?.layout(for: key) }) {
      return hit
    }
    let layout = calculateLayoutThatFits(
      constrainedSize, restrictedTo: style.size, relativeToParentSize: parentSize)
    lock.withLock { cachedLayout = CachedLayout(key: key, layout: layout) }
    return layout
  }

  /// Resolves `size` against `parentSize`, intersects it with `constrainedSize` (which wins where they
  /// don't overlap) and calls `calculateLayoutThatFits(_:)`.
  open func calculateLayoutThatFits(
    _ constrainedSize: SizeRange, restrictedTo size: LayoutElementSize,
    relativeToParentSize parentSize: CGSize
  ) -> Layout {
    calculateLayoutThatFits(constrainedSize.intersect(size.resolve(parentSize: parentSize)))
  }

  /// The layout within a resolved range; by default the range's minimum size and no children.
  open func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    Layout(element: self, size: constrainedSize.min)
  }

  /// Clears the cached layout of this element and of its ancestors (Texture's `setNeedsLayout`).
  public func invalidateCalculatedLayout() {
    var element: LayoutElementBase? = self
    while let current = element {
      element = current.lock.withLock {
        current.cachedLayout = nil
        return current.layoutParent
      }
    }
  }

  /// Makes this element the parent of `children`, so that their changes invalidate its cached layout, and
  /// (unless told otherwise, as during a layout pass) invalidates this element's own layout.
  func adopt(_ children: [any LayoutElement], invalidating: Bool = true) {
    for case let child as LayoutElementBase in children {
      child.lock.withLock { child.layoutParent = self }
    }
    if invalidating { invalidateCalculatedLayout() }
  }
}

/// The last layout an element calculated, with what it was calculated for.
private struct CachedLayout {
  struct Key {
    var constrainedSize: SizeRange
    var parentSize: CGSize
    var grid: PixelGrid

    /// Equal ranges, grids and parent sizes, an undefined (NaN) parent dimension matching another.
    func matches(_ other: Key) -> Bool {
      constrainedSize == other.constrainedSize && grid == other.grid
        && Self.same(parentSize.width, other.parentSize.width)
        && Self.same(parentSize.height, other.parentSize.height)
    }

    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
      a == b || (a.isNaN && b.isNaN)
    }
  }

  var key: Key
  var layout: Layout

  func layout(for key: Key) -> Layout? {
    self.key.matches(key) ? layout : nil
  }
}
