import Foundation
import TextureLayout

/// How messages explain what a stack did.
enum StackWords {
  /// Why a stack had no free space for its children to grow into, from its own sizing on its main axis.
  ///
  /// Texture's free space is how far the children fall short of the stack's minimum main length
  /// (ASStackUnpositionedLayout.mm, `computeViolation`): a stack whose range is not exact sizes itself to
  /// its children up to its maximum, and never grows them past its minimum.
  static func noFreeSpace(_ stack: AxisSizing?, axis: LayoutAxis) -> String {
    guard let stack, !stack.allowed.isExact else { return "its siblings left no free space" }
    let range =
      stack.allowed.upper.isFinite
      ? "\(ElementWords.points(stack.allowed.lower))–\(ElementWords.points(stack.allowed.upper))"
      : "at least \(ElementWords.points(stack.allowed.lower))"
    return
      "a stack grows its children only to fill its minimum \(axis.lengthName), and this stack's \(axis.lengthName) is not fixed (\(range))"
  }
}
