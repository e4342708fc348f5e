import Foundation

/// What a stack did to one of its children: the flex base size, the grow or shrink it applied, where the
/// cross size came from and the line the child landed on.
public struct StackChildSizing: Hashable, Sendable {
  /// The stack's main axis.
  public var mainAxis: LayoutAxis
  /// The line the child is on, from 0 (only a wrapping stack has more than one).
  public var line: Int
  /// The child's `flexBasis`.
  public var flexBasis: Dimension
  /// The stack's main length the basis resolved against; NaN when the stack's main size was not exact (a
  /// percentage then acts as auto).
  public var basisParentLength: CGFloat
  /// The main length the child was measured at before flexing: the basis when it resolved, else the size
  /// the child chose.
  public var baseLength: CGFloat
  /// Whether the base length is the resolved basis (true) or the child's measured size (false). With
  /// Texture's optimized flexing, the one child that both grows and shrinks starts at zero unmeasured.
  public var baseFromBasis: Bool
  /// The grow or shrink applied on the main axis, when the child flexed.
  public var flex: FlexAdjustment?
  /// The main length after flexing, before the pixel ceiling.
  public var flexedLength: CGFloat
  /// The child's cross-axis alignment in the stack (its `alignSelf`, or the stack's `alignItems`).
  public var alignment: StackLayoutAlignItems
  /// Whether the alignment came from the child's own `alignSelf`.
  public var alignmentFromAlignSelf: Bool
  /// The cross length the child chose before stretching; equal to its final cross length when it did not
  /// stretch.
  public var measuredCross: CGFloat
  /// Whether stretching re-measured the child at its line's cross size.
  public var stretched: Bool
  /// Whether the child grows and shrinks both and Texture's optimized flexing measured it at zero and gave
  /// it what its siblings left (`ASStackUnpositionedLayout.mm`): its length is the rest, whatever its
  /// content would take, so it may be shorter than its content though it "grew".
  public var measuredAtZero = false
}

/// A share of a stack line's free space (grow) or overflow (shrink) given to one child.
public struct FlexAdjustment: Hashable, Sendable {
  /// Growing into free space, or shrinking out of overflow.
  public enum Direction: String, Hashable, Sendable {
    /// `flexGrow` shared positive free space.
    case grow
    /// `flexShrink` shared overflow.
    case shrink
  }

  /// Grow or shrink.
  public var direction: Direction
  /// The child's factor (`flexGrow` or `flexShrink`).
  public var factor: CGFloat
  /// The sum of the factors of the line's children in this direction.
  public var factorSum: CGFloat
  /// The line's free space (positive) or overflow (negative) that the children shared.
  public var freeSpace: CGFloat
  /// The child's share (negative when shrinking): its part of the factors for growing, floored to a whole
  /// point; its part of factor × base length for shrinking.
  public var share: CGFloat
  /// What the flooring of grow shares left over, given to this child as the first one that grew.
  public var remainder: CGFloat
}
