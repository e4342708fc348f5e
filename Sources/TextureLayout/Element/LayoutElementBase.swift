import Foundation

/// The shared machinery of display nodes and layout specs: locked state, the sizing chain, the layout cache
/// and invalidation.
///
/// All mutable state sits behind one lock, so elements may be laid out from any thread. Changing a style,
/// a child or a spec property clears the cached layout of the element and of every ancestor.
///
/// An `NSObject`, as Texture's nodes and specs are: extensions apps declare on `NSObject` apply to them.
open class LayoutElementBase: NSObject, LayoutElement, @unchecked Sendable {
  /// The lock, the cached layout and the link to the parent's: what children point at.
  private let core = ElementCore()
  private var storedStyle: LayoutElementStyle
  private var storedDebugName: String?

  /// Creates an element with a style and a name.
  public init(style: LayoutElementStyle = .default, debugName: String? = nil) {
    storedStyle = style
    storedDebugName = debugName
    super.init()
  }

  /// Clears the cached layout, which holds the children's layouts and, through the children's links up, this
  /// element's core: the cycle a strong link up would otherwise close. Also unlinks the core from its
  /// parent's, so that a child that outlives this element keeps no ancestor's core alive. Both are taken
  /// out under the lock and released after it, as cached layouts are everywhere: releasing one may free
  /// children, which take their own locks.
  deinit {
    _ = core.lock.withLock { (core.cachedLayout.take(), core.parent.take()) }
  }

  /// The element's layout properties; a change invalidates cached layouts up the tree. Setting an equal style
  /// changes nothing, as Texture's style tells its delegate only about values that changed.
  public var style: LayoutElementStyle {
    get { withLock { storedStyle } }
    set {
      let changed = withLock {
        guard storedStyle != newValue else { return false }
        storedStyle = newValue
        return true
      }
      if changed { invalidateCalculatedLayout() }
    }
  }

  /// The style's size; read it holding the lock (`withLock`), with what else the caller reads under it.
  var ownStyleSize: LayoutElementSize { storedStyle.size }

  /// `body` applied under the lock to the style, without copying it.
  func readStyle<Result>(_ body: (borrowing LayoutElementStyle) -> Result) -> Result {
    withLock { body(storedStyle) }
  }

  /// `body` applied under the lock to the style and `keepsExactLengths`: what a stack reads of a child.
  func readStyleAndExactLengths<Result>(_ body: (borrowing LayoutElementStyle, Bool) -> Result) -> Result {
    withLock { body(storedStyle, keepsExactLengths) }
  }

