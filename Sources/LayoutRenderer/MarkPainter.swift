import CCairo
import Foundation

/// Draws diagram marks: outlines, lines, arrows and dots, then labels with their plates and leader lines.
struct MarkPainter {
  let canvas: CairoCanvas
  let theme: Theme

  /// Draws the marks in order.
  func paint(_ marks: [DiagramMark]) {
    for mark in marks {
      switch mark {
      case .outline(let rect, let color, let dashed):
        canvas.strokeInside(
          rect, color: color, width: theme.outlineWidth, dash: dashed ? theme.specDash : nil)
      case .line(let start, let end, let color, let dashed):
        canvas.line(
          from: start, to: end, color: color, width: theme.annotationLineWidth,
          dash: dashed ? theme.guideDash : nil)
      case .arrow(let start, let end, let color, let bothEnds):
        canvas.line(from: start, to: end, color: color, width: theme.annotationLineWidth)
        canvas.arrowhead(
          at: end, from: start, color: color, length: theme.arrowLength, halfWidth: theme.arrowHalfWidth)
        if bothEnds {
          canvas.arrowhead(
            at: start, from: end, color: color, length: theme.arrowLength, halfWidth: theme.arrowHalfWidth)
        }
      case .dot(let point, let color):
        canvas.dot(at: point, radius: theme.dotRadius, color: color)
      case .label(let label):
        paint(label)
      }
    }
  }

  private func paint(_ label: PlacedLabel) {
    if let target = label.leaderTarget {
      let start = CGPoint(
        x: min(max(target.x, label.plate.minX), label.plate.maxX),
        y: min(max(target.y, label.plate.minY), label.plate.maxY))
      canvas.line(from: start, to: target, color: theme.leaderColor, width: theme.annotationLineWidth)
      canvas.dot(at: target, radius: theme.dotRadius, color: theme.leaderColor)
    }
    canvas.fill(label.plate, color: theme.labelBackground)
    let text = PangoTextContent(string: label.text, font: label.font, color: label.color)
    // A point of slack on the far sides, so that the clip never shaves the last glyph.
    let frame = label.textFrame
    text.draw(
      on: canvas.cairo,
      in: CGRect(origin: frame.origin, size: CGSize(width: frame.width + 1, height: frame.height + 1)))
  }
}
