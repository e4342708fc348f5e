import Foundation

/// A value called out: the last place a value goes before it is dropped. Beside its subject every
/// candidate met another mark; beyond the drawing, level with the subject, there is room, and a leader
/// from the label to the subject says whose value it is. A dropped value the document asked for is the
/// worst a figure can do; a value at the end of a leader is still read. Only values above the size tier
/// are called out: a plain size that found no room is left out rather than drawn across the layout.
extension PlannerMetrics {
  /// The longest leader of a called-out value: three names' leaders. Past it the eye loses the line across
  /// the figure, and the value is better reported as left out.
  var longestCallout: CGFloat { 3 * longestLeader }
}

/// A value waiting to be called out, with the subject and tier it was asked for in.
struct PendingCallout {
  enum Value {
    /// A dimension whose one value found no room by its line.
    case dimension(DimensionRequest)
    /// A label tied to a point.
    case label(text: String, fontSize: CGFloat, role: MarkRole, target: CGPoint, what: String)
  }

  var value: Value
  var subject: Int?
  var tier: RequestTier
}

extension PlanCanvas {
  /// Calls out each value that found no room by its subject, in the order they failed; one that finds no
  /// room in the margins either is dropped and reported. Called once every value has had its place by its
  /// subject, so that the marks a callout's leader must keep clear of are all drawn, and before names,
  /// which keep clear of the callouts.
  mutating func placeCallouts() {
    let pending = pendingCallouts
    pendingCallouts = []
    let (subjectBefore, tierBefore) = (subject, tier)
    defer { (subject, tier) = (subjectBefore, tierBefore) }
    // A value two requests found no room for (a child's length in its stack's chain and as its own) is
    // called out once.
    var calledOut: Set<String> = []
    for callout in pending {
      subject = callout.subject
      tier = callout.tier
      switch callout.value {
      case .dimension(let request):
        let texts = request.segments.compactMap(\.text)
        // Keyed by the extent measured: the two may word it differently (`watched: 62% → 74.5pt`).
        let labelled = request.segments.filter { $0.text != nil }
        let key =
          "\(request.axis)|"
          + labelled.map { "\(($0.from * 100).rounded())–\(($0.to * 100).rounded())" }.joined(separator: "|")
        guard calledOut.insert(key).inserted else { continue }
        let placed = placeCallout(request)
        for segment in request.segments {
          guard let text = segment.text else { continue }
          record(
            text, role: segment.role, placed ? .figure : .dropped, about: segment.subject, tier: segment.tier)
        }
        if placed {
          spend(texts.count)
        } else {
          drop(request.what, text: texts.joined(separator: ", "))
        }
      case .label(let text, let fontSize, let role, let target, let what):
        if placeCallout(text, fontSize: fontSize, role: role, target: target) {
          spend(1)
          record(text, role: role, .figure)
        } else {
          drop(what, text: text)
          record(text, role: role, .dropped)
        }
      }
    }
  }

  /// Centers for a plate of `size` called out for `target`: in the margins beyond the drawing, nearest
  /// margin first (left, right, above or below), level with the target first (so that the leader runs
  /// straight across or down to it), then a few steps to either side, and a column or row farther out
  /// past marks already in the margin.
  func calloutCenters(size: CGSize, target: CGPoint) -> [CGPoint] {
    guard !elementBounds.isNull else { return [] }
    let gap = metrics.tierSpacing
    let bounds = elementBounds
    var steps: [CGFloat] = [0]
    for step in 0..<metrics.calloutRows { steps += [CGFloat(step + 1), -CGFloat(step + 1)] }
    let across = size.height + 2 * metrics.labelClearance + 2
    let along = size.width + 2 * metrics.labelClearance + 2
    // Columns out from the sides, rows out from the top and bottom; the shortest leader first, whichever
    // margin it comes from, ties in the order made.
    let centers = (0..<metrics.calloutColumns).flatMap { out -> [CGPoint] in
      let sideways = gap + CGFloat(out) * along
      let upDown = gap + CGFloat(out) * across
      return steps.flatMap { step in
        [
          CGPoint(x: bounds.minX - sideways - size.width / 2, y: target.y + step * across),
          CGPoint(x: bounds.maxX + sideways + size.width / 2, y: target.y + step * across),
          CGPoint(x: target.x + step * along, y: bounds.minY - upDown - size.height / 2),
          CGPoint(x: target.x + step * along, y: bounds.maxY + upDown + size.height / 2),
        ]
      }
    }
    return centers.enumerated().sorted { a, b in
      let da = hypot(a.element.x - target.x, a.element.y - target.y)
      let db = hypot(b.element.x - target.x, b.element.y - target.y)
      return (da, a.offset) < (db, b.offset)
    }.map(\.element)
  }

