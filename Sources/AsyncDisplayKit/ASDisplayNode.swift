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

  /// What a layout review draws.
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0
  public var cornerRoundingType: ASCornerRoundingType = .defaultSlowCALayer
  public var borderWidth: CGFloat = 0
  public var borderColor: UIColor?
  public var clipsToBounds = false
  public var isHidden = false
  public var alpha: CGFloat = 1

  /// Run before and after an image node draws its image, with the context it draws into (apps clip a
  /// photo to a rounded rectangle here); other nodes keep them and do not call them.
  public var willDisplayNodeContentWithRenderingContext: ASDisplayNodeContextModifier? {
    didSet { contextModifiersDidChange() }
  }
  public var didDisplayNodeContentWithRenderingContext: ASDisplayNodeContextModifier? {
    didSet { contextModifiersDidChange() }
  }

  /// Called when a context modifier is set, for nodes whose drawn content calls them.
  open func contextModifiersDidChange() {}

  /// The fill a layout review paints for this node: its background color. (Declared in the class body, as
  /// Swift without Objective-C cannot override a member declared in an extension.)
  open var reviewFill: RGBAColor? { backgroundColor.map(RGBAColor.init) }

  /// Whether `didLoad()` has run.
  public private(set) var isNodeLoaded = false
  /// The last layout `layoutThatFits(_:)` made.
  public private(set) var calculatedLayout: ASLayout?
  /// The frame the supernode's last layout gave this node, in the supernode's coordinates.
  public internal(set) var frame: CGRect = .zero

  /// A node; subclasses override it to create and configure their subnodes, as Texture apps do.
  public init() {
    super.init()
  }

  /// Adds a subnode (again at the end if it was one).
  open func addSubnode(_ subnode: ASDisplayNode) {
    subnode.removeFromSupernode()
    subnodes.append(subnode)
    subnode.supernode = self
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

  /// Loads the node (`didLoad()`, once), subnodes first.
  public func loadIfNeeded() {
    guard !isNodeLoaded else { return }
    isNodeLoaded = true
    didLoad()
    for subnode in subnodes { subnode.loadIfNeeded() }
  }

  /// The node laid out in `constrainedSize`: the layout is kept as `calculatedLayout`, the frames of the
  /// nodes in it are set, managed subnodes are updated, then `layout()` and `layoutDidFinish()` run.
  @discardableResult
  open func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
    loadIfNeeded()
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

/// A cell of a table or collection node: a display node laid out at the collection's width.
open class ASCellNode: ASDisplayNode, @unchecked Sendable {}