  /// Runs `body` holding the element's lock, which guards all of its mutable state, subclasses' included.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try core.lock.withLock(body)
  }

  /// A name for diagrams, descriptions and error messages.
  public var debugName: String? {
    get { withLock { storedDebugName } }
    set { withLock { storedDebugName = newValue } }
  }

  /// Node or spec; subclasses say which.
  open var layoutElementType: LayoutElementType { .displayNode }

  /// Whether the element's layout in a range that is exact along an axis is known to take that length
  /// along it (before the pixel grid and Texture's zero for a size that is not valid), whatever its style
  /// and children, and is worth not calculating until it is read: what lets a stack put off measuring a
  /// child whose length is fixed. False unless an element of the engine's own class, whose layout clamps
  /// into its range, says so: a subclass may override any step of the chain. Stored rather than
  /// overridden, since every stack reads it of every flexible child: set it, and read it, holding the
  /// lock.
  var keepsExactLengths: Bool {
    get { core.keepsExactLengths }
    set { core.keepsExactLengths = newValue }
  }

  /// The children in tree order; none unless a subclass has some.
  open var sublayoutElements: [any LayoutElement] { [] }

  /// The cached layout for this range, parent size and pixel grid, or a new one. The new one is cached unless
  /// the element was invalidated while it was being calculated (a style changed on another thread, say), as
  /// Texture's layout versions guard against a stale layout.
  public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize) -> Layout {
    layoutThatFits(constrainedSize, parentSize: parentSize, context: LayoutContext.current)
  }

  /// `layoutThatFits(_:parentSize:)` in `context`, which the caller has read as the current one: a stack
  /// reads it once for all of its children rather than once per child.
  func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
    if let recorder = context.recorder {
      return recordedLayout(constrainedSize, parentSize: parentSize, grid: context.grid, recorder: recorder)
    }
    let grid = context.grid
    let (hit, startGeneration, size, key) = withLock {
      let size = storedStyle.size
      let key =
        layoutReadsOnlyItsRange
        ? CachedLayout.Key(
          range: constrainedSize.intersect(size.resolve(parentSize: parentSize)), parentSize: nil, grid: grid)
        : CachedLayout.Key(range: constrainedSize, parentSize: parentSize, grid: grid)
      return (core.cachedLayout?.layout(for: key, of: self), core.generation, size, key)
    }
    if let hit { return hit }
    if let spent = layoutPastBudget(constrainedSize) { return spent }
    // An element whose layout reads only its resolved range is laid out in the range its key holds,
    // resolved once.
    let layout =
      key.parentSize == nil
      ? calculateLayout(inResolvedRange: key.range, grid: grid)
      : calculateLayout(constrainedSize, restrictedTo: size, relativeToParentSize: parentSize, grid: grid)
    keep(layout, for: key, calculatedIn: startGeneration)
    return layout
  }

  /// Keeps `layout` in the cache for `key`, unless the element was invalidated since `generation`. Apart
  /// from `layoutThatFits`, so that what it holds takes no room in the frames of layouts nested deep.
  @inline(never)
  private func keep(_ layout: Layout, for key: CachedLayout.Key, calculatedIn generation: UInt32) {
    // Kept under the lock; what no longer fits is released after the lock.
    let evicted = withLock { () -> CachedLayout.Entry? in
      guard core.generation == generation else { return nil }
      guard let cache = core.cachedLayout else {
        core.cachedLayout = CachedLayout(key: key, layout: layout, of: self)
        return nil
      }
      return cache.insert(key: key, layout: layout, of: self)
    }
    withExtendedLifetime(evicted) {}
  }

  /// Whether the element's layout is a function of the range its style size resolves to (intersected
  /// with the range it received) and nothing else: the sizing chain's default step, which resolves the
  /// style against the parent size and never reads the parent size again. Its cached layouts are then
  /// keyed by that range, and a stack that asks for a child's layout with another parent size but the
  /// same resolved range is answered from the cache. False unless an element of the engine's own class,
  /// whose chain is known, says so. Read it holding the lock.
  var layoutReadsOnlyItsRange: Bool { false }

  /// The layout calculated afresh, without the cache, with what its sizing record is made from stored in
  /// `recorder`; a spec's record reads its layout and what it reported when it is made.
  private func recordedLayout(
    _ constrainedSize: SizeRange, parentSize: CGSize, grid: PixelGrid, recorder: SizingRecorder
  ) -> Layout {
    if let spent = layoutPastBudget(constrainedSize) { return spent }
    let size = readStyle { style in style.size }
    let (layout, wanted) = calculateRecordedLayout(
      constrainedSize, restrictedTo: size, relativeToParentSize: parentSize, grid: grid)
    let inputs = SizingInputs(
      constrainedSize: constrainedSize, parentSize: parentSize, size: layout.size, wanted: wanted,
      sizesToChildren: layout.type == .layoutSpec || !layout.sublayouts.isEmpty)
    if layoutElementType == .layoutSpec {
      recorder.store(inputs, layout: layout, ofSpec: self)
    } else {
      recorder.store(inputs, of: self)
    }
    return layout
  }

  /// The empty layout of the range once the current pass's budget is spent, else `nil` after counting one
  /// layout. Only layouts calculated afresh count: a cache hit costs nothing worth bounding.
  private func layoutPastBudget(_ constrainedSize: SizeRange) -> Layout? {
    guard let work = LayoutWork.current, !work.spend() else { return nil }
    return Layout(element: self, size: constrainedSize.min)
  }

  /// `calculateLayout` for a recorded layout, with the size the element's content asked for before it was
  /// clamped, when the calculation knows it (a display node's does).
  func calculateRecordedLayout(
    _ constrainedSize: SizeRange, restrictedTo size: LayoutElementSize,
    relativeToParentSize parentSize: CGSize, grid: PixelGrid
  ) -> (layout: Layout, wanted: CGSize?) {
    (calculateLayout(constrainedSize, restrictedTo: size, relativeToParentSize: parentSize, grid: grid), nil)
  }

  /// The sizing chain below the cache for an element whose layout reads only its range
  /// (`layoutReadsOnlyItsRange`), in `range`, the received range with the style size applied: its
  /// `calculateLayoutThatFits(_:)`, which the chain's default step calls with that range. `grid` is the
  /// current pixel grid, as in `calculateLayout(_:restrictedTo:relativeToParentSize:grid:)`.
  func calculateLayout(inResolvedRange range: SizeRange, grid: PixelGrid) -> Layout {
    calculateLayoutThatFits(range)
  }

  /// The sizing chain below the cache, `calculateLayoutThatFits(_:restrictedTo:relativeToParentSize:)`.
  /// `grid` is the current pixel grid, which `layoutThatFits` has just read: an element whose whole chain
  /// is the engine's own may use it rather than read the task-local value again.
  func calculateLayout(
    _ constrainedSize: SizeRange, restrictedTo size: LayoutElementSize,
    relativeToParentSize parentSize: CGSize, grid: PixelGrid
  ) -> Layout {
    calculateLayoutThatFits(constrainedSize, restrictedTo: size, relativeToParentSize: parentSize)
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
    var next: ElementCore? = core
    while let current = next {
      // The cached layout is taken out under the lock and released once it is let go.
      let (_, parent) = current.lock.withLock {
        current.generation &+= 1
        return (current.cachedLayout.take(), current.parent)
      }
      next = parent
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
      child.withLock { child.core.parent = core }
    }
  }
}
