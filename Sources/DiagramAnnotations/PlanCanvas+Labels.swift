import Foundation

extension PlanCanvas {
  /// Places a label at the first candidate center where it fits, with a leader to `target` (or else to one
  /// of `alternativeTargets`) when the plate is away from it; the leader starts at the plate's edge and
  /// crosses no label and no other leader. Candidates are tried nearest the target first, or in the order
  /// given when `keepsOrder`.
  /// Returns the label placed, or `nil` after a drop report.
  @discardableResult
  mutating func placeLabel(
    _ text: String, fontSize: CGFloat, role: MarkRole, candidates: [CGPoint], target: CGPoint?,
    alternativeTargets: [CGPoint] = [], leaderRole: MarkRole = .leader, keepsOrder: Bool = false, what: String
  ) -> PlannedLabel? {
    let targets: [CGPoint?] = target.map { [$0] + alternativeTargets } ?? [nil]
    // Nearest first (the shortest leader that fits), unless the caller's order says more.
    let ordered =
      keepsOrder
      ? candidates
      : target.map { target in
        candidates.enumerated().map { offset, center -> (CGFloat, Int, CGPoint) in
          let dx = center.x - target.x
          let dy = center.y - target.y
          return (dx * dx + dy * dy, offset, center)
        }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
      } ?? candidates
    // A value (not a name or a note) counts against the figure's budget.
    let isValue = if case .annotation = role { true } else { false }
    if isValue, !budgetAllows(1, what: what, text: text) {
      record(text, role: role, .leftOut)
      return nil
    }
    let size = plateSize(text, fontSize: fontSize)
    for center in ordered {
      let label = label(text, fontSize: fontSize, role: role, center: center, plateSize: size)
      guard fits([.label(label)]) else { continue }
      for target in targets {
        // A leader never ends on text or an image: it would run into it.
        if let target, pointIsOnContent(target) { continue }
        var group: [AnnotationMark] = [.label(label)]
        if let target, let start = leaderStart(from: label.plate, to: target) {
          // Readable first: its length is the cheapest test, and rules out most far candidates.
          if !leaderIsReadable(from: start, to: target) || leaderCrossesLeader(from: start, to: target)
            || leaderCrossesContent(from: start, to: target)
          {
            continue
          }
          group.insert(.leader(from: start, to: target, role: leaderRole), at: 0)
        }
        if tryPlace(group) {
          if isValue { spend(1) }
          record(text, role: role, .figure)
          return label
        }
      }
    }
    // Last, a value called out beyond the drawing on a leader to its target, once every value has had its
    // place by its subject (`placeCallouts()`).
    if isValue, tier < .size, let target {
      pendingCallouts.append(
        PendingCallout(
          value: .label(text: text, fontSize: fontSize, role: role, target: target, what: what),
          subject: subject,
          tier: tier))
      return nil
    }
    drop(what, text: text)
    record(text, role: role, .dropped)
    return nil
  }

  /// Whether more than half of `plate`, beside `frame` across the edge it touches, runs along that edge: a
  /// name there reads as the frame's.
  static func liesMostlyAlong(_ plate: CGRect, _ frame: CGRect, reach: CGFloat) -> Bool {
    let aboveOrBelow = plate.maxY <= frame.minY + reach || plate.minY >= frame.maxY - reach
    let overlap =
      aboveOrBelow
      ? min(plate.maxX, frame.maxX) - max(plate.minX, frame.minX)
      : min(plate.maxY, frame.maxY) - max(plate.minY, frame.minY)
    return overlap > (aboveOrBelow ? plate.width : plate.height) / 2
  }

