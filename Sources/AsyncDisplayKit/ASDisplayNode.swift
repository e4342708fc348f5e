import DiagramValues
import Foundation
import TextureLayout
import UIKit

/// Texture's display node, as apps subclass it: subnodes, the properties a layout review draws
/// (background color, corner radius, border), the lifecycle methods apps override, and layout through the
/// engine's `DisplayNode` (its `layoutSpecThatFits(_:)` or `layoutSpecBlock`, its style).
///
/// Only layout is computed; views are not created. `didLoad()` runs once, the first time the node is laid
/// out or drawn (as a view would load before it is shown), so that what apps set there (colors, corner
/// radii) is set before anything is drawn.
open class ASDisplayNode: DisplayNode, @unchecked Sendable {
  /// The nodes added with `addSubnode(_:)`, in order; with `automaticallyManagesSubnodes`, those of the
  /// last layout too.
  public private(set) var subnodes: [ASDisplayNode] = []
  /// The node this one was added to.
  public private(set) weak var supernode: ASDisplayNode?
  /// Whether the nodes the layout spec holds become subnodes when the node is laid out, as Texture adds
  /// and removes them (automatic subnode management).
  public var automaticallyManagesSubnodes = false

  /// The node's layer, which holds what a layout review draws of the node (its background color, corner
  /// radius and border), as a node's layer does on iOS: whether code sets them on the node or on
  /// `layer`/`view.layer`, the review draws them. Shadows, sublayers and transforms are kept, not drawn.
  /// It is the layer block's layer when the node has one, and its view's when a view block made the view.
  public var layer: CALayer {
    if let loadedLayer { return loadedLayer }
    let made = layerBlock?() ?? (viewBlock != nil ? view.layer : CALayer())
    loadedLayer = made
    return made
  }
  private var loadedLayer: CALayer?

  /// The node's view, sharing the node's layer (made by the view block when the node has one).
  open var view: UIView {
    if let loadedView { return loadedView }
    let made = viewBlock?() ?? UIView(layer: layer)
    loadedView = made
    return made
  }
  private var loadedView: UIView?
  private var viewBlock: (() -> UIView)?
  private var layerBlock: (() -> CALayer)?

  /// Sets the block that makes the node's view (before the node loads, as in Texture).
  public func setViewBlock(_ viewBlock: @escaping () -> UIView) {
    self.viewBlock = viewBlock
  }

  /// Sets the block that makes the node's layer; the layer it makes is kept, not drawn.
  public func setLayerBlock(_ layerBlock: @escaping () -> CALayer) {
    self.layerBlock = layerBlock
  }

