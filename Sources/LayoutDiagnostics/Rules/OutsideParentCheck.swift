import Foundation
import TextureLayout

/// `outside-parent`: a child whose frame reaches past its parent's. Texture draws it there (a node does not
/// clip to its parent unless asked), but the parent's frame, and any background sized to it, does not
/// cover it: absolute positions (ASAbsoluteLayoutSpec.mm:85 sizes to the children only towards the far
/// edges), a corner element that does not wrap (ASCornerLayoutSpec.mm:127), negative insets. A stack's
/// children running past its main end are reported once, on the stack, by `stack-overflow`. A corner's
/// badge and negative insets are usually meant, so they are notes.
enum OutsideParentCheck: DiagnosticCheck {
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic] {
    let node = tree[index]
    guard let frame = node.frame, let parent = tree.parent(of: index), let parentFrame = parent.frame,
      frame.width.isFinite, frame.height.isFinite
    else { return [] }
    var sides: [(name: String, by: CGFloat, axis: LayoutAxis)] = [
      ("left", parentFrame.minX - frame.minX, .horizontal),
      ("right", frame.maxX - parentFrame.maxX, .horizontal),
      ("top", parentFrame.minY - frame.minY, .vertical), ("bottom", frame.maxY - parentFrame.maxY, .vertical),
    ]
    if let stack = parent.element as? StackLayoutSpec {
      let main: LayoutAxis =
        stack.direction == .horizontal || stack.direction == .horizontalReverse ? .horizontal : .vertical
      sides.removeAll { $0.axis == main }
    }
    let past = sides.filter { $0.by > 0.5 && $0.by.isFinite }
    guard !past.isEmpty else { return [] }
    let intended =
      parent.element is CornerLayoutSpec
      || (parent.element as? InsetLayoutSpec).map { insets in
        let edges = insets.insets
        return edges.top < 0 || edges.left < 0 || edges.bottom < 0 || edges.right < 0
      } == true
    let places = past.map { "\(ElementWords.points($0.by)) past its \($0.name)" }.joined(separator: ", ")
    return [
      LayoutDiagnostic(
        .outsideParent, severity: intended ? .note : .warning,
        axis: past.count == 1 ? past[0].axis : nil,
        message: "drawn outside \(ElementWords.named(parent.element)): \(places)",
        hint: parent.element is CornerLayoutSpec
          ? "set wrapsCorner on the corner spec if its frame must include the corner"
          : "keep positions and insets inside the parent, or give the parent room for the child")
    ]
  }
}