  /// Places a label at the first candidate center where it fits, tied to `area` by a straight horizontal or
  /// vertical leader (or none, when it touches the area): the leader ends inside `area` when `endsInside`,
  /// else just outside its edge (for an element that draws text or an image). Candidates from which no
  /// straight leader reaches the area, or whose leader would be hard to follow, are passed over.
  ///
  /// `neighbours` gives the frames of the elements a name over would read as theirs that meet a rectangle,
  /// and `edgeNear` whether another element's edge lies within a distance of a point: both asked by place,
  /// so that a label among thousands of elements costs the few near it.
  /// Returns the label placed, or `nil` without a drop report (the caller decides what happens instead).
  mutating func placeLabel(
    _ text: String, fontSize: CGFloat, role: MarkRole, candidates: [CGPoint], tiedTo area: CGRect,
    endsInside: Bool, leaderRole: MarkRole = .leader, avoiding neighbours: (CGRect) -> [CGRect] = { _ in [] },
    edgeNear: (CGPoint, CGFloat) -> Bool = { _, _ in false }, apartFromLabels gap: CGFloat = 0,
    notInside inner: [CGRect] = [],
    notTouching drawnChildren: [CGRect] = [], leaderSlides: Bool = false, keepsOrder: Bool = false
  ) -> PlannedLabel? {
    let size = plateSize(text, fontSize: fontSize)
    // In stroke widths, so that a magnified drawing ends its leaders as close as one at one to one.
    let stroke = metrics.strokeWidth
    let inset = endsInside ? min(3 * stroke, area.width / 2, area.height / 2) : -2 * stroke
    let end = area.insetBy(dx: inset, dy: inset)
    // Nearest the area first, unless the caller ordered them itself.
    let ordered =
      keepsOrder
      ? candidates
      : candidates.sorted {
        Self.distance(from: $0, to: area) < Self.distance(from: $1, to: area)
      }
    for center in ordered {
      let label = label(text, fontSize: fontSize, role: role, center: center, plateSize: size)
      // Over a neighbor, a name reads as the neighbor's.
      guard neighbours(label.plate).isEmpty, fits([.label(label)]) else { continue }
      if gap > 0 && runsIntoLabel(label.plate, gap: gap) { continue }
      let plate = label.plate
      var group: [AnnotationMark] = [.label(label)]
      // A plate within a clearance and a point of the area touches it: no leader.
      let reach = metrics.labelClearance + 2
      let touching = plate.insetBy(dx: -reach, dy: -reach)
      // Touching a child as well, where the child's edge is the element's, a name reads as the child's
      // (a stack's name over its first button).
      // So does one that lies mostly along a neighbor touching it (a rail's name over the text beside it).
      if touching.meets(area),
        drawnChildren.contains(where: { touching.meets($0) })
          || neighbours(touching).contains(where: { Self.liesMostlyAlong(plate, $0, reach: reach) })
      {
        continue
      }
      if touching.meets(area) {
        if tryPlace(group) { return label }
        continue
      }
      // The leader runs from the middle of what the plate and the area share; one that may slide tries
      // a quarter of the way from either end too, past a mark across the middle.
      for place in leaderSlides ? [0.5, 0.75, 0.25] : [0.5] as [CGFloat] {
        guard let (start, target) = straightLeader(from: plate, to: end, at: place) else { break }
        // A leader ending on an edge that another element's outline shares could be naming either.
        // (A leader ending inside its element, on its fill, is its own however close an edge runs.)
        let near = endsInside ? stroke : 2 * stroke + metrics.labelClearance
        if edgeNear(target, near) { continue }
        // Nor one ending inside a child, which it would read as naming.
        if inner.contains(where: { $0.contains(target) }) { continue }
        if pointIsOnContent(target) || !leaderIsReadable(from: start, to: target)
          || leaderCrossesLeader(from: start, to: target) || leaderCrossesContent(from: start, to: target)
        {
          continue
        }
        if tryPlace([.leader(from: start, to: target, role: leaderRole)] + group) { return label }
      }
    }
    return nil
  }

  /// A horizontal or vertical leader from `plate`'s edge to the nearest point of `area` level with it, or
  /// `nil` when the two overlap along neither axis.
  private func straightLeader(from plate: CGRect, to area: CGRect, at place: CGFloat = 0.5) -> (
    CGPoint, CGPoint
  )? {
    let gap = metrics.labelClearance + 0.5
    let overlapX = (max(plate.minX, area.minX), min(plate.maxX, area.maxX))
    let overlapY = (max(plate.minY, area.minY), min(plate.maxY, area.maxY))
    if overlapX.0 <= overlapX.1 {
      let x = overlapX.0 + (overlapX.1 - overlapX.0) * place
      if plate.maxY <= area.minY { return (CGPoint(x: x, y: plate.maxY + gap), CGPoint(x: x, y: area.minY)) }
      if plate.minY >= area.maxY { return (CGPoint(x: x, y: plate.minY - gap), CGPoint(x: x, y: area.maxY)) }
    }
    if overlapY.0 <= overlapY.1 {
      let y = overlapY.0 + (overlapY.1 - overlapY.0) * place
      if plate.maxX <= area.minX { return (CGPoint(x: plate.maxX + gap, y: y), CGPoint(x: area.minX, y: y)) }
      if plate.minX >= area.maxX { return (CGPoint(x: plate.minX - gap, y: y), CGPoint(x: area.maxX, y: y)) }
    }
    return nil
  }