  public var backgroundColor: UIColor? {
    get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
    set { layer.backgroundColor = newValue?.cgColor }
  }
  public var cornerRadius: CGFloat {
    get { layer.cornerRadius }
    set { layer.cornerRadius = newValue }
  }
  public var cornerRoundingType: ASCornerRoundingType = .defaultSlowCALayer
  public var maskedCorners: CACornerMask {
    get { layer.maskedCorners }
    set { layer.maskedCorners = newValue }
  }
  public var borderWidth: CGFloat {
    get { layer.borderWidth }
    set { layer.borderWidth = newValue }
  }
  /// A Core Graphics color, as Texture types it (`UIColor.red.cgColor`).
  public var borderColor: CGColor? {
    get { layer.borderColor }
    set { layer.borderColor = newValue }
  }
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  public var shadowColor: CGColor? {
    get { layer.shadowColor }
    set { layer.shadowColor = newValue }
  }
  public var shadowOpacity: CGFloat {
    get { CGFloat(layer.shadowOpacity) }
    set { layer.shadowOpacity = Float(newValue) }
  }
  public var shadowOffset: CGSize {
    get { layer.shadowOffset }
    set { layer.shadowOffset = newValue }
  }
  public var shadowRadius: CGFloat {
    get { layer.shadowRadius }
    set { layer.shadowRadius = newValue }
  }
  public var isHidden = false
  public var alpha: CGFloat = 1
  /// The layer's transform (kept, not drawn).
  public var transform: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }
  public var isOpaque = true
  public var tintColor: UIColor?
  public var isUserInteractionEnabled = true
  public var isExclusiveTouch = false
  /// Extra room around the node where touches count (touches never happen here).
  public var hitTestSlop: UIEdgeInsets = .zero
  /// Whether the node is drawn into a layer without a view (it draws the same either way here).
  public var isLayerBacked = false
  /// Whether the node may be layer-backed; subclasses that need a view say no.
  open var supportsLayerBacking: Bool { true }
  public var displaysAsynchronously = true
  open var placeholderEnabled = false
  public var placeholderFadeDuration: TimeInterval = 0
  public var needsDisplayOnBoundsChange = false
  public var automaticallyRelayoutOnSafeAreaChanges = false
  public var automaticallyRelayoutOnLayoutMarginsChanges = false
  public var safeAreaInsets: UIEdgeInsets { .zero }
  public var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// The node's bounds: its frame's size at the origin.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The frame's center; setting it moves the frame.
  public var position: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// First responders, as Texture's node declares them (no node becomes one here).
  open func canBecomeFirstResponder() -> Bool { false }
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  open func canResignFirstResponder() -> Bool { true }
  @discardableResult open func resignFirstResponder() -> Bool { true }
  open func isFirstResponder() -> Bool { false }

  /// Accessibility, kept for the app's own tests and never read by layout (no assistive technology runs
  /// on Linux). Open, as apps override them.
  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityValue: String?
  open var accessibilityHint: String?
  open var accessibilityIdentifier: String?
  open var accessibilityTraits: UIAccessibilityTraits = .none
  open var accessibilityElementsHidden = false
  open var accessibilityViewIsModal = false
  open var shouldGroupAccessibilityChildren = false
  open var accessibilityElements: [Any]?
  open var accessibilityFrame: CGRect = .zero
  open var accessibilityLanguage: String?

  /// Where the node is in its life on screen. A node laid out here is never on a screen: it is in
  /// `.measureLayout` once laid out, and the state callbacks below are never called.
  public private(set) var interfaceState: ASInterfaceState = []
  public var isVisible: Bool { interfaceState.contains(.visible) }
  public var isInDisplayState: Bool { interfaceState.contains(.display) }
  public var isInPreloadState: Bool { interfaceState.contains(.preload) }
  public var isInHierarchy: Bool { interfaceState.contains(.inHierarchy) }

  open func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {}
  open func didEnterVisibleState() {}
  open func didExitVisibleState() {}
  open func didEnterDisplayState() {}
  open func didExitDisplayState() {}
  open func didEnterPreloadState() {}
  open func didExitPreloadState() {}
  /// Texture's earlier visibility callback; never called here.
  open func visibilityDidChange(_ isVisible: Bool) {}
  open func didEnterHierarchy() {}
  open func didExitHierarchy() {}
  open func clearContents() {}

  /// Touches, which never happen here: a node may override these, as apps do.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesCancelled(_ touches: Set<UITouch>?, with event: UIEvent?) {}
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  /// Run before and after an image node draws its image, with the context it draws into (apps clip a
  /// photo to a rounded rectangle here); other nodes keep them and do not call them.
  public var willDisplayNodeContentWithRenderingContext: ASDisplayNodeContextModifier? {
    get { contextModifiers.willDisplay }
    set {
      contextModifiers.willDisplay = newValue
      contextModifiersDidChange()
    }
  }
  public var didDisplayNodeContentWithRenderingContext: ASDisplayNodeContextModifier? {
    get { contextModifiers.didDisplay }
    set {
      contextModifiers.didDisplay = newValue
      contextModifiersDidChange()
    }
  }
  private var contextModifiers:
    (willDisplay: ASDisplayNodeContextModifier?, didDisplay: ASDisplayNodeContextModifier?) = (nil, nil)

  /// Called when a context modifier is set, for nodes whose drawn content calls them.
  open func contextModifiersDidChange() {}

  /// The fill a layout review paints for this node: its background color. (Declared in the class body, as
  /// Swift without Objective-C cannot override a member declared in an extension.)
  open var reviewFill: RGBAColor? { backgroundColor.map(RGBAColor.init) }

  /// Whether `didLoad()` has run.
  public private(set) var isNodeLoaded = false
  /// The last layout `layoutThatFits(_:)` made, and the range it was made in.
  public private(set) var calculatedLayout: ASLayout?
  private var lastSizeRange: ASSizeRange?
  /// The frame the supernode's last layout gave this node, in the supernode's coordinates; code may set it,
  /// as on iOS, until the next layout places the node again.
  public var frame: CGRect = .zero

  /// A node; subclasses override it to create and configure their subnodes, as Texture apps do.
  public init() {
    super.init()
  }

  /// A node whose layer the block makes (a gradient, a shape): it lays out as a plain node.
  public init(layerBlock: @escaping () -> CALayer) {
    self.layerBlock = layerBlock
    super.init()
  }

  /// A node wrapping a view the block makes (a switch, a spinner): it lays out as a plain node, by its
  /// style's size, and its view is made when first asked for.
  public init(viewBlock: @escaping () -> UIView) {
    self.viewBlock = viewBlock
    super.init()
  }

  /// The same, with a block run when the node loads.
  public convenience init(viewBlock: @escaping () -> UIView, didLoad: ((ASDisplayNode) -> Void)?) {
    self.init(viewBlock: viewBlock)
    if let didLoad { onDidLoad(didLoad) }
  }

  /// A layer-block node with a block run when it loads.
  public convenience init(layerBlock: @escaping () -> CALayer, didLoad: ((ASDisplayNode) -> Void)?) {
    self.init(layerBlock: layerBlock)
    if let didLoad { onDidLoad(didLoad) }
  }

  /// Runs `body` once the node has loaded, after `didLoad()`; at once if it already has.
  public func onDidLoad(_ body: @escaping (ASDisplayNode) -> Void) {
    if isNodeLoaded {
      body(self)
    } else {
      didLoadBlocks.append(body)
    }
  }
  private var didLoadBlocks: [(ASDisplayNode) -> Void] = []

  /// Adds a subnode (again at the end if it was one).
  open func addSubnode(_ subnode: ASDisplayNode) {
    insertSubnode(subnode, at: .max)
  }

  /// Inserts a subnode at `index` (at the end past it).
  open func insertSubnode(_ subnode: ASDisplayNode, at index: Int) {
    subnode.removeFromSupernode()
    subnodes.insert(subnode, at: max(0, min(index, subnodes.count)))
    subnode.supernode = self
  }

  /// Inserts a subnode just below (before) `below`, or at the end when `below` is not a subnode.
  open func insertSubnode(_ subnode: ASDisplayNode, belowSubnode below: ASDisplayNode) {
    subnode.removeFromSupernode()
    insertSubnode(subnode, at: subnodes.firstIndex { $0 === below } ?? .max)
  }

  /// Inserts a subnode just above (after) `above`, or at the end when `above` is not a subnode.
  open func insertSubnode(_ subnode: ASDisplayNode, aboveSubnode above: ASDisplayNode) {
    subnode.removeFromSupernode()
    insertSubnode(subnode, at: subnodes.firstIndex { $0 === above }.map { $0 + 1 } ?? .max)
  }

  /// Puts `replacement` where `subnode` is.
  open func replaceSubnode(_ subnode: ASDisplayNode, withSubnode replacement: ASDisplayNode) {
    guard let index = subnodes.firstIndex(where: { $0 === subnode }) else { return }
    subnode.removeFromSupernode()
    insertSubnode(replacement, at: index)
  }

  /// Removes this node from its supernode.
  open func removeFromSupernode() {
    guard let supernode else { return }
    supernode.subnodes.removeAll { $0 === self }
    self.supernode = nil
  }

  /// Runs once before the node is first laid out or drawn: apps set colors and corner radii here.
  open func didLoad() {}

  /// Runs after the node's layout has been applied to its subnodes' frames.
  open func layout() {}

  /// Runs after `layout()`.
  open func layoutDidFinish() {}

  /// Marks the layout out of date: the next `layoutThatFits(_:)` lays out again.
  open func setNeedsLayout() {
    invalidateCalculatedLayout()
  }

  /// Lays the node out again at its last size range, once it has been laid out.
  open func layoutIfNeeded() {
    guard let range = lastSizeRange else { return }
    layoutThatFits(range)
  }

  /// Nothing is drawn until a snapshot draws the node; accepted.
  open func setNeedsDisplay() {}
  open func recursivelySetNeedsDisplay() {}

  /// Lays the node out again at its last size range; the transition is not animated (its end state is
  /// what a test sees), and `completion` runs at once.
  open func transitionLayout(
    withAnimation animated: Bool, shouldMeasureAsync: Bool,
    measurementCompletion completion: (() -> Void)? = nil
  ) {
    invalidateCalculatedLayout()
    layoutIfNeeded()
    completion?()
  }

  /// The transitions Texture animates; a transition here ends at once.
  open func animateLayoutTransition(_ context: any ASContextTransitioning) {
    context.completeTransition(true)
  }
  open func didCompleteLayoutTransition(_ context: any ASContextTransitioning) {}

  /// Loads the node (`didLoad()`, once), subnodes first.
  public func loadIfNeeded() {
    guard !isNodeLoaded else { return }
    isNodeLoaded = true
    didLoad()
    let blocks = didLoadBlocks
    didLoadBlocks = []
    for block in blocks { block(self) }
    for subnode in subnodes { subnode.loadIfNeeded() }
  }

  /// The node laid out in `constrainedSize`: the layout is kept as `calculatedLayout`, the frames of the
  /// nodes in it are set, managed subnodes are updated, then `layout()` and `layoutDidFinish()` run.
  @discardableResult
  open func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
    loadIfNeeded()
    lastSizeRange = constrainedSize
    if interfaceState.isEmpty { interfaceState = .measureLayout }
    let made = calculateRootLayout(self, sizeRange: constrainedSize)
    calculatedLayout = made
    apply(made)
    return made
  }

  /// The size of the last layout.
  public var calculatedSize: CGSize { calculatedLayout?.size ?? .zero }

  /// The node's layout as the engine makes it (its subnodes' layouts, flattened as Texture flattens them),
  /// each subnode that lays out subnodes of its own (a button's title and image) given its own layout at
  /// its size: so that a render of the node draws every node inside it, as the screen would.
  open override func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    var made = super.calculateLayoutThatFits(constrainedSize)
    made.sublayouts = made.sublayouts.map { sublayout in
      guard let node = sublayout.element as? ASDisplayNode, node !== self, sublayout.sublayouts.isEmpty
      else { return sublayout }
      let own = calculateRootLayout(
        node, sizeRange: SizeRange(uncheckedMin: sublayout.size, max: sublayout.size))
      var deep = sublayout
      deep.sublayouts = own.sublayouts
      return deep
    }
    return made
  }

  /// Sets each node's frame from a layout of this node, adds the layout's nodes as subnodes when they are
  /// managed, and calls the lifecycle methods.
  private func apply(_ made: ASLayout) {
    var nodes: [ASDisplayNode] = []
    for placed in made.flattened().sublayouts {
      guard let node = placed.element as? ASDisplayNode, node !== self else { continue }
      node.frame = CGRect(origin: placed.position ?? .zero, size: placed.size)
      node.loadIfNeeded()
      nodes.append(node)
    }
    if automaticallyManagesSubnodes {
      // Texture's rule: the nodes the layout holds are the subnodes, in layout order; others are removed.
      for subnode in subnodes where !nodes.contains(where: { $0 === subnode }) {
        subnode.removeFromSupernode()
      }
      for node in nodes where node.supernode !== self { addSubnode(node) }
      subnodes.sort { first, second in
        (nodes.firstIndex { $0 === first } ?? .max) < (nodes.firstIndex { $0 === second } ?? .max)
      }
    }
    layout()
    layoutDidFinish()
  }
}

