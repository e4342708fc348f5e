import Foundation
import TextureLayout

/// `range-overrides-style`: a style min, max or exact size outside the range the element received. Texture
/// intersects the two with `ASSizeRangeIntersect`, and where they do not overlap the received range wins
/// (ASDimension.mm:71, `_Range::intersect`), so the style's value did nothing.
enum RangeOverridesStyleCheck: DiagnosticCheck {
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic] {
    guard let record = tree[index].record else { return [] }
    let element = tree[index].element
    let decoratedBy = tree.parent(of: index).flatMap { parent -> (any LayoutElement)? in
      let decorates =
        (parent.element as? OverlayLayoutSpec)?.overlay === element
        || (parent.element as? BackgroundLayoutSpec)?.background === element
      return decorates ? parent.element : nil
    }
    return LayoutAxis.allCases.compactMap { axis -> LayoutDiagnostic? in
      let sizing = record[axis]
      guard let own = sizing.styleRange else { return nil }
      // A stack child's length on the main axis that flexing changed is the flexing's work, meant by the
      // flexGrow or flexShrink that asked for it: its style size was its starting point.
      if let child = record.stackChild, child.mainAxis == axis, child.flex != nil { return nil }
      let names = ElementWords.styleNames(axis)
      let received = sizing.received
      let exact = sizing.style.resolved(against: sizing.parentLength)
      if let decoratedBy, sizing.length < own.lower - 0.5 || sizing.length > own.upper + 0.5 {
        // ASOverlayLayoutSpec.mm:77, ASBackgroundLayoutSpec.mm:55: the decoration gets exactly the child's size.
        let (name, value) = ElementWords.authored(sizing, axis: axis)
        return LayoutDiagnostic(
          .rangeOverridesStyle, axis: axis,
          message:
            "style.\(name) \(ElementWords.dimension(value)) does nothing: \(ElementWords.named(decoratedBy)) lays it out at exactly its child's size, \(ElementWords.points(sizing.length)) \(ElementWords.extent(axis))",
          hint: "drop style.\(name): a decoration always takes its spec's child's size")
      }
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
