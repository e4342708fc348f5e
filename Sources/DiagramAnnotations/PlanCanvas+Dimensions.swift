import Foundation

extension PlanCanvas {
  /// Places a dimension at the first of its placements where it fits, or drops it. Returns whether it was
  /// placed.
  @discardableResult
  mutating func place(_ request: DimensionRequest) -> Bool {
    guard !request.segments.isEmpty else { return true }
    for placement in request.placements {
      for allowsBeside in [false, true] {
        if let group = marks(for: request, at: placement, allowsBeside: allowsBeside), tryPlace(group) {
          return true
        }
      }
    }
    let text = request.segments.compactMap(\.text).joined(separator: ", ")
    drop(request.what, text: text)
    return false
  }

  /// The marks of a dimension at one placement: extension lines, the line broken around each label that
  /// fits on it (else, when `allowsBeside`, the label beside the segment on the outward side, or past the
  /// line's end for a single short segment; else `nil`), and an arrowhead at each end of each segment,
  /// inside when there is room, else outside pointing in.
  mutating func marks(
    for request: DimensionRequest, at placement: DimensionRequest.Placement, allowsBeside: Bool
  ) -> [AnnotationMark]? {
    let axis = request.axis
    let arrow = metrics.arrowLength
    let unit = axis.unit
    var group: [AnnotationMark] = []
    let boundaries = request.boundaries
    if let starts = placement.extensionStarts {
      for (boundary, start) in zip(boundaries, starts) {
        let direction: CGFloat = placement.cross >= start ? 1 : -1
        let from = start + direction * metrics.extensionGap
        let to = placement.cross + direction * metrics.extensionOvershoot
        guard (to - from) * direction > 0 else { continue }
        group.append(
          .extensionLine(
            from: axis.point(along: boundary, across: from), to: axis.point(along: boundary, across: to),
            role: request.segments[0].role))
      }
    }
    let single = request.segments.count == 1
    // Labels beside a chain's short segments step outward when they would meet the previous one.
    var previousBeside: (along: ClosedRange<CGFloat>, step: Int)?
    for segment in request.segments {
      let length = segment.to - segment.from
      guard length > 0.01 else { continue }
      let fitsArrowsInside = length >= 2 * arrow + 2
      let start = axis.point(along: segment.from, across: placement.cross)
      let end = axis.point(along: segment.to, across: placement.cross)
      var lineRuns: [(CGFloat, CGFloat)] = [(segment.from, segment.to)]
      if let text = segment.text {
        let size = plateSize(text, fontSize: metrics.labelFontSize)
        let along = axis.length(size)
        let middle = (segment.from + segment.to) / 2
        let clearance = metrics.labelClearance + 1
        if length >= along + 2 * arrow + 2 * clearance + 2 {
          let label = label(
            text, fontSize: metrics.labelFontSize, role: segment.role,
            center: axis.point(along: middle, across: placement.cross))
          group.append(.label(label))
          lineRuns = [
            (segment.from, middle - along / 2 - clearance), (middle + along / 2 + clearance, segment.to),
          ]
        } else if !allowsBeside {
          return nil
        } else if single && !fitsArrowsInside {
          // Drafting's rule for a short dimension: arrows outside, the value past the end.
          let center = axis.point(
            along: segment.to + arrow + 4 + along / 2 + clearance, across: placement.cross)
          group.append(
            .label(label(text, fontSize: metrics.labelFontSize, role: segment.role, center: center)))
        } else {
          let across = axis.crossLength(size)
          let span = (middle - along / 2 - clearance)...(middle + along / 2 + clearance)
          var step = 0
          if let previous = previousBeside, previous.along.overlaps(span) { step = previous.step + 1 }
          previousBeside = (span, step)
          let center = axis.point(
            along: middle,
            across: placement.cross + placement.outward
              * (across / 2 + clearance + 1.5 + CGFloat(step) * (across + 2)))
          group.append(
            .label(label(text, fontSize: metrics.labelFontSize, role: segment.role, center: center)))
        }
      }
      for (from, to) in lineRuns where to - from > 0.01 {
        group.append(
          .dimensionLine(
            from: axis.point(along: from, across: placement.cross),
            to: axis.point(along: to, across: placement.cross),
            role: segment.role))
      }
      // A chain's unlabelled gap is a plain stretch of line between its neighbours' arrowheads.
      if segment.text == nil && !single && segment.role == .annotation(.spacing) { continue }
      if fitsArrowsInside {
        group.append(
          .arrowhead(tip: start, direction: PlanVector(dx: -unit.dx, dy: -unit.dy), role: segment.role))
        group.append(.arrowhead(tip: end, direction: unit, role: segment.role))
      } else {
        let tail = arrow + 4
        group.append(
          .dimensionLine(
            from: axis.point(along: segment.from - tail, across: placement.cross), to: start,
            role: segment.role))
        group.append(
          .dimensionLine(
            from: end, to: axis.point(along: segment.to + tail, across: placement.cross), role: segment.role))
        group.append(.arrowhead(tip: start, direction: unit, role: segment.role))
        group.append(
          .arrowhead(tip: end, direction: PlanVector(dx: -unit.dx, dy: -unit.dy), role: segment.role))
      }
    }
    return group
  }
}
