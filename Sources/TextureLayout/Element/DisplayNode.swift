import Foundation

/// A leaf of the layout tree that is drawn: a box, text or image (Texture's `ASDisplayNode` as far as layout
/// goes). The name `ASDisplayNode` itself belongs to the `AsyncDisplayKit` module's subclass, which apps
/// subclass: declared here too, it would be ambiguous in every file that imports both modules.
///
/// Its intrinsic size comes from `calculateSizeThatFits(_:)`: the content's size when it has content,
/// otherwise `ASDisplayNode`'s default, the constrained max size when that is a valid finite size, else zero.
/// A node may instead lay out subnodes through a `layoutSpecBlock` or an override of `layoutSpecThatFits(_:)`;
/// its layout is then that spec's, flattened.
open class DisplayNode: LayoutElementBase, @unchecked Sendable {
  /// Builds the spec that arranges this node's subnodes for a constrained size (`layoutSpecBlock`).
  public typealias LayoutSpecBlock = @Sendable (DisplayNode, SizeRange) -> any LayoutElement

  /// The content, the block and the last spec, which a plain box has none of: one word for all three.
  private var parts: NodeParts?
  /// Whether the node is of this very class (no subclass overrides a step), has no layout spec block and no
  /// content but content of a fixed size: its layout is then a pure function of its range, style size,
  /// content size and pixel grid, which the leaf's one chain computes without the layout cache.
  private var isPlainLeaf = false
  /// Whether the plain leaf has content (of a fixed size), which gives its size.
  private var hasFixedContent = false

  /// Creates a node, optionally with content that measures itself.
  public init(
    content: (any IntrinsicContent)? = nil, style: LayoutElementStyle = .default, debugName: String? = nil
  ) {
    super.init(style: style, debugName: debugName)
    if let content {
      self.intrinsicContent = content
    } else {
      withLock { updatePlainLeaf() }
    }
  }

  /// Works out `isPlainLeaf` again after the content or the block changed; call it holding the lock.
  private func updatePlainLeaf() {
    isPlainLeaf =
      type(of: self) == DisplayNode.self && parts?.layoutSpecBlock == nil
      && (parts?.content.map { $0.content.hasFixedSize } ?? true)
    hasFixedContent = isPlainLeaf && parts?.content != nil
    // A node of this very class without a layout spec block clamps what its content asks for into its
    // range; a plain leaf costs less to measure than to put off.
    keepsExactLengths = type(of: self) == DisplayNode.self && !isPlainLeaf && parts?.layoutSpecBlock == nil
  }

  /// The node's parts, made when the first is set; call it holding the lock.
  private func mutableParts() -> NodeParts {
    if let parts { return parts }
    let made = NodeParts()
    parts = made
    return made
  }

  /// The content that measures itself; setting content with baselines copies them into the style.
  public var intrinsicContent: (any IntrinsicContent)? {
    get { withLock { parts?.content }?.content }
    set {
      withLock {
        mutableParts().content = newValue.map(ContentBox.init)
        updatePlainLeaf()
      }
      if let baselines = newValue?.baselines {
        style.baselines = baselines
      }
      invalidateCalculatedLayout()
    }
  }

  /// The block that arranges subnodes; `nil` for a leaf.
  public var layoutSpecBlock: LayoutSpecBlock? {
    get { withLock { parts?.layoutSpecBlock } }
    set {
      withLock {
        mutableParts().layoutSpecBlock = newValue
        updatePlainLeaf()
      }
      invalidateCalculatedLayout()
    }
  }

  /// A node of this very class lays out (its content, or the spec its block returns) within its resolved range
  /// alone.
  override var layoutReadsOnlyItsRange: Bool { type(of: self) == DisplayNode.self }

