import DiagramValues
import Foundation

extension PlannerRun {
  /// Names inside their elements' corners, where they fit and touch nothing.
  mutating func addNamesInside() {
    for index in elements.indices {
      guard let name = elements[index].name, !elements[index].hasContent else { continue }
      let frame = elements[index].frame
      let size = canvas.plateSize(name, fontSize: metrics.nameFontSize)
      guard index > 0 || elements.count == 1 else { continue }
      for center in canvas.cornersInside(frame, size: size) {
        let label = canvas.label(name, fontSize: metrics.nameFontSize, role: .name, center: center)
        if canvas.tryPlace([.label(label)]) {
          namedPlaced.insert(index)
          break
        }
      }
    }
  }

  /// Names not placed inside: outside, next to the element or farther out with a leader to it.
  mutating func addNamesOutside() {
    for index in elements.indices where !namedPlaced.contains(index) {
      guard let name = elements[index].name else { continue }
      let frame = elements[index].frame
      let size = canvas.plateSize(name, fontSize: metrics.nameFontSize)
      let small = frame.width < 16 || frame.height < 16
      let targets =
        elements[index].hasContent
        ? pointsBeside(frame)
        : [
          small
            ? CGPoint(x: frame.midX, y: frame.midY)
            : CGPoint(x: frame.minX + min(4, frame.width / 2), y: frame.minY + min(4, frame.height / 2))
        ] + pointsInside(frame) + pointsBeside(frame)
      var candidates = canvas.centers(around: frame, size: size, inside: false)
      if index == 0 {
        // The root's name reads as a title: above its top-left corner, above the dimensions there.
        candidates =
          (0..<8).map { tier in
            CGPoint(
              x: frame.minX + size.width / 2,
              y: frame.minY - metrics.labelClearance - 2 - size.height / 2 - CGFloat(tier)
                * metrics.tierSpacing)
          } + candidates
      }
      if canvas.placeLabel(
        name, fontSize: metrics.nameFontSize, role: .name, candidates: candidates,
        target: index == 0 ? nil : targets[0],
        alternativeTargets: Array(targets.dropFirst()), what: "name of \(describe(index))") != nil
      {
        namedPlaced.insert(index)
      }
    }
  }

  /// Other points inside an element a leader may end at: its centre and near its corners.
  func pointsInside(_ frame: CGRect) -> [CGPoint] {
    let inset = min(3, frame.width / 2, frame.height / 2)
    return [
      CGPoint(x: frame.midX, y: frame.midY), CGPoint(x: frame.maxX - inset, y: frame.minY + inset),
      CGPoint(x: frame.minX + inset, y: frame.maxY - inset),
      CGPoint(x: frame.maxX - inset, y: frame.maxY - inset),
    ]
  }

  /// Points just outside an element's edges, at their middles: where a leader to an element that draws
  /// text or an image ends, so that it never runs into the content.
  func pointsBeside(_ frame: CGRect) -> [CGPoint] {
    let away: CGFloat = 2
    return [
      CGPoint(x: frame.midX, y: frame.minY - away), CGPoint(x: frame.maxX + away, y: frame.midY),
      CGPoint(x: frame.midX, y: frame.maxY + away), CGPoint(x: frame.minX - away, y: frame.midY),
    ]
  }

  /// Each element's note, in a callout beside it with a leader.
  mutating func addNotes() {
    for index in elements.indices {
      guard let note = elements[index].note, !note.isEmpty else { continue }
      let frame = elements[index].frame
      let size = canvas.plateSize(note, fontSize: metrics.labelFontSize)
      let candidates = canvas.centers(around: frame, size: size, inside: false)
      canvas.placeLabel(
        note, fontSize: metrics.labelFontSize, role: .note, candidates: candidates,
        target: pointsBeside(frame)[0],
        alternativeTargets: Array(pointsBeside(frame).dropFirst()) + pointsInside(frame),
        what: "note of \(describe(index))")
    }
  }

  /// The structure view: a callout naming each spec's kind, in the spec's colour.
  mutating func addStructureCallouts() {
    guard planner.kinds.contains(.structure) else { return }
    for index in elements.indices {
      guard let kind = elements[index].spec, !elements[index].removedKinds.contains(.structure) else {
        continue
      }
      let outline = structureOutlines[index] ?? elements[index].frame
      let text = kind.displayName
      let size = canvas.plateSize(text, fontSize: metrics.labelFontSize)
      // The leader ends just outside the spec's outline, as the hand-drawn arrows do.
      let targets = [
        CGPoint(x: outline.minX + outline.width / 4, y: outline.maxY + 1.5),
        CGPoint(x: outline.minX - 1.5, y: outline.midY), CGPoint(x: outline.midX, y: outline.maxY + 1.5),
        CGPoint(x: outline.maxX + 1.5, y: outline.midY), CGPoint(x: outline.midX, y: outline.minY - 1.5),
      ]
      canvas.placeLabel(
        text, fontSize: metrics.labelFontSize, role: .structure(kind),
        candidates: canvas.centers(around: outline, size: size, inside: false),
        target: targets[0], alternativeTargets: Array(targets.dropFirst()), leaderRole: .structure(kind),
        what: "structure callout of \(describe(index))")
    }
  }
}
