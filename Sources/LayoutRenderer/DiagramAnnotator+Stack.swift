import Foundation
import TextureLayout

extension DiagramAnnotator {
  /// For each stack child with a flex basis, a line of the basis's length from the child's leading edge along
  /// the main axis, through the child's middle, labelled `40% → 128pt`.
  ///
  /// A relative basis is shown resolved against the stack's own main-axis size, which is the size Texture
  /// resolves it against whenever the stack fills its constrained size.
  mutating func addFlexBases(of stack: StackLayoutSpec, at element: PaintedElement) {
    let horizontal = stack.direction == .horizontal || stack.direction == .horizontalReverse
    let mainSize = horizontal ? element.frame.width : element.frame.height
    for child in children(of: element) {
      let basis = child.element.style.flexBasis
      guard let length = basis.resolved(against: mainSize), length > 0 else { continue }
      let frame = child.frame
      let start = horizontal ? CGPoint(x: frame.minX, y: frame.midY) : CGPoint(x: frame.midX, y: frame.minY)
      let end =
        horizontal
        ? CGPoint(x: frame.minX + length, y: frame.midY) : CGPoint(x: frame.midX, y: frame.minY + length)
      addDimension(
        from: start, to: end, text: AnnotationText.dimension(basis, resolvedTo: length),
        color: theme.flexBasisColor)
    }
  }

  /// The gap between each pair of children that follow each other along the stack's main axis.
  mutating func addSpacing(of stack: StackLayoutSpec, at element: PaintedElement) {
    let horizontal = stack.direction == .horizontal || stack.direction == .horizontalReverse
    let frames = children(of: element).map(\.frame).sorted {
      horizontal ? ($0.minX, $0.minY) < ($1.minX, $1.minY) : ($0.minY, $0.minX) < ($1.minY, $1.minX)
    }
    for (leading, trailing) in zip(frames, frames.dropFirst()) {
      let gap = horizontal ? trailing.minX - leading.maxX : trailing.minY - leading.maxY
      guard gap > 0.01 else { continue }
      if horizontal {
        let top = max(leading.minY, trailing.minY)
        let bottom = min(leading.maxY, trailing.maxY)
        let y = top < bottom ? (top + bottom) / 2 : element.frame.midY
        addDimension(
          from: CGPoint(x: leading.maxX, y: y), to: CGPoint(x: trailing.minX, y: y),
          text: AnnotationText.points(gap), color: theme.spacingColor)
      } else {
        let left = max(leading.minX, trailing.minX)
        let right = min(leading.maxX, trailing.maxX)
        let x = left < right ? (left + right) / 2 : element.frame.midX
        addDimension(
          from: CGPoint(x: x, y: leading.maxY), to: CGPoint(x: x, y: trailing.minY),
          text: AnnotationText.points(gap), color: theme.spacingColor)
      }
    }
  }
}
