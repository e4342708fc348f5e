import Foundation

extension Layout {
  /// The first and last baselines this layout was laid out with: a vertical stack's are its top child's
  /// ascender and its bottom child's descender, read from their layouts in turn; any other element's are
  /// its style's (a text node's come from its content). A stack without children keeps its style's.
  public var baselines: Baselines {
    guard let stack = element as? StackLayoutSpec, let first = sublayouts.first, let last = sublayouts.last
    else { return element.style.baselines }
    let direction = stack.direction
    guard StackAxes(direction).isVertical else { return element.style.baselines }
    let top = direction.isReversed ? last : first
    let bottom = direction.isReversed ? first : last
    return Baselines(ascender: top.baselines.ascender, descender: bottom.baselines.descender)
  }
}
