import DiagramAnnotations
import DiagramValues
import Foundation
import LayoutDiagnostics
import TextureLayout

extension PaintList {
  /// The elements as the annotation planner sees them: frames, tree, spec kinds, names, sizing records,
  /// content, outlines and each element's own annotation choices.
  func annotatedElements(records: SizingRecords?) -> [AnnotatedElement] {
    // Only a drawing with records can say why an element is zero.
    let diagnosis = records.map { LayoutDiagnosis(layout: layout, records: $0) }
    return elements.indices.map { index in
      let painted = elements[index]
      // Outside a focused subtree an element is context: drawn, dimmed, never named or annotated.
      guard isInFocus(index) else {
        var context = AnnotatedElement(
          frame: painted.frame, parent: painted.parent, children: painted.children,
          spec: SpecKind.of(painted.element),
          hasContent: painted.hasContent, hasText: painted.hasText,
          hasVisibleEdges: painted.appearance.fill != nil, hasFill: painted.appearance.fill != nil,
          removedKinds: Set(AnnotationKind.allCases), isOffsetLayer: painted.isOffsetLayer)
        context.isContext = true
        return context
      }
      let isNode = painted.element.layoutElementType == .displayNode
      let outline: MarkRole? =
        if let stroke = painted.appearance.stroke {
          .stroke(stroke)
        } else if isNode && !painted.hasText
          && !(painted.appearance.fill != nil && min(painted.frame.width, painted.frame.height) < 3)
        {
          // Text shows where it is: a box drawn around its glyphs reads as a second element. So does a
          // thin fill (a rule, a rail): an outline around it would draw it darker and thicker than it is.
          .nodeOutline
        } else if !isNode && painted.name != nil {
          .specOutline
        } else {
          nil
        }
      var annotated = AnnotatedElement(
        frame: painted.frame, parent: painted.parent, children: painted.children,
        spec: SpecKind.of(painted.element), name: painted.name,
        sizing: records?[painted.element], hasContent: painted.hasContent, hasText: painted.hasText,
        hasVisibleEdges: outline != nil || painted.appearance.fill != nil,
        hasFill: painted.appearance.fill != nil, outline: outline,
        addedKinds: painted.appearance.addedAnnotations,
        // The lower of exploded layers has its spec's size, which the spec says once.
        removedKinds: painted.appearance.removedAnnotations.union(painted.isOffsetLayer ? [.size] : []),
        note: painted.appearance.note,
        zeroSizeReason: diagnosis?[painted.element].first { $0.rule == .zeroSize }.map {
          $0.summary.replacingOccurrences(of: "laid out ", with: "")
        },
        warnings: diagnosis?[painted.element].filter { $0.rule != .zeroSize && $0.severity == .warning }
          .map(\.summary) ?? [],
        isOffsetLayer: painted.isOffsetLayer)
      annotated.hasOpaqueFill = (painted.appearance.fill?.alpha ?? 0) >= 0.999
      return annotated
    }
  }
}

extension SpecKind {
  /// `nil` for a display node, else the spec's kind (`other` for an element that is neither a node nor a
  /// `LayoutSpec`).
  static func of(_ element: any LayoutElement) -> SpecKind? {
    guard element.layoutElementType != .displayNode else { return nil }
    return (element as? LayoutSpec).map(SpecKind.init) ?? .other
  }
}
