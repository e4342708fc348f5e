import Foundation

/// What a layout spec contributed: the values it added to its children's sizes and places.
public enum SpecContribution: Hashable, Sendable {
  /// A stack: its lines, their free space and how justifyContent spread it.
  case stack(StackSizing)
  /// An inset spec: the insets per edge (an infinite edge centers the child on that axis).
  case insets(EdgeInsets)
  /// A ratio spec: the ratio (height ÷ width) and the size it chose for its child.
  case ratio(ratio: CGFloat, size: CGSize)
  /// A center or relative spec: the child's offset from the spec's origin and the free space on each axis
  /// it was placed in (the spec's size minus the child's).
  case relative(
    horizontal: RelativeLayoutSpecPosition, vertical: RelativeLayoutSpecPosition, offset: CGPoint,
    freeSpace: CGSize)
  /// A corner spec: where the corner element went, the spec's offset and the corner's origin relative to
  /// the child.
  case corner(location: CornerLayoutLocation, offset: CGPoint, cornerOrigin: CGPoint, wrapsCorner: Bool)
  /// An absolute spec: each child's `layoutPosition`, in child order.
  case absolute(positions: [CGPoint], sizing: AbsoluteLayoutSpecSizing)
  /// An overlay spec: the overlay was laid out at exactly its child's size.
  case overlay
  /// A background spec: the background was laid out at exactly its child's size.
  case background
}

/// A stack's own record: its lines in cross-axis order.
public struct StackSizing: Hashable, Sendable {
  /// The stack's main axis.
  public var direction: StackLayoutDirection
  /// The stack's spacing between neighbors.
  public var spacing: CGFloat
  /// How the stack justified each line.
  public var justifyContent: StackLayoutJustifyContent
  /// The lines in cross-axis order.
  public var lines: [StackLineSizing]
  /// The stack's spacing between lines, when it wraps.
  public var lineSpacing: CGFloat = 0
  /// How the stack placed its lines across it, when it wraps.
  public var alignContent: StackLayoutAlignContent = .start
}

/// One line of a stack.
public struct StackLineSizing: Hashable, Sendable {
  /// The children on the line, as indices into the stack's children.
  public var children: Range<Int>
  /// The line's main length after flexing: children, spacing before, after and between.
  public var mainLength: CGFloat
  /// The line's cross size.
  public var crossSize: CGFloat
  /// The free space (positive) or overflow (negative) justifyContent placed, after flexing.
  public var freeSpace: CGFloat
  /// The offset justifyContent put before the first child.
  public var leadingSpace: CGFloat
  /// The extra space justifyContent put between neighbors, on top of the stack's spacing.
  public var justifySpacing: CGFloat
  /// The line's baseline from its cross start, for baseline alignment.
  public var baseline: CGFloat
}