  /// The node's own size for a constrained max size; subclasses override it (`calculateSizeThatFits:`).
  open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    Self.fit(constrainedSize, content: withLock { parts?.content })
  }

  /// What a leaf asks for in `max`: its content's size, or without content `ASDisplayNode`'s default, the
  /// max itself when it is a valid finite size, else zero.
  private static func fit(_ max: CGSize, content: ContentBox?) -> CGSize {
    if let content { return content.content.sizeThatFits(max) }
    return Layout.isValidSize(max) ? max : .zero
  }

  /// The leaf step every path of a leaf takes (plain or recorded, through the cache or not): what the leaf
  /// asks for in the range's max, clamped into the range. Returns the layout and what was asked for, which
  /// a sizing record keeps.
  /// Only for a node of this very class, whose `calculateSizeThatFits(_:)` is `fit(_:content:)`.
  @inline(__always)
  private func leafLayout(_ range: SizeRange, content: ContentBox?, grid: PixelGrid)
    -> (layout: Layout, wanted: CGSize)
  {
    let wanted = Self.fit(range.max, content: content)
    return (Layout(element: self, size: range.clamp(wanted), grid: grid), wanted)
  }

  /// The spec that arranges this node's subnodes, for subclasses that override it (`layoutSpecThatFits:`);
  /// `nil`, a leaf, unless overridden. An override may return a non-optional spec, as in Texture's docs. A
  /// `layoutSpecBlock`, when set, is used instead, as in Texture.
  open func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec? {
    nil
  }

  /// A plain leaf's layout, computed rather than cached: the range intersected with the resolved style size,
  /// and `calculateSizeThatFits(_:)`'s answer for no content (the range's max when valid, else zero) clamped
  /// into it, exactly as the sizing chain makes it. Recomputing costs less than the cache's check and store,
  /// and gives the same layout. Any other node takes the cached chain.
  override func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext)
    -> Layout
  {
    let recorder = context.recorder
    let leaf = withLock { () -> (range: SizeRange, hasContent: Bool)? in
      isPlainLeaf && recorder == nil ? (ownStyleSize.resolve(parentSize: parentSize), hasFixedContent) : nil
    }
    guard let (ownRange, hasContent) = leaf else {
      if let recorder {
        return recordedLeafLayout(
          constrainedSize, parentSize: parentSize, context: context, recorder: recorder)
      }
      return super.layoutThatFits(constrainedSize, parentSize: parentSize, context: context)
    }
    // A box's own size, or its content's (read apart, so that a plain box pays nothing for it).
    let range = constrainedSize.intersect(ownRange)
    guard hasContent else { return leafLayout(range, content: nil, grid: context.grid).layout }
    return leafLayout(range, content: withLock { parts?.content }, grid: context.grid).layout
  }

  /// The plain leaf's layout as `layoutThatFits` makes it, with what its sizing record is made from stored
  /// in `recorder`; any other node takes the recorded sizing chain.
  @inline(never)
  private func recordedLeafLayout(
    _ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext, recorder: SizingRecorder
  ) -> Layout {
    let leaf = withLock { () -> (range: SizeRange, content: ContentBox?)? in
      isPlainLeaf ? (ownStyleSize.resolve(parentSize: parentSize), parts?.content) : nil
    }
    guard let (ownRange, content) = leaf else {
      return super.layoutThatFits(constrainedSize, parentSize: parentSize, context: context)
    }
    let (layout, wanted) = leafLayout(
      constrainedSize.intersect(ownRange), content: content, grid: context.grid)
    recorder.store(
      SizingInputs(
        constrainedSize: constrainedSize, parentSize: parentSize, size: layout.size, wanted: wanted,
        sizesToChildren: false),
      of: self)
    return layout
  }

  /// The leaf step of the sizing chain below the cache, for a node of this very class (no subclass
  /// overrides a step) without a layout spec block: its layout in `range` (the received range with the
  /// style size applied), exactly as the chain and `calculateLayoutThatFits(_:)` make it, ceiled to `grid`
  /// (which `layoutThatFits` has already read), and what its content asked for; `nil` for any other node,
  /// which takes the base's chain. The one place the chain's steps below the cache are taken for a leaf.
  private func engineLeafLayout(_ range: @autoclosure () -> SizeRange, grid: PixelGrid)
    -> (layout: Layout, wanted: CGSize)?
  {
    guard type(of: self) == DisplayNode.self else { return nil }
    let leaf = withLock { () -> ContentBox?? in parts?.layoutSpecBlock == nil ? .some(parts?.content) : nil }
    guard let content = leaf else { return nil }
    return leafLayout(range(), content: content, grid: grid)
  }

  override func calculateLayout(
    _ constrainedSize: SizeRange, restrictedTo size: LayoutElementSize,
    relativeToParentSize parentSize: CGSize, grid: PixelGrid
  ) -> Layout {
    engineLeafLayout(constrainedSize.intersect(size.resolve(parentSize: parentSize)), grid: grid)?.layout
      ?? super.calculateLayout(
        constrainedSize, restrictedTo: size, relativeToParentSize: parentSize, grid: grid)
  }

  override func calculateLayout(inResolvedRange range: SizeRange, grid: PixelGrid) -> Layout {
    engineLeafLayout(range, grid: grid)?.layout ?? super.calculateLayout(inResolvedRange: range, grid: grid)
  }

  /// With what the content asked for: the size that fits the range's maximum, before it was clamped.
  override func calculateRecordedLayout(
    _ constrainedSize: SizeRange, restrictedTo size: LayoutElementSize,
    relativeToParentSize parentSize: CGSize, grid: PixelGrid
  ) -> (layout: Layout, wanted: CGSize?) {
    guard
      let leaf = engineLeafLayout(constrainedSize.intersect(size.resolve(parentSize: parentSize)), grid: grid)
    else {
      return super.calculateRecordedLayout(
        constrainedSize, restrictedTo: size, relativeToParentSize: parentSize, grid: grid)
    }
    return (leaf.layout, leaf.wanted)
  }

  /// A leaf's size clamped into the range, or the flattened layout of the node's spec (from the layout spec
  /// block, else from `layoutSpecThatFits(_:)`).
  open override func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    let spec: (any LayoutElement)? =
      if let layoutSpecBlock {
        layoutSpecBlock(self, constrainedSize)
      } else {
        layoutSpecThatFits(constrainedSize)
      }
    guard let spec else {
      return Layout(element: self, size: constrainedSize.clamp(calculateSizeThatFits(constrainedSize.max)))
    }
    link([spec])
    withLock { mutableParts().currentLayoutSpec = spec }
    var layout = spec.layoutThatFits(constrainedSize)
    if layout.element !== self {
      layout = Layout(element: self, size: layout.size, sublayouts: [layout.positioned(at: .zero)])
    }
    return layout.flattened()
  }
}

/// What a node has beyond a plain box, in an object of its own; its fields change under the node's lock.
private final class NodeParts: @unchecked Sendable {
  /// The content that measures itself.
  var content: ContentBox?
  /// The block that arranges subnodes.
  var layoutSpecBlock: DisplayNode.LayoutSpecBlock?
  /// The spec the node built last, kept so that its subnodes' changes can reach the node's cached layout.
  var currentLayoutSpec: (any LayoutElement)?
}

/// A node's content in a box of its own, so that reading it under the lock retains one reference instead of
/// copying an existential container, and a node without content costs a `nil` check.
private final class ContentBox: Sendable {
  /// The content.
  let content: any IntrinsicContent

  init(_ content: any IntrinsicContent) {
    self.content = content
  }
}
