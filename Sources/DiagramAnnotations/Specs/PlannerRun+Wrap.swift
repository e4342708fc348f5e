import DiagramValues
import Foundation
import TextureLayout

extension PlannerRun {
  /// A wrapping stack's spacing and line spacing, said once each, on the first gap that shows them: a
  /// chain along each of its lines would repeat the same gap on every line.
  mutating func addWrapGaps() {
    for index in elements.indices where shows(.spacing, index) {
      guard admits([.spacing], .authored, about: [index]), let axis = mainAxis(of: index),
        case .stack(let stack) = elements[index].sizing?.contribution, stack.lines.count > 1
      else { continue }
      canvas.subject = index
      let cross: PlanAxis = axis == .horizontal ? .vertical : .horizontal
      let lines = (0..<stack.lines.count).map { line in
        elements[index].children.filter { elements[$0].sizing?.stackChild?.line == line }
          .sorted { axis.range(of: elements[$0].frame).0 < axis.range(of: elements[$1].frame).0 }
      }
      if stack.spacing > 0, let line = lines.first(where: { $0.count >= 2 }),
        let lineIndex = lines.firstIndex(of: line), abs(stack.lines[lineIndex].justifySpacing) < 0.005
      {
        let (first, second) = (elements[line[0]].frame, elements[line[1]].frame)
        let gaps = lines.reduce(0) { $0 + max(0, $1.count - 1) }
        let text = "spacing \(ValueText.points(stack.spacing))\(gaps > 1 ? " each" : "")"
        placeGap(
          along: axis, from: axis.range(of: first).1, to: axis.range(of: second).0,
          across: [first, second], within: elements[index].frame, text: text,
          what: "spacing of \(describe(index))")
      }
      if let before = lines[0].first, let after = lines[1].first {
        let end = lines[0].map { cross.range(of: elements[$0].frame).1 }.max() ?? 0
        let start = lines[1].map { cross.range(of: elements[$0].frame).0 }.min() ?? 0
        let gap = start - end
        guard gap > 0.01 else { continue }
        let extra = gap - stack.lineSpacing
        let text =
          abs(extra) < 0.005
          ? "lineSpacing \(ValueText.points(stack.lineSpacing))"
          : "lineSpacing \(ValueText.points(stack.lineSpacing)) + \(stack.alignContent) \(ValueText.points(extra))"
        placeGap(
          along: cross, from: end, to: start, across: [elements[before].frame, elements[after].frame],
          within: elements[index].frame, text: text, what: "line spacing of \(describe(index))")
      }
    }
  }

  /// A gap along `axis` between two elements (`across`, whose extent across the axis the line runs in),
  /// inside `frame` beside them first, else outside it in tiers.
  private mutating func placeGap(
    along axis: PlanAxis, from: CGFloat, to: CGFloat, across: [CGRect], within frame: CGRect, text: String,
    what: String
  ) {
    let spans = across.map { axis.crossRange(of: $0) }
    let low = spans.map(\.0).max() ?? 0
    let high = spans.map(\.1).min() ?? 0
    // Between the two, where both lie across the axis; then where the first lies.
    var placements: [DimensionRequest.Placement] = []
    for cross in [(low + high) / 2, (spans[0].0 + spans[0].1) / 2] where high > low || cross == spans[0].0 {
      placements.append(.init(cross: cross, extensionStarts: nil, outward: 1))
    }
    let frameCross = axis.crossRange(of: frame)
    placements += DimensionRequest.tiers(
      preferring: -1, crossRange: frameCross,
      starts: { side in
        [side > 0 ? spans[0].1 : spans[0].0, side > 0 ? spans[1].1 : spans[1].0]
      }, metrics: metrics, count: 2)
    canvas.place(
      DimensionRequest(
        axis: axis, segments: [.init(from: from, to: to, text: text, role: .annotation(.spacing))],
        placements: placements, what: what, measured: frame))
  }
}
