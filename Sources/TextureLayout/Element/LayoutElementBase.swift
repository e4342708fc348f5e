import Foundation

/// The shared machinery of display nodes and layout specs: locked state, the sizing chain, the layout cache
/// and invalidation.
///
/// All mutable state sits behind one lock, so elements may be laid out from any thread. Changing a style,
/// a child or a spec property clears the cached layout of the element and of every ancestor.
open class LayoutElementBase: LayoutElement, @unchecked Sendable {
  let lock = ElementLock()
  private var storedStyle: LayoutElementStyle
  private var storedDebugName: String?
  private weak var layoutParent: LayoutElementBase?
  private var cachedLayout: CachedLayout?
  /// Counts invalidations, so that a layout calculated across one is not cached.
  private var generation = 0

  /// Creates an element with a style and a name.
  public init(style: LayoutElementStyle = .default, debugName: String? = nil) {
    storedStyle = style
    storedDebugName = debugName
  }

  /// The element's layout properties; a change invalidates cached layouts up the tree. Setting an equal style
  /// changes nothing, as Texture's style tells its delegate only about values that changed.
  public var style: LayoutElementStyle {
    get { lock.withLock { storedStyle } }
    set {
      let changed = lock.withLock {
        defer { storedStyle = newValue }
        return storedStyle != newValue
      }
      if changed { invalidateCalculatedLayout() }
    }
  }

  /// `body` applied to the style under the lock, without copying the style out.
  func readStyle<Result>(_ body: (borrowing LayoutElementStyle) -> Result) -> Result {
    lock.withLock { body(storedStyle) }
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

  /// The cached layout for this range, parent size and pixel grid, or a new one. The new one is cached unless
  /// the element was invalidated while it was being calculated (a style changed on another thread, say), as
  /// Texture's layout versions guard against a stale layout.
  public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize) -> Layout {
    let key = CachedLayout.Key(constrainedSize: constrainedSize, parentSize: parentSize, grid: .current)
    let (hit, startGeneration) = lock.withLock { (cachedLayout?.layout(for: key, of: self), generation) }
    if let hit { return hit }
    let layout = calculateLayoutThatFits(
      constrainedSize, restrictedTo: style.size, relativeToParentSize: parentSize)
    lock.withLock {
      if generation == startGeneration { cachedLayout = CachedLayout(key: key, layout: layout, of: self) }
    }
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

  /// The type name, then the debug name in parentheses when there is one (Texture's `asciiArtName`).
  open func asciiArtName() -> String {
    defaultAsciiArtName()
  }

  /// An ASCII-art picture of the element; a node draws its name alone (Texture's `asciiArtString`).
  open func asciiArtString() -> String {
    asciiArtName()
  }

  /// Clears the cached layout of this element and of its ancestors (Texture's `setNeedsLayout`).
  public func invalidateCalculatedLayout() {
    var element: LayoutElementBase? = self
    while let current = element {
      element = current.lock.withLock {
        current.cachedLayout = nil
        current.generation &+= 1
        return current.layoutParent
      }
    }
  }

  /// Makes this element the parent of `children`, so that their changes invalidate its cached layout, and
  /// invalidates it.
  func adopt(_ children: [any LayoutElement]) {
    link(children)
    invalidateCalculatedLayout()
  }

  /// Makes this element the parent of `children` without invalidating anything: for children made while
  /// this element calculates its layout, such as the spec a node's layout spec block returns.
  func link(_ children: [any LayoutElement]) {
    for case let child as LayoutElementBase in children where child !== self {
      child.lock.withLock { child.layoutParent = self }
    }
  }
}

/// The last layout an element calculated, with what it was calculated for.
///
/// A layout of the element itself is kept without its `element` reference (and rebuilt on a hit), so that
/// the element and its cache don't keep each other alive.
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

  /// What is kept of the layout: its parts when it is the owner's own, else the whole layout.
  private enum Stored {
    case own(size: CGSize, position: CGPoint?, sublayouts: [Layout])
    case other(Layout)
  }

  let key: Key
  private let stored: Stored

  init(key: Key, layout: Layout, of owner: LayoutElementBase) {
    self.key = key
    stored =
      layout.element === owner
      ? .own(size: layout.size, position: layout.position, sublayouts: layout.sublayouts) : .other(layout)
  }

  func layout(for key: Key, of owner: LayoutElementBase) -> Layout? {
    guard self.key.matches(key) else { return nil }
    switch stored {
    case .own(let size, let position, let sublayouts):
      return Layout(element: owner, ceiledSize: size, position: position, sublayouts: sublayouts)
    case .other(let layout):
      return layout
    }
  }
}