  /// `group` (marks that need no label, such as a dimension's lines) and `text` called out beside the
  /// drawing on a leader to `target`; whether they were placed.
  mutating func placeCallout(
    _ text: String, fontSize: CGFloat, role: MarkRole, target: CGPoint, with group: [AnnotationMark] = []
  ) -> Bool {
    guard !pointIsOnContent(target) else { return false }
    let size = plateSize(text, fontSize: fontSize)
    for center in calloutCenters(size: size, target: target) {
      let label = label(text, fontSize: fontSize, role: role, center: center, plateSize: size)
      guard fits([.label(label)]), let start = leaderStart(from: label.plate, to: target),
        hypot(target.x - start.x, target.y - start.y) <= metrics.longestCallout,
        !leaderCrossesLeader(from: start, to: target), !leaderCrossesContent(from: start, to: target),
        !crossesDrawnLeader(from: start, to: target)
      else { continue }
      if tryPlace(group + [.leader(from: start, to: target, role: .leader), .label(label)]) { return true }
    }
    return false
  }

  /// A dimension with one value whose value found no room by its line, called out: its lines drawn at
  /// the first placement they fit, its value on a leader to the middle of its labelled segment; or, where
  /// no placement takes even its lines, an element's length said in words (`width 110pt`) on a leader to
  /// the middle of the edge it runs along.
  mutating func placeCallout(_ request: DimensionRequest) -> Bool {
    let labelled = request.segments.indices.filter { request.segments[$0].text != nil }
    guard labelled.count == 1, let text = request.segments[labelled[0]].text else { return false }
    var bare = request
    bare.segments[labelled[0]].text = nil
    bare.segments[labelled[0]].ticked = true
    let segment = request.segments[labelled[0]]
    // A value said once for equal segments (`8pt each`) may point at any of them.
    let targets = [segment] + (text.hasSuffix(" each") ? request.segments.filter(\.ticked) : [])
    for placement in request.placements + request.calloutPlacements {
      guard let lines = marks(for: bare, at: placement, beside: .never), fits(lines) else { continue }
      for target in targets {
        let middle = request.axis.point(along: (target.from + target.to) / 2, across: placement.cross)
        if placeCallout(
          text, fontSize: metrics.labelFontSize, role: segment.role, target: middle, with: lines)
        {
          return true
        }
      }
    }
    // Said in words only for an element's own length: a gap or an inset is no `width` of anything.
    guard let measured = request.measured, request.segments.count == 1,
      segment.role == .annotation(.size)
    else { return false }
    let (word, edge) =
      request.axis == .horizontal
      ? ("width", CGPoint(x: measured.midX, y: measured.minY))
      : ("height", CGPoint(x: measured.maxX, y: measured.midY))
    return placeCallout("\(word) \(text)", fontSize: metrics.labelFontSize, role: segment.role, target: edge)
  }

  /// Whether a callout's leader from `start` to `end` crosses a leader or dimension line already drawn,
  /// those no later mark is checked against (a corner's offset) included.
  private func crossesDrawnLeader(from start: CGPoint, to end: CGPoint) -> Bool {
    let callout = Shape.segment(start, end, width: metrics.strokeWidth)
    return marks.contains { mark in
      switch mark {
      case .leader(let from, let to, _), .dimensionLine(let from, let to, _):
        return from != to && callout.intersects(.segment(from, to, width: metrics.strokeWidth))
      default:
        return false
      }
    }
  }
}
