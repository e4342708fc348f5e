import Foundation
import TextureLayout

/// `percent-of-undefined`: a percentage (a style size, min or max, or a stack child's flexBasis) whose parent
/// length was undefined, so it acted as `auto`. Texture multiplies the fraction by the parent length
/// (ASDimension.h:164, `ASDimensionResolve`), and a parent that is unbounded on that axis has none.
enum PercentOfUndefinedCheck: DiagnosticCheck {
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic] {
    guard let record = tree[index].record else { return [] }
    var findings: [LayoutDiagnostic] = []
    for axis in LayoutAxis.allCases {
      let sizing = record[axis]
      // A spec that ignores its own size is reported by `style-size-ignored`, not here.
      guard sizing.styleRange != nil, sizing.parentLength.isNaN else { continue }
      let names = ElementWords.styleNames(axis)
      let percentages = [
        (names.exact, sizing.style), (names.min, sizing.minStyle), (names.max, sizing.maxStyle),
      ]
      .filter { $0.1.unit == .fraction }
      for (name, value) in percentages {
        findings.append(
          LayoutDiagnostic(
            .percentOfUndefined, axis: axis,
            message:
              "style.\(name) \(ElementWords.dimension(value)) acted as auto: its parent's \(axis.lengthName) was undefined when it was laid out, so there was nothing to take a percentage of",
            hint: "give the parent a \(axis.lengthName), or use points"))
      }
    }
    if let child = record.stackChild, child.flexBasis.unit == .fraction, child.basisParentLength.isNaN {
      findings.append(
        LayoutDiagnostic(
          .percentOfUndefined, axis: child.mainAxis,
          message:
            "flexBasis \(ElementWords.dimension(child.flexBasis)) acted as auto: its stack's \(child.mainAxis.lengthName) was not exact, so there was nothing to take a percentage of",
          hint: "give the stack an exact \(child.mainAxis.lengthName), or use a flexBasis in points"))
    }
    return findings
  }
}
