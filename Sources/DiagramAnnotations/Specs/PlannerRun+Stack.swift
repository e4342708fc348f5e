import DiagramValues
import Foundation
import TextureLayout

extension PlannerRun {
  /// Stacks' cross-axis alignment: where each child sits across the stack, as its margins to the stack's
  /// cross edges: both for a centered child (their equality is the point), the free one for a child at the
  /// start or the end, none for a stretched or baseline-aligned child.
  mutating func addStackAlignment() {
    for index in elements.indices where shows(.position, index) {
      guard let main = mainAxis(of: index) else { continue }
      let outer = elements[index].frame
      for child in elements[index].children where admits([.position], .effect, about: [index, child]) {
        guard let sizing = elements[child].sizing?.stackChild, !sizing.stretched else { continue }
        canvas.subject = child
        let inner = elements[child].frame
        let edges: [Edge] =
          switch sizing.alignment {
          case .center: main == .horizontal ? [.top, .bottom] : [.left, .right]
          case .end: main == .horizontal ? [.top] : [.left]
          case .start: main == .horizontal ? [.bottom] : [.right]
          default: []
          }
        placeMargins(edges, outer: outer, inner: inner, of: child)
      }
    }
  }
  /// Baseline-aligned stacks: a dashed line across each line's children at its baseline, labelled, and, with
  /// positions, how far each child moved down to it.
  mutating func addBaselines() {
    for index in elements.indices where shows(.baseline, index) {
      guard admits([.baseline], .authored, about: [index]) else { continue }
      canvas.subject = index
      guard mainAxis(of: index) == .horizontal, case .stack(let stack) = elements[index].sizing?.contribution
      else { continue }
      let children = elements[index].children
      let alignment = children.compactMap { elements[$0].sizing?.stackChild?.alignment }.first
      guard alignment == .baselineFirst || alignment == .baselineLast else { continue }
      let frame = elements[index].frame
      for line in stack.lines {
        let members = children.filter {
          elements[$0].sizing?.stackChild?.line == stack.lines.firstIndex(of: line)
        }
        guard let top = members.map({ elements[$0].frame.minY }).min() else { continue }
        let y = top + line.baseline
        let text = alignment == .baselineFirst ? "first baseline" : "last baseline"
        let start = CGPoint(x: frame.minX - 4, y: y)
        let end = CGPoint(x: frame.maxX + 4, y: y)
        let size = canvas.plateSize(text, fontSize: metrics.labelFontSize)
        // One line under all the glyphs, as typographers draw a baseline: the letters stand on it. Its label
        // is at either end, on the line; past what lies there (a dimension beside the row), a tier farther
        // out, the line drawn on to it.
        var placed = false
        if baselineLabelsPlaced.contains(text) {
          placed = canvas.tryPlace([.baseline(from: start, to: end, role: .annotation(.baseline))])
        }
        for step in 0..<4 where !placed {
          let out = CGFloat(step) * metrics.tierSpacing
          for (center, line) in [
            (
              CGPoint(x: end.x + out + 2 + size.width / 2 + metrics.labelClearance, y: y),
              (start, CGPoint(x: end.x + out, y: y))
            ),
            (
              CGPoint(x: start.x - out - 2 - size.width / 2 - metrics.labelClearance, y: y),
              (CGPoint(x: start.x - out, y: y), end)
            ),
          ] {
            let label = canvas.label(
              text, fontSize: metrics.labelFontSize, role: .annotation(.baseline), center: center)
            if canvas.tryPlace([
              .baseline(from: line.0, to: line.1, role: .annotation(.baseline)), .label(label),
            ]) {
              placed = true
              break
            }
          }
          if placed { break }
        }
        if placed { baselineLabelsPlaced.insert(text) }
        canvas.record(text, role: .annotation(.baseline), placed ? .figure : .dropped)
        if !placed { canvas.drop("baseline of \(describe(index))", text: text) }
        // Where the stack's positions are shown, how far each child moved down to stand on the line.
        for member in members where shows(.position, index) {
          let inner = elements[member].frame
          guard inner.minY - top > 0.01 else { continue }
          placeBand(
            outer: CGRect(x: frame.minX, y: top, width: frame.width, height: inner.maxY - top), inner: inner,
            edge: .top, text: ValueText.points(inner.minY - top), role: .annotation(.baseline),
            what: "shift of \(describe(member)) to the baseline")
        }
      }
    }
  }
}
