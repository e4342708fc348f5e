import Foundation

extension PlanCanvas {
  /// Places a dimension where it costs its reader least among the ways it fits (`cheapestFit(for:)`), or drops it (into the key, unless
  /// `reportsDrop` is off, for a caller that will try a smaller request). Returns whether it was placed.
  @discardableResult
  mutating func place(_ request: DimensionRequest, reportsDrop: Bool = true) -> Bool {
    guard !request.segments.isEmpty else { return true }
    let values = request.segments.filter { $0.text != nil }.count
    let text = request.segments.compactMap(\.text).joined(separator: ", ")
    let record = { (canvas: inout PlanCanvas, outcome: PlannedRequest.Outcome) in
      for segment in request.segments {
        if let text = segment.text {
          canvas.record(text, role: segment.role, outcome, about: segment.subject, tier: segment.tier)
        }
      }
    }
    if reportsDrop {
      guard budgetAllows(values, what: request.what, text: text) else {
        record(&self, .leftOut)
        return false
      }
    } else if let budget = valueBudget, values > budget {
      return false
    }
    if let group = cheapestFit(for: request) {
      commit(group)
      spend(values)
      record(&self, .figure)
      return true
    }
    // Last of all, when nothing is left to give up, the value is called out beyond the drawing, once every
    // value has had its place by its subject (`placeCallouts()`).
    if reportsDrop, tier < .size {
      pendingCallouts.append(PendingCallout(value: .dimension(request), subject: subject, tier: tier))
      return false
    }
    if reportsDrop {
      drop(request.what, text: text)
      record(&self, .dropped)
    }
    return false
  }

  /// The cheapest way of drawing `request` that fits (`PlacementCosts`): each placement, with a single
  /// segment's value in the middle of its line or a third of the way from either end, on the line or
  /// beside it as `BesideLabels` allows (and a height's value beside its unbroken line). Placements are
  /// visited in order of the least they can cost, their extension lines and side, so that the search stops
  /// at the first whose least cost is no better than the best found; ties go to the order the request
  /// lists them in.
  mutating func cheapestFit(for request: DimensionRequest) -> [AnnotationMark]? {
    let costs = metrics.costs
    let preferredSide = request.placements.first?.outward ?? 1
    let floors = request.placements.map { placementCost($0, of: request, preferredSide: preferredSide) }
    let order = request.placements.indices.sorted { (floors[$0], $0) < (floors[$1], $1) }
    let single = request.segments.count == 1
    let labelPlaces: [CGFloat] = single ? [0.5, 1.0 / 3, 2.0 / 3] : [0.5]
    var modes: [BesideLabels] = [.never, .sliding, .stepping]
    if request.axis == .vertical && single { modes.append(.outward) }
    var best: (cost: CGFloat, group: [AnnotationMark])?
    for placementIndex in order {
      let floor = floors[placementIndex]
      if let best, best.cost <= floor { break }
      let placement = request.placements[placementIndex]
      for labelPlace in labelPlaces {
        let placeCost = floor + (labelPlace == 0.5 ? 0 : costs.offMiddle)
        // A group already tried and refused is not checked again: when every label fits on its line, or
        // no label slid, the later ways give the same marks.
        var refused: [AnnotationMark]?
        for beside in modes where beside != .outward || labelPlace == 0.5 {
          if let best, best.cost <= placeCost { break }
          guard
            let group = marks(for: request, at: placement, beside: beside, labelPlace: labelPlace),
            group != refused
          else { continue }
          let cost = placeCost + labelCost(group, of: request, at: placement)
          if cost < best?.cost ?? .infinity, fits(group) {
            best = (cost, group)
          } else {
            refused = group
          }
        }
      }
    }
    return best?.group
  }

  /// The least a placement costs whatever its labels do: its extension lines' length and its side, or its
  /// lying across the inside of the element it measures.
  func placementCost(
    _ placement: DimensionRequest.Placement, of request: DimensionRequest, preferredSide: CGFloat
  ) -> CGFloat {
    let costs = metrics.costs
    var cost: CGFloat = 0
    if let starts = placement.extensionStarts {
      for start in starts {
        let direction: CGFloat = placement.cross >= start ? 1 : -1
        let from = start + direction * metrics.extensionGap
        let to = placement.cross + direction * metrics.extensionOvershoot
        cost += max(0, (to - from) * direction) * costs.extensionLine
      }
      if placement.outward != preferredSide { cost += costs.otherSide }
    } else if let measured = request.measured, let first = request.boundaries.first,
      let last = request.boundaries.last
    {
      // The element's own length (the dimension spans it), drawn across its inside.
      let (start, end) = request.axis.range(of: measured)
      let (low, high) = request.axis.crossRange(of: measured)
      if abs(first - start) < 0.01, abs(last - end) < 0.01, placement.cross > low + 0.5,
        placement.cross < high - 0.5
      {
        cost += costs.acrossInside
      }
    }
    return cost
  }

