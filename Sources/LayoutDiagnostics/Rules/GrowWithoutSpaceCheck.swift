import Foundation
import TextureLayout

/// `grow-without-space`: `flexGrow` on a child of a stack whose main length was not definite (its range not
/// exact) and that did not grow. Texture grows children only into positive free space
/// (ASStackUnpositionedLayout.mm:342, `flexFactorInViolationDirection`), and a stack has free space only
/// below its minimum main length: one that may size itself to its children has none. A child this leaves
/// at zero is reported by `zero-size` instead.
enum GrowWithoutSpaceCheck: DiagnosticCheck {
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic] {
    let node = tree[index]
    guard let record = node.record, let child = record.stackChild, child.flex == nil,
      record[child.mainAxis].length > 0
    else { return [] }
    let grow = node.element.style.flexGrow
    guard grow > 0, let stack = tree.parent(of: index), let stackRecord = stack.record,
      !stackRecord[child.mainAxis].allowed.isExact
    else { return [] }
    let length = child.mainAxis.lengthName
    return [
      LayoutDiagnostic(
        .growWithoutSpace, axis: child.mainAxis,
        message:
          "flexGrow \(ElementWords.factor(grow)) does nothing: \(StackWords.noFreeSpace(stackRecord[child.mainAxis], axis: child.mainAxis))",
        hint: "give the stack a fixed \(length) (or a min\(length.capitalized)), or remove flexGrow")
    ]
  }
}
