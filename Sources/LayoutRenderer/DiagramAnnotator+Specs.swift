import Foundation
import TextureLayout

extension DiagramAnnotator {
  /// An arrow and value across each edge of an inset spec whose inset is not zero, through the middle of the
  /// child's side.
  mutating func addInsets(of spec: InsetLayoutSpec, at element: PaintedElement) {
    guard let child = children(of: element).first else { return }
    let insets = spec.insets
    let outer = element.frame
    let inner = child.frame
    let color = theme.insetColor
    let edges: [(inset: CGFloat, from: CGPoint, to: CGPoint)] = [
      (insets.top, CGPoint(x: inner.midX, y: outer.minY), CGPoint(x: inner.midX, y: inner.minY)),
      (insets.left, CGPoint(x: outer.minX, y: inner.midY), CGPoint(x: inner.minX, y: inner.midY)),
      (insets.bottom, CGPoint(x: inner.midX, y: inner.maxY), CGPoint(x: inner.midX, y: outer.maxY)),
      (insets.right, CGPoint(x: inner.maxX, y: inner.midY), CGPoint(x: outer.maxX, y: inner.midY)),
    ]
    for edge in edges where edge.inset != 0 && !edge.inset.isNaN {
      let distance = abs(edge.to.x - edge.from.x) + abs(edge.to.y - edge.from.y)
      addDimension(
        from: edge.from, to: edge.to, text: AnnotationText.inset(edge.inset, resolvedTo: distance),
        color: color)
    }
  }

  /// A ratio spec's ratio at its center, over a dashed diagonal.
  mutating func addRatio(of spec: RatioLayoutSpec, at element: PaintedElement) {
    let frame = element.frame
    add(
      .line(
        from: CGPoint(x: frame.minX, y: frame.minY), to: CGPoint(x: frame.maxX, y: frame.maxY),
        color: theme.ratioColor, dashed: true))
    let center = CGPoint(x: frame.midX, y: frame.midY)
    addLabel(
      LabelRequest(
        text: AnnotationText.ratio(spec.ratio), font: font(size: theme.labelFontSize),
        color: theme.ratioColor,
        subject: center, candidates: [.init(center: center, needsLeader: false)]))
  }

  /// Each positioned child of an absolute spec: dashed guides from the spec's left and top edges to the
  /// child's origin, a dot there and the position as a label.
  mutating func addPositions(at element: PaintedElement) {
    let outer = element.frame
    let color = theme.positionColor
    for child in children(of: element) {
      let position = child.element.style.layoutPosition
      guard position != .zero else { continue }
      let origin = child.frame.origin
      if origin.x != outer.minX {
        add(.line(from: CGPoint(x: outer.minX, y: origin.y), to: origin, color: color, dashed: true))
      }
      if origin.y != outer.minY {
        add(.line(from: CGPoint(x: origin.x, y: outer.minY), to: origin, color: color, dashed: true))
      }
      add(.dot(origin, color: color))
      let text = AnnotationText.position(position)
      let size = plateSize(text, fontSize: theme.labelFontSize)
      let candidates = [
        CGPoint(x: origin.x + 2 + size.width / 2, y: origin.y - 2 - size.height / 2),
        CGPoint(x: origin.x - 2 - size.width / 2, y: origin.y - 2 - size.height / 2),
        CGPoint(x: origin.x + 2 + size.width / 2, y: origin.y + 2 + size.height / 2),
      ]
      addLabel(
        LabelRequest(
          text: text, font: font(size: theme.labelFontSize), color: color, subject: origin,
          candidates: candidates.map { .init(center: $0, needsLeader: false) }))
    }
  }
}
