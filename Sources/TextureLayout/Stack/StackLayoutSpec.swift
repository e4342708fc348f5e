import Foundation

/// Lays out children along a main axis with Texture's flexbox rules (Texture's `ASStackLayoutSpec`).
///
/// `horizontalAlignment` and `verticalAlignment` write into `justifyContent` and `alignItems` according to the
/// direction, when they are set and again whenever the direction changes; as in Texture, values they wrote
/// earlier are not reverted.
open class StackLayoutSpec: LayoutSpec, @unchecked Sendable {
  /// `stack`.
  public override var kindName: String? { "stack" }

  /// The main axis.
  public var direction: StackLayoutDirection {
    get { withLock { storedDirection } }
    set {
      guard newValue != direction else { return }
      withLock { storedDirection = newValue }
      resolveHorizontalAlignment()
      resolveVerticalAlignment()
      invalidateCalculatedLayout()
    }
  }
  /// Space between adjacent children on the main axis.
  @LayoutProperty public var spacing: CGFloat = 0
  /// Placement of children along the main axis.
  @LayoutProperty public var justifyContent: StackLayoutJustifyContent = .start
  /// Placement of children along the cross axis.
  @LayoutProperty public var alignItems: StackLayoutAlignItems = .stretch
  /// Whether children wrap into several lines.
  @LayoutProperty public var flexWrap: StackLayoutFlexWrap = .noWrap
  /// Placement of wrapped lines along the cross axis.
  @LayoutProperty public var alignContent: StackLayoutAlignContent = .start
  /// Space between wrapped lines.
  @LayoutProperty public var lineSpacing: CGFloat = 0
  /// Whether children are measured in parallel; the frames are the same either way.
  @LayoutProperty public var concurrent: Bool = false

  private var storedDirection: StackLayoutDirection = .horizontal
  private var storedHorizontalAlignment: HorizontalAlignment = .none
  private var storedVerticalAlignment: VerticalAlignment = .none

  /// Creates a stack; every argument defaults to Texture's `-[ASStackLayoutSpec init]`.
  public init(
    direction: StackLayoutDirection = .horizontal, spacing: CGFloat = 0,
    justifyContent: StackLayoutJustifyContent = .start, alignItems: StackLayoutAlignItems = .stretch,
    flexWrap: StackLayoutFlexWrap = .noWrap, alignContent: StackLayoutAlignContent = .start,
    lineSpacing: CGFloat = 0, children: [any LayoutElement] = []
  ) {
    super.init(children: children)
    // A stack of this very class clamps its size into its range, whatever its children measure.
    let keeps = type(of: self) == StackLayoutSpec.self
    withLock { keepsExactLengths = keeps }
    storedDirection = direction
    self.spacing = spacing
    self.justifyContent = justifyContent
    self.alignItems = alignItems
    self.flexWrap = flexWrap
    self.alignContent = alignContent
    self.lineSpacing = lineSpacing
  }

  /// A vertical stack with Texture's other defaults (`+verticalStackLayoutSpec`).
  public static func vertical() -> StackLayoutSpec {
    StackLayoutSpec(direction: .vertical)
  }

  /// A horizontal stack with Texture's other defaults (`+horizontalStackLayoutSpec`).
  public static func horizontal() -> StackLayoutSpec {
    StackLayoutSpec(direction: .horizontal)
  }

  /// Horizontal alignment: justifies a horizontal stack, aligns a vertical one.
  public var horizontalAlignment: HorizontalAlignment {
    get { withLock { storedHorizontalAlignment } }
    set {
      guard newValue != horizontalAlignment else { return }
      withLock { storedHorizontalAlignment = newValue }
      resolveHorizontalAlignment()
    }
  }

  /// Vertical alignment: aligns a horizontal stack, justifies a vertical one.
  public var verticalAlignment: VerticalAlignment {
    get { withLock { storedVerticalAlignment } }
    set {
      guard newValue != verticalAlignment else { return }
      withLock { storedVerticalAlignment = newValue }
      resolveVerticalAlignment()
    }
  }

  /// Texture's stack algorithm, in two phases: `StackUnpositionedLayout` measures, breaks into lines, flexes
  /// and stretches; `StackPositionedLayout` justifies, aligns and places the lines. See `layoutStack(in:)`.
  public override func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    layoutStack(in: constrainedSize)
  }

  /// A stack of this very class lays out within its resolved range alone.
  override var layoutReadsOnlyItsRange: Bool { type(of: self) == StackLayoutSpec.self }

  /// Whether the main axis is horizontal (Texture tests `direction == horizontal` only; reverse directions
  /// are ours and follow their forward direction).
  var isHorizontal: Bool { !StackAxes(direction).isVertical }

  private func resolveHorizontalAlignment() {
    let position: StackLayoutJustifyContent? =
      switch horizontalAlignment {
      case .none: nil
      case .left: .start
      case .middle: .center
      case .right: .end
      }
    guard let position else { return }
    if isHorizontal { justifyContent = position } else { alignItems = position.alignItems }
  }

  private func resolveVerticalAlignment() {
    let position: StackLayoutJustifyContent? =
      switch verticalAlignment {
      case .none: nil
      case .top: .start
      case .center: .center
      case .bottom: .end
      }
    guard let position else { return }
    if isHorizontal { alignItems = position.alignItems } else { justifyContent = position }
  }
}

extension StackLayoutJustifyContent {
  /// The alignment at the same place (start, center or end) on the cross axis.
  fileprivate var alignItems: StackLayoutAlignItems {
    switch self {
    case .start: .start
    case .center: .center
    case .end: .end
    case .spaceBetween, .spaceAround: .start
    }
  }
}