  /// What a group's labels add: each label's distance from its dimension's line, and a label over an
  /// element other than the one measured.
  func labelCost(
    _ group: [AnnotationMark], of request: DimensionRequest, at placement: DimensionRequest.Placement
  ) -> CGFloat {
    let costs = metrics.costs
    let boundaries = request.boundaries
    guard let first = boundaries.first, let last = boundaries.last else { return 0 }
    let line = CGRect(
      origin: request.axis.point(along: first, across: placement.cross), size: .zero
    ).union(CGRect(origin: request.axis.point(along: last, across: placement.cross), size: .zero))
    var cost: CGFloat = 0
    for case .label(let label) in group {
      cost += label.plate.distance(to: line) * costs.labelFromLine
      if labelLiesOverOtherElement(label.plate, measured: request.measured) {
        cost += costs.labelOverOtherElement
      }
    }
    return cost
  }

  /// Whether a label's plate lies over an element that is not the one measured and does not hold it: a
  /// part of the measured element, or a neighbor.
  func labelLiesOverOtherElement(_ plate: CGRect, measured: CGRect?) -> Bool {
    guard let measured else { return false }
    let near = leaderSurroundingFrames?.indices(meeting: plate) ?? Array(leaderSurroundings.indices)
    return near.contains { index in
      let frame = leaderSurroundings[index].frame
      guard frame.width > 1, frame.height > 1, frame.meets(plate.insetBy(dx: 0.5, dy: 0.5)) else {
        return false
      }
      let isMeasured = frame.encloses(measured, tolerance: 0.01) && measured.encloses(frame, tolerance: 0.01)
      return !isMeasured && !frame.encloses(measured, tolerance: 0.01)
    }
  }

  /// Whether a line from `a` to `b` runs through the fill of an element that does not hold `measured`.
  func crossesNeighborFill(_ a: CGPoint, _ b: CGPoint, of measured: CGRect) -> Bool {
    let bounds = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    let near = layoutFillIndex?.indices(meeting: bounds) ?? Array(layoutFills.indices)
    return near.contains { index in
      let fill = layoutFills[index]
      return !fill.encloses(measured, tolerance: 0.01)
        && Self.segment(a, b, meets: fill.insetBy(dx: 0.5, dy: 0.5))
    }
  }

  /// Whether a line from `a` to `b` runs through an element that neither holds `measured` nor lies in it: an
  /// extension line through a neighbor reads as the neighbor's edge, and the value as the neighbor's.
  func crossesNeighbor(_ a: CGPoint, _ b: CGPoint, of measured: CGRect) -> Bool {
    let bounds = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    let near = leaderSurroundingFrames?.indices(meeting: bounds) ?? Array(leaderSurroundings.indices)
    return near.contains { index in
      let frame = leaderSurroundings[index].frame
      let holds = frame.encloses(measured, tolerance: 0.01)
      let inside = measured.encloses(frame, tolerance: 0.01)
      return !holds && !inside && frame.width > 1 && frame.height > 1
        && Self.segment(a, b, meets: frame.insetBy(dx: 0.5, dy: 0.5))
    }
  }

  /// Where the labels of segments too short to hold them may go.
  enum BesideLabels {
    /// Nowhere: such a dimension does not fit this placement.
    case never
    /// Beside the segment on the outward side; a label that would meet the previous one slides along the
    /// line past it while it still reads as its own segment's (on the last segment with a value, it starts
    /// over it; on another, its middle is over it and, under a horizontal line, it runs past the end by at
    /// most a quarter of its length), else steps one row outward.
    case sliding
    /// Beside the segment on the outward side; a label that would meet the previous one steps one row
    /// outward.
    case stepping
    /// Every label beside its segment on the outward side, the line unbroken: a height's value, which
    /// reads across its line, when no placement takes it on the line (beside the drawing, where a value
    /// centred on the line would lie over the element).
    case outward
  }

