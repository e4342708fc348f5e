import DiagramAnnotations
import Foundation

/// Checks a planned diagram against the planner's guarantee from the marks alone, independently of the
/// planner's own bookkeeping: no label overlaps another label, an element's visible edge, a line that is
/// not its own, an arrowhead, a leader or content, or leaves the plan's bounds; no two leaders cross.
public enum PlanAudit {
  /// One broken rule, described.
  public static func collisions(
    in plan: AnnotationPlan, elements: [AnnotatedElement], metrics: PlannerMetrics = PlannerMetrics()
  ) -> [String] {
    var problems: [String] = []
    let labels = plan.marks.compactMap { mark -> PlannedLabel? in
      if case .label(let label) = mark { return label } else { return nil }
    }
    var segments: [(String, CGPoint, CGPoint)] = []
    var boxes: [(String, CGRect)] = []
    var leaders: [(CGPoint, CGPoint)] = []
    for mark in plan.marks {
      switch mark {
      case .dimensionLine(let a, let b, _): segments.append(("dimension line", a, b))
      case .extensionLine(let a, let b, _): segments.append(("extension line", a, b))
      case .baseline(let a, let b, _): segments.append(("baseline", a, b))
      case .leader(let a, let b, _):
        segments.append(("leader", a, b))
        leaders.append((a, b))
      case .arrowhead:
        boxes.append(
          ("arrowhead", mark.bounds(arrowLength: metrics.arrowLength, arrowHalfWidth: metrics.arrowHalfWidth))
        )
      case .outline(let f, _, _, _):
        let corners = [
          CGPoint(x: f.minX, y: f.minY), CGPoint(x: f.maxX, y: f.minY), CGPoint(x: f.maxX, y: f.maxY),
          CGPoint(x: f.minX, y: f.maxY),
        ]
        for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) { segments.append(("outline", a, b)) }
      case .label: break
      }
    }
    for element in elements where element.hasVisibleEdges || element.outline != nil {
      let f = element.frame
      let corners = [
        CGPoint(x: f.minX, y: f.minY), CGPoint(x: f.maxX, y: f.minY), CGPoint(x: f.maxX, y: f.maxY),
        CGPoint(x: f.minX, y: f.maxY),
      ]
      for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) { segments.append(("edge", a, b)) }
    }
    for element in elements where element.hasContent { boxes.append(("content", element.frame)) }
    for (position, label) in labels.enumerated() {
      let plate = label.plate
      // Compared edge by edge within a rounding error: Foundation's `contains` on Linux asks whether the
      // union equals the rectangle, which the last bit of a magnified figure's thirds can make it miss.
      let bounds = plan.bounds.insetBy(dx: -1e-9, dy: -1e-9)
      if plate.minX < bounds.minX || plate.maxX > bounds.maxX || plate.minY < bounds.minY
        || plate.maxY > bounds.maxY
      {
        problems.append("'\(label.text)' leaves the canvas")
      }
      for other in labels[(position + 1)...] where overlap(plate, other.plate) {
        problems.append("'\(label.text)' overlaps label '\(other.text)'")
      }
      // Half a point of the drawing clear around the plate: of a magnified plan's points, less.
      let margin = 0.5 / metrics.magnification
      for (what, a, b) in segments where crosses(a, b, plate.insetBy(dx: -margin, dy: -margin)) {
        problems.append("'\(label.text)' is touched by a \(what) \(a)–\(b)")
      }
      for (what, box) in boxes where overlap(plate, box) {
        problems.append("'\(label.text)' overlaps \(what) \(box)")
      }
    }
    for (index, leader) in leaders.enumerated() {
      for other in leaders[(index + 1)...] where properlyCross(leader.0, leader.1, other.0, other.1) {
        problems.append("leaders \(leader) and \(other) cross")
      }
    }
    return problems
  }

  private static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// Whether the segment passes through the rectangle's inside (sampled finely; labels are small).
  private static func crosses(_ a: CGPoint, _ b: CGPoint, _ rect: CGRect) -> Bool {
    let steps = max(2, Int((hypot(b.x - a.x, b.y - a.y) * 4).rounded(.up)))
    for step in 0...steps {
      let t = CGFloat(step) / CGFloat(steps)
      let point = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      if point.x > rect.minX && point.x < rect.maxX && point.y > rect.minY && point.y < rect.maxY {
        return true
      }
    }
    return false
  }

  /// Whether segments `a`–`b` and `c`–`d` cross at a point inside both.
  public static func properlyCross(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> Bool {
    func side(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat {
      (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
    }
    let d1 = side(c, d, a)
    let d2 = side(c, d, b)
    let d3 = side(a, b, c)
    let d4 = side(a, b, d)
    return d1 * d2 < 0 && d3 * d4 < 0
  }
}
