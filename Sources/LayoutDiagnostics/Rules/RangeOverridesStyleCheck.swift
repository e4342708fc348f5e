import Foundation
import TextureLayout

/// `range-overrides-style`: a style min, max or exact size outside the range the element received. Texture
/// intersects the two with `ASSizeRangeIntersect`, and where they do not overlap the received range wins
/// (ASDimension.mm:71, `_Range::intersect`), so the style's value did nothing.
enum RangeOverridesStyleCheck: DiagnosticCheck {
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic] {
    guard let record = tree[index].record else { return [] }
    return LayoutAxis.allCases.compactMap { axis -> LayoutDiagnostic? in
      let sizing = record[axis]
      guard let own = sizing.styleRange else { return nil }
      let names = ElementWords.styleNames(axis)
      let received = sizing.received
      let exact = sizing.style.resolved(against: sizing.parentLength)
      if own.lower > received.upper + 0.5 {
        let name = exact == own.lower ? names.exact : names.min
        let value = exact == own.lower ? sizing.style : sizing.minStyle
        return finding(
          axis: axis, name: name, value: value, resolved: own.lower,
          bound: "allows at most \(ElementWords.points(received.upper))")
      }
      if own.upper < received.lower - 0.5 {
        let name = exact == own.upper ? names.exact : names.max
        let value = exact == own.upper ? sizing.style : sizing.maxStyle
        return finding(
          axis: axis, name: name, value: value, resolved: own.upper,
          bound: "requires at least \(ElementWords.points(received.lower))")
      }
      return nil
    }
  }

  private static func finding(
    axis: LayoutAxis, name: String, value: TextureLayout.Dimension, resolved: CGFloat, bound: String
  ) -> LayoutDiagnostic {
    let shown =
      value.unit == .fraction
      ? "\(ElementWords.dimension(value)) (\(ElementWords.points(resolved)))" : ElementWords.dimension(value)
    return LayoutDiagnostic(
      .rangeOverridesStyle, axis: axis,
      message:
        "style.\(name) \(shown) could not apply: the range it received \(bound), and the received range wins",
      hint: "change the parent's range (its size, insets or stretching), or drop style.\(name)")
  }
}
