import CCairo
import DiagramAnnotations
import Foundation

/// Paints a planned diagram's marks, each exactly where the plan put it.
struct MarkPainter {
  let canvas: CairoCanvas
  let theme: Theme
  let measurer: PangoLabelMeasurer

  /// Paints `marks`; an outline's parts that `occlusion` says are hidden are left out.
  func paint(_ marks: [AnnotationMark], occlusion: Occlusion? = nil) {
    let metrics = theme.metrics
    for mark in marks {
      switch mark {
      case .outline(let rect, let role, let dashed, _):
        let width = if case .structure = role { theme.structureOutlineWidth } else { theme.outlineWidth }
        let dash = dashed ? theme.specDash : nil
        if let segments = occlusion?.visibleSegments(ofOutlineInside: rect, width: width) {
          for (start, end) in segments {
            canvas.line(from: start, to: end, color: theme.color(of: role), width: width, dash: dash)
          }
        } else {
          canvas.strokeInside(rect, color: theme.color(of: role), width: width, dash: dash)
        }
      case .dimensionLine(let start, let end, let role), .extensionLine(let start, let end, let role):
        canvas.line(from: start, to: end, color: theme.color(of: role), width: theme.annotationLineWidth)
      case .baseline(let start, let end, let role):
        // A baseline runs through the row it aligns, over whatever fills it (a dark scrim, a photo): on a
        // solid band of the labels' backing, a little wider, its dashes show on any fill. (Other dashed
        // guides drawn as baselines, a corner's ghost, are drawn as they are.)
        if role == .annotation(.baseline) {
          canvas.line(
            from: start, to: end, color: theme.labelBackground.withAlpha(0.5),
            width: 2.5 * theme.annotationLineWidth)
        }
        canvas.line(
          from: start, to: end, color: theme.color(of: role), width: theme.annotationLineWidth,
          dash: theme.baselineDash)
      case .leader(let start, let end, let role):
        let color = theme.color(of: role)
        // A leader of no length (a mark on the very point it names) is its dot alone: a stroke of no
        // length draws nothing and would only leave a line in the SVG that is nowhere on the page.
        if start != end { canvas.line(from: start, to: end, color: color, width: theme.annotationLineWidth) }
        canvas.dot(at: end, radius: theme.dotRadius, color: color)
      case .arrowhead(let tip, let direction, let role):
        let tail = CGPoint(
          x: tip.x - direction.dx * metrics.arrowLength, y: tip.y - direction.dy * metrics.arrowLength)
        canvas.arrowhead(
          at: tip, from: tail, color: theme.color(of: role), length: metrics.arrowLength,
          halfWidth: metrics.arrowHalfWidth)
      case .label(let label):
        canvas.fill(label.plate, color: theme.labelBackground)
        let text = PangoTextContent(
          string: label.text, font: measurer.font(size: label.fontSize), color: theme.color(of: label.role))
        // A point of slack on the far sides, so that the clip never shaves the last glyph.
        let frame = label.textFrame
        text.draw(
          on: canvas.cairo,
          in: CGRect(origin: frame.origin, size: CGSize(width: frame.width + 1, height: frame.height + 1)))
      }
    }
  }
}