/// The block a node's drawing asks whether to stop early.
public typealias asdisplaynode_iscancelled_block_t = () -> Bool
/// The blocks that make a node's view or layer, and the block run when it loads.
public typealias ASDisplayNodeViewBlock = () -> UIView
public typealias ASDisplayNodeLayerBlock = () -> CALayer
public typealias ASDisplayNodeDidLoadBlock = (ASDisplayNode) -> Void

/// Runs `block` on the main thread: at once here, where layout runs wherever a test runs it.
public func ASPerformBlockOnMainThread(_ block: () -> Void) {
  block()
}

/// Where a node is in its life on screen.
public struct ASInterfaceState: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let measureLayout = ASInterfaceState(rawValue: 1 << 0)
  public static let preload = ASInterfaceState(rawValue: 1 << 1)
  public static let display = ASInterfaceState(rawValue: 1 << 2)
  public static let visible = ASInterfaceState(rawValue: 1 << 3)
  public static let inHierarchy = ASInterfaceState(rawValue: 1 << 4)
}

/// What an animated layout transition is given (no transition animates here).
public protocol ASContextTransitioning: AnyObject {
  func isAnimated() -> Bool
  func layout(forKey key: String) -> ASLayout?
  func subnodes(forKey key: String) -> [ASDisplayNode]
  func insertedSubnodes() -> [ASDisplayNode]
  func removedSubnodes() -> [ASDisplayNode]
  func initialFrame(for node: ASDisplayNode) -> CGRect
  func finalFrame(for node: ASDisplayNode) -> CGRect
  func completeTransition(_ didComplete: Bool)
}

