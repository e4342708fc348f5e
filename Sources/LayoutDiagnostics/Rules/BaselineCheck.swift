import Foundation
import TextureLayout

/// `baseline-without-baselines`: a stack that aligns its children by baseline where children publish no
/// baseline. Texture reads a child's baseline from its style's ascender or descender
/// (ASStackUnpositionedLayout.mm:257, `baselineForItem`), which only text sets, so a child without one is
/// aligned as if its baseline were its top (first) or its bottom (last).
enum BaselineCheck: DiagnosticCheck {
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic] {
    let node = tree[index]
    guard let stack = node.element as? StackLayoutSpec,
      stack.alignItems == .baselineFirst || stack.alignItems == .baselineLast
    else { return [] }
    let laidOut = node.children.filter { tree[$0].record != nil }
    let without = laidOut.filter { child in
      guard let baselines = tree[child].record?.baselines else { return false }
      return baselines.ascender == 0 && baselines.descender == 0
    }
    guard !without.isEmpty else { return [] }
    let alignment = stack.alignItems == .baselineFirst ? "baselineFirst" : "baselineLast"
    if without.count == laidOut.count {
      return [
        LayoutDiagnostic(
          .baselineWithoutBaselines,
          message:
            "alignItems \(alignment) aligns nothing: none of its children publishes a baseline (only text does), so each sits as if its baseline were its \(stack.alignItems == .baselineFirst ? "top" : "bottom")",
          hint: "align by start, center or end, or give the children ascender and descender")
      ]
    }
    let names = without.map {
      tree[$0].element.debugName.map { "'\($0)'" } ?? ElementWords.kind(of: tree[$0].element)
    }
    return [
      LayoutDiagnostic(
        .baselineWithoutBaselines, severity: .note,
        message:
          "alignItems \(alignment): \(without.count) of its children publish no baseline (\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : "")), so they sit as if their baseline were their \(stack.alignItems == .baselineFirst ? "top" : "bottom")",
        hint: "wrap text-less children in a center spec, or give them ascender and descender")
    ]
  }
}