  /// How far `point` is from the nearest point of `rect`'s outline.
  static func distance(from point: CGPoint, toEdgeOf rect: CGRect) -> CGFloat {
    let inside = rect.contains(point)
    if !inside { return distance(from: point, to: rect) }
    return min(point.x - rect.minX, rect.maxX - point.x, point.y - rect.minY, rect.maxY - point.y)
  }

  private static func distance(from point: CGPoint, to rect: CGRect) -> CGFloat {
    let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
    return hypot(dx, dy)
  }

  /// Where a leader from `plate` to `target` starts: the point of the plate's edge nearest the target,
  /// moved out by the clearance; `nil` when the target is next to the plate (no leader needed).
  func leaderStart(from plate: CGRect, to target: CGPoint) -> CGPoint? {
    let clear = plate.insetBy(dx: -metrics.labelClearance - 0.5, dy: -metrics.labelClearance - 0.5)
    let nearest = CGPoint(
      x: min(max(target.x, clear.minX), clear.maxX), y: min(max(target.y, clear.minY), clear.maxY))
    let distance = hypot(target.x - nearest.x, target.y - nearest.y)
    return distance < 4 ? nil : nearest
  }

  /// Centers for a label of `size` around `rect`: inside its corners when `inside`, then just outside its
  /// edges, then farther out in rings, for labels with a leader.
  func centers(around rect: CGRect, size: CGSize, inside: Bool) -> [CGPoint] {
    let halfWidth = size.width / 2
    let halfHeight = size.height / 2
    let margin = metrics.labelClearance + 1.5
    var centers = inside ? cornersInside(rect, size: size) : []
    for ring in 0..<6 {
      let away = margin + CGFloat(ring) * metrics.tierSpacing
      centers += [
        CGPoint(x: rect.minX + halfWidth, y: rect.minY - away - halfHeight),
        CGPoint(x: rect.maxX + away + halfWidth, y: rect.minY + halfHeight),
        CGPoint(x: rect.maxX - halfWidth, y: rect.minY - away - halfHeight),
        CGPoint(x: rect.minX + halfWidth, y: rect.maxY + away + halfHeight),
        CGPoint(x: rect.minX - away - halfWidth, y: rect.minY + halfHeight),
        CGPoint(x: rect.maxX + away + halfWidth, y: rect.maxY - halfHeight),
        CGPoint(x: rect.minX - away - halfWidth, y: rect.maxY - halfHeight),
        CGPoint(x: rect.maxX + away + halfWidth, y: rect.minY - away - halfHeight),
        // Under it, ending at its right edge: the place left under an element at its parent's right edge.
        CGPoint(x: rect.maxX - halfWidth, y: rect.maxY + away + halfHeight),
      ]
    }
    return centers + outerCenters(toward: CGPoint(x: rect.midX, y: rect.midY), size: size)
  }

  /// Centers for a label of `size` in the four corners inside `rect`, top-left first; none when it does
  /// not fit inside with room to spare.
  func cornersInside(_ rect: CGRect, size: CGSize) -> [CGPoint] {
    let margin = metrics.labelClearance + 1.5
    guard size.width + 2 * margin <= rect.width, size.height + 2 * margin <= rect.height else { return [] }
    let left = rect.minX + margin + size.width / 2
    let right = rect.maxX - margin - size.width / 2
    let top = rect.minY + margin + size.height / 2
    let bottom = rect.maxY - margin - size.height / 2
    return [
      CGPoint(x: left, y: top), CGPoint(x: right, y: top), CGPoint(x: left, y: bottom),
      CGPoint(x: right, y: bottom),
    ]
  }

  /// Centers in rings just outside the elements, level with `point` and then shifted along each side: free
  /// space for a label whose surroundings are full, reached by a leader.
  func outerCenters(toward point: CGPoint, size: CGSize) -> [CGPoint] {
    guard !elementBounds.isNull else { return [] }
    let bounds = elementBounds
    var centers: [CGPoint] = []
    for ring in 0..<4 {
      let away = metrics.labelClearance + 3 + metrics.dimensionGap + CGFloat(ring) * metrics.tierSpacing * 1.5
      for shift in [0, 1, -1, 2, -2] as [CGFloat] {
        let dy = shift * (size.height + 3)
        let dx = shift * (size.width / 2 + 6)
        centers += [
          CGPoint(x: bounds.maxX + away + size.width / 2, y: point.y + dy),
          CGPoint(x: bounds.minX - away - size.width / 2, y: point.y + dy),
          CGPoint(x: point.x + dx, y: bounds.maxY + away + size.height / 2),
          CGPoint(x: point.x + dx, y: bounds.minY - away - size.height / 2),
        ]
      }
    }
    return centers
  }
}