/// A cell of a table or collection node: a display node laid out at the collection's width. Selection and
/// the accessory are kept; no table draws them here.
open class ASCellNode: ASDisplayNode, @unchecked Sendable {
  open var isSelected = false
  open var isHighlighted = false
  public var accessoryType: UITableViewCell.AccessoryType = .none
  public var selectionStyle: UITableViewCell.SelectionStyle = .default
  public var separatorInset: UIEdgeInsets = .zero
  public var neverShowPlaceholders = false
  /// The cell's index path in its table or collection: none here, where no collection holds it.
  public var indexPath: IndexPath? { nil }
}

/// A node that scrolls its content (kept; a layout test lays its content out at the size its spec gives).
open class ASScrollNode: ASDisplayNode, @unchecked Sendable {
  /// Whether the content size follows the layout of the node's spec.
  public var automaticallyManagesContentSize = false
  public var scrollableDirections: ASScrollDirection = [.up, .down]
  /// The scroll view the node shows, as Texture types a scroll node's view.
  open override var view: UIScrollView { scrollView }
  private let scrollView = UIScrollView()
}

/// Directions a scroll node scrolls in.
public struct ASScrollDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let right = ASScrollDirection(rawValue: 1 << 0)
  public static let left = ASScrollDirection(rawValue: 1 << 1)
  public static let up = ASScrollDirection(rawValue: 1 << 2)
  public static let down = ASScrollDirection(rawValue: 1 << 3)
}

public let ASScrollDirectionVerticalDirections: ASScrollDirection = [.up, .down]
public let ASScrollDirectionHorizontalDirections: ASScrollDirection = [.left, .right]