  /// The marks of a dimension at one placement: extension lines, the line broken around each label that
  /// fits on it (else, as `beside` allows, the label beside the segment on the outward side, or past the
  /// line's end for a single short segment; else `nil`), and an arrowhead at each end of each segment,
  /// inside when there is room, else outside pointing in; `nil` too when an extension line of an element's
  /// size would run through a neighbor's fill.
  mutating func marks(
    for request: DimensionRequest, at placement: DimensionRequest.Placement, beside: BesideLabels,
    labelPlace: CGFloat = 0.5
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
        // An extension line longer than a callout's leader takes the value too far from what it measures.
        guard abs(to - from) <= metrics.longestCallout else { return nil }
        let (a, b) = (axis.point(along: boundary, across: from), axis.point(along: boundary, across: to))
        if let measured = request.measured,
          crossesNeighborFill(a, b, of: measured) || crossesNeighbor(a, b, of: measured)
        {
          return nil
        }
        group.append(
          .extensionLine(
            from: axis.point(along: boundary, across: from), to: axis.point(along: boundary, across: to),
            role: request.segments[0].role))
      }
    }
    let single = request.segments.count == 1
    // Labels beside a chain's short segments slide along or step outward when they would meet the previous
    // one.
    var previousBeside: (along: ClosedRange<CGFloat>, step: Int, distance: CGFloat, reach: CGFloat)?
    // The end of the last segment with a value: past it, only unlabelled line (a stack's trailing gap) or
    // nothing, so no other value for a label there to be taken for.
    let lastEnd = request.segments.last { $0.text != nil && $0.to - $0.from > 0.01 }?.to
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
        let clearance = metrics.labelClearance + 1
        // Where along the segment the label's middle sits, keeping the label within the line's arrows.
        let margin = along / 2 + arrow + clearance + 1
        let middle =
          labelPlace == 0.5
          ? (segment.from + segment.to) / 2
          : min(max(segment.from + length * labelPlace, segment.from + margin), segment.to - margin)
        if length >= along + 2 * arrow + 2 * clearance + 2 && beside != .outward {
          let label = label(
            text, fontSize: metrics.labelFontSize, role: segment.role,
            center: axis.point(along: middle, across: placement.cross))
          group.append(.label(label))
          lineRuns = [
            (segment.from, middle - along / 2 - clearance), (middle + along / 2 + clearance, segment.to),
          ]
        } else if beside == .never {
          return nil
        } else if single && !fitsArrowsInside && (axis == .horizontal || beside == .stepping) {
          // Drafting's rule for a short dimension: arrows outside, the value past the end. A short vertical
          // one first tries its value level with it, beside it (`.sliding`), as a width's reads along its
          // line; past the end is the fallback.
          let center = axis.point(
            along: placement.pastStart
              ? segment.from - arrow - 4 - along / 2 - clearance
              : segment.to + arrow + 4 + along / 2 + clearance,
            across: placement.cross)
          group.append(
            .label(label(text, fontSize: metrics.labelFontSize, role: segment.role, center: center)))
        } else {
          let across = axis.crossLength(size)
          let half = along / 2 + clearance
          var alongCenter = middle
          var step = 0
          if let previous = previousBeside, previous.along.overlaps((middle - half)...(middle + half)) {
            // Level with its own segment, just past the previous label, reads better than a row farther
            // out, where the value sits away from the line it measures, as long as it still reads as this
            // segment's: on the last segment it need only start over it (past the end there is no other
            // segment to take it for); on another, its middle is level with it, and under a horizontal
            // line, where labels are long along it, it reaches past the end by at most a quarter of its
            // length (farther, it would read as the next segment's).
            let slid = previous.along.upperBound + 4 * metrics.labelClearance + half
            let readsAsThisSegments =
              segment.to == lastEnd
              ? slid - along / 2 < segment.to
              : slid < segment.to && (axis == .vertical || slid + along / 2 - segment.to <= along / 4)
            if beside == .sliding && readsAsThisSegments {
              alongCenter = slid
              step = previous.step
            } else {
              step = previous.step + 1
            }
          }
          // A stepped label sits past the previous label's far side: beside a vertical line, labels
          // differ in width, so a step of this label's own width could still meet a wider one.
          var distance = across / 2 + clearance + 1.5
          if let previous = previousBeside, step > 0 {
            distance = step > previous.step ? previous.reach + 2 + across / 2 : previous.distance
          }
          previousBeside = (
            (alongCenter - half)...(alongCenter + half), step, distance, distance + across / 2
          )
          let center = axis.point(along: alongCenter, across: placement.cross + placement.outward * distance)
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
      // A chain's unlabelled gap is a plain stretch of line between its neighbors' arrowheads.
      if segment.text == nil && !single && segment.role == .annotation(.spacing) && !segment.ticked {
        continue
      }
      if fitsArrowsInside {
        group.append(
          .arrowhead(tip: start, direction: PlanVector(dx: -unit.dx, dy: -unit.dy), role: segment.role))
        group.append(.arrowhead(tip: end, direction: unit, role: segment.role))
      } else {
        // Arrows outside, each on a short tail of line; where a neighbor's line continues the chain on that
        // side, that line is the tail (a second one in another color would lie along it).
        let tail = arrow + 4
        let drawnBefore = request.segments.contains {
          abs($0.to - segment.from) < 0.01 && $0.to - $0.from > 0.01 && ($0.text != nil || $0.ticked)
        }
        let drawnAfter = request.segments.contains {
          abs($0.from - segment.to) < 0.01 && $0.to - $0.from > 0.01 && ($0.text != nil || $0.ticked)
        }
        if !drawnBefore {
          group.append(
            .dimensionLine(
              from: axis.point(along: segment.from - tail, across: placement.cross), to: start,
              role: segment.role))
        }
        if !drawnAfter {
          group.append(
            .dimensionLine(
              from: end, to: axis.point(along: segment.to + tail, across: placement.cross), role: segment.role
            ))
        }
        group.append(.arrowhead(tip: start, direction: unit, role: segment.role))
        group.append(
          .arrowhead(tip: end, direction: PlanVector(dx: -unit.dx, dy: -unit.dy), role: segment.role))
      }
    }
    return group
  }
}
