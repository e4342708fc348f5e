import Foundation
import TextureLayout

/// `stack-overflow`: a stack line whose children are longer than the stack after flexing, so they run
/// past its end. Texture shrinks only children with a `flexShrink` above zero, its default being zero
/// (ASStackUnpositionedLayout.mm:349), and places the rest as they are.
enum StackOverflowCheck: DiagnosticCheck {
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic] {
    let node = tree[index]
    guard let record = node.record, case .stack(let stack)? = record.contribution,
      let stackElement = node.element as? StackLayoutSpec
    else { return [] }
    let axis: LayoutAxis =
      stack.direction == .horizontal || stack.direction == .horizontalReverse ? .horizontal : .vertical
    let children = stackElement.children ?? []
    return stack.lines.compactMap { line -> LayoutDiagnostic? in
      guard line.freeSpace < -0.5 else { return nil }
      let lineChildren = line.children.clamped(to: children.indices).map { children[$0] }
      let shrinking = lineChildren.filter { $0.style.flexShrink > 0 }.count
      let why =
        shrinking == 0
        ? "none of them has flexShrink above 0"
        : "\(shrinking) of them shrank as far as they could"
      return LayoutDiagnostic(
        .stackOverflow, axis: axis,
        message:
          "its children are \(ElementWords.points(-line.freeSpace)) longer than its \(axis.lengthName) and run past its end: \(why)",
        hint: "give a child flexShrink 1, let the stack wrap (flexWrap), or give it more room")
    }
  }
}
