import Foundation
import TextureLayout

/// `stretch-blocked`: a child whose own `alignSelf: stretch` did not stretch it to its line's cross size,
/// because its style gives it a definite cross size (or a cross min or max), which replaces the stack's
/// stretch bound (ASStackUnpositionedLayout.mm:38). Only a child's own `alignSelf` is reported: `stretch` is
/// the default `alignItems`, so reporting it would name every fixed-size child of every stack.
enum StretchBlockedCheck: DiagnosticCheck {
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic] {
    let node = tree[index]
    guard let record = node.record, let child = record.stackChild, child.alignment == .stretch,
      child.alignmentFromAlignSelf, !child.stretched,
      let stackRecord = tree.parent(of: index)?.record, case .stack(let stack)? = stackRecord.contribution,
      stack.lines.indices.contains(child.line)
    else { return [] }
    let crossAxis: LayoutAxis = child.mainAxis == .horizontal ? .vertical : .horizontal
    let lineCross = stack.lines[child.line].crossSize
    let cross = record[crossAxis]
    guard cross.length < lineCross - 0.5 else { return [] }
    let names = ElementWords.styleNames(crossAxis)
    let own =
      cross.style != .auto
      ? "style.\(names.exact) \(ElementWords.dimension(cross.style))"
      : cross.maxStyle != .auto
        ? "style.\(names.max) \(ElementWords.dimension(cross.maxStyle))"
        : "its own cross size"
    return [
      LayoutDiagnostic(
        .stretchBlocked, axis: crossAxis,
        message:
          "alignSelf stretch did not stretch it to its line's \(ElementWords.points(lineCross)): \(own) is definite and wins",
        hint: "drop \(own == "its own cross size" ? "the cross size" : own), or drop alignSelf stretch")
    ]
  }
}
