import Foundation

/// How an element's layout got its size, in the engine's own terms: what it received, what its style asked
/// for, what its parent (a stack) or the element itself (a spec) contributed, and which value decided each
/// length. Made only when a root layout is calculated with recording on.
public struct SizingRecord: Hashable, Sendable {
  /// The size range the element was asked to fit.
  public var constrainedSize: SizeRange
  /// The parent size its percentages resolved against; a NaN dimension is undefined (percentages act as auto).
  public var parentSize: CGSize
  /// How the width came about.
  public var width: AxisSizing
  /// How the height came about.
  public var height: AxisSizing
  /// For a child of a stack, what the stack did to it; set by the stack.
  public var stackChild: StackChildSizing?
  /// What the element, a spec, contributed to its children's places and its own size.
  public var contribution: SpecContribution?
  /// The ascender and descender the element was laid out with (its style's, or those a vertical stack took
  /// from its children).
  public var baselines: Baselines
  /// The pixel grid the sizes were ceiled to.
  public var pixelGrid: PixelGrid

  /// The sizing of one axis.
  public subscript(axis: LayoutAxis) -> AxisSizing {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

/// The horizontal or the vertical axis.
public enum LayoutAxis: String, Hashable, Sendable, CaseIterable {
  /// Widths and x coordinates.
  case horizontal
  /// Heights and y coordinates.
  case vertical

  /// `width` or `height`.
  public var lengthName: String { self == .horizontal ? "width" : "height" }
}

/// How one length (a width or a height) came about.
public struct AxisSizing: Hashable, Sendable {
  /// The style's exact dimension (`width` or `height`).
  public var style: Dimension
  /// The style's minimum (`minWidth` or `minHeight`).
  public var minStyle: Dimension
  /// The style's maximum (`maxWidth` or `maxHeight`).
  public var maxStyle: Dimension
  /// The parent length percentages resolved against; NaN when undefined.
  public var parentLength: CGFloat
  /// The received range's bounds on this axis.
  public var received: ClosedRangeBounds
  /// The style's dimensions resolved into bounds (auto minimum 0, auto maximum infinity); `nil` when the
  /// element does not apply its own style size (inset, overlay and background specs, as in Texture).
  public var styleRange: ClosedRangeBounds?
  /// The bounds the element was laid out within: the received range intersected with the style's (the
  /// received range wins where they do not overlap).
  public var allowed: ClosedRangeBounds
  /// The length the element's content or children asked for before it was brought into `allowed`, when the
  /// element reports it (display nodes, stacks, insets, ratios).
  public var wanted: CGFloat?
  /// The length before the pixel ceiling.
  public var unceiled: CGFloat
  /// The final length, ceiled to the pixel grid.
  public var length: CGFloat
  /// Which value decided the length.
  public var decidedBy: LengthSource

  /// The style's exact dimension resolved, in points; `nil` when auto or a percentage of an undefined parent.
  public var resolvedStyle: CGFloat? { style.resolved(against: parentLength).flatMap { $0.isNaN ? nil : $0 } }

  /// Whether the pixel ceiling changed the length.
  public var wasCeiled: Bool { unceiled != length && unceiled.isFinite }
}

/// A lower and an upper bound; the upper may be infinite.
public struct ClosedRangeBounds: Hashable, Sendable {
  /// The lower bound.
  public var lower: CGFloat
  /// The upper bound.
  public var upper: CGFloat

  /// Creates bounds.
  public init(_ lower: CGFloat, _ upper: CGFloat) {
    self.lower = lower
    self.upper = upper
  }

  /// Whether the bounds allow one length only.
  public var isExact: Bool { lower == upper }
}

/// The value that decided a length.
public enum LengthSource: String, Hashable, Sendable, CaseIterable {
  /// The style's exact `width` or `height`.
  case styleExact
  /// The style's minimum, which raised the length (or overrode a smaller exact size or maximum).
  case styleMin
  /// The style's maximum, which capped the length (or overrode a larger exact size).
  case styleMax
  /// The received range allowed one length only: the parent fixed it (a stack's flexing or stretching, a
  /// ratio, an overlay's or background's child size, an exact root range).
  case rangeExact
  /// The received range's minimum raised the length.
  case rangeMin
  /// The received range's maximum capped the length.
  case rangeMax
  /// The element's content measured itself (text, image, or a node's default size).
  case content
  /// A spec sized itself to its children.
  case children
}
