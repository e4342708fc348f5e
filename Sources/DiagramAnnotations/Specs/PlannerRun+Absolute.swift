import DiagramValues
import Foundation
import TextureLayout

extension PlannerRun {
  /// Absolute specs: each child's `layoutPosition`, in a label at the child's top-left corner.
  mutating func addAbsolutePositions() {
    for index in elements.indices where elements[index].spec == .absolute && shows(.position, index) {
      let outer = elements[index].frame
      for child in elements[index].children where admits([.position], .authored, about: [index, child]) {
        canvas.subject = child
        let inner = elements[child].frame
        let position = CGPoint(x: inner.minX - outer.minX, y: inner.minY - outer.minY)
        let text = "at (\(ValueText.number(position.x)), \(ValueText.number(position.y)))"
        let size = canvas.plateSize(text, fontSize: metrics.labelFontSize)
        let margin = metrics.labelClearance + 1.5
        // Inside the child under its name, then in its other corners, then outside with a leader.
        var candidates: [CGPoint] = []
        let nameHeight =
          elements[child].name.map { canvas.plateSize($0, fontSize: metrics.nameFontSize).height } ?? 0
        if size.width + 2 * margin <= inner.width, size.height + nameHeight + 3 * margin <= inner.height {
          candidates.append(
            CGPoint(
              x: inner.minX + margin + size.width / 2,
              y: inner.minY + 2 * margin + nameHeight + size.height / 2))
        }
        candidates += canvas.centers(around: inner, size: size, inside: true)
        canvas.placeLabel(
          text, fontSize: metrics.labelFontSize, role: .annotation(.position), candidates: candidates,
          target: CGPoint(x: inner.minX + 1, y: inner.minY + 1), keepsOrder: true,
          what: "position of \(describe(child))")
      }
    }
  }
}
