import Foundation

/// The plan as it is built: marks placed so far, the geometry labels must keep clear of, and what was
/// dropped. Every placement goes through `tryPlace(_:)`, which commits a group of marks only if none of its
/// labels touches anything and none of its lines crosses a label: the guarantee holds by construction.
struct PlanCanvas {
  let metrics: PlannerMetrics
  let measurer: any LabelMeasuring
  private(set) var marks: [AnnotationMark] = []
  private(set) var index: ObstacleIndex
  private(set) var dropped: [DroppedAnnotation] = []
  /// Values above the size tier that found no room by their subject, called out beyond the drawing once
  /// every value has had its place (`placeCallouts()`), in the order they failed.
  var pendingCallouts: [PendingCallout] = []
  /// Values the budget left out: they go into the figure's key, never silently away.
  private(set) var leftOut: [DroppedAnnotation] = []
  /// How many values the figure may still show; `nil` for no limit.
  var valueBudget: Int? {
    didSet { if oldValue == nil { fullValueBudget = valueBudget } }
  }
  /// How many values the figure shows at most.
  private var fullValueBudget: Int?
  /// The tier of the values being placed: a value the budget leaves out is reported as well as left out
  /// unless it is a mere size, so that one the document asks for is never left out silently.
  var tier = RequestTier.askedByName
  /// The element the values being placed are about.
  var subject: Int?
  /// Every value asked for so far, and where it went.
  private(set) var requests: [PlannedRequest] = []
  /// The elements' frames, for the leaders' rules: a leader runs through no fill that holds neither of
  /// its ends and crosses at most two outlines.
  var leaderSurroundings: [(frame: CGRect, filled: Bool, outlined: Bool)] = []
  /// The frames of `leaderSurroundings`, for finding those near a leader; `nil` tests them all.
  var leaderSurroundingFrames: FrameIndex?
  /// The filled elements' frames where they are laid out (not the lower of exploded layers, drawn offset,
  /// nor a detail's context): a size's extension lines cross none that does not hold the element measured.
  var layoutFills: [CGRect] = [] {
    didSet { layoutFillIndex = FrameIndex(layoutFills, cellSize: 2 * metrics.nameFontSize) }
  }
  /// `layoutFills` by where they lie, so that a line is tested against the fills near it only.
  private(set) var layoutFillIndex: FrameIndex?
  /// The elements alone: annotations that find no room near their subject go just beyond it, a few tiers
  /// out at most, so that the drawing cannot run away.
  private(set) var elementBounds: CGRect = .null
  private var sizes: [String: CGSize] = [:]

  init(metrics: PlannerMetrics, measurer: any LabelMeasuring) {
    self.metrics = metrics
    self.measurer = measurer
    // Buckets about the size of a label: a figure drawn small has labels (and leaders) large in points.
    index = ObstacleIndex(cellSize: max(24, 2.5 * metrics.labelFontSize))
  }

  /// Adds geometry that is not a mark of the plan but that labels must avoid (element edges, content).
  mutating func addObstacle(_ shape: Shape, kind: ObstacleKind) {
    index.insert(shape, kind: kind)
  }

  /// Adds a mark that nothing is checked against (outlines, whose edges are obstacles already).
  mutating func addUnchecked(_ mark: AnnotationMark) {
    marks.append(mark)
  }

  /// Notes an annotation that found no room.
  mutating func drop(_ what: String, text: String) {
    dropped.append(DroppedAnnotation(what: what, text: text))
  }

  /// Whether `count` more values fit the budget; when they do not, the annotation is noted as left out.
  mutating func budgetAllows(_ count: Int, what: String, text: String) -> Bool {
    guard let budget = valueBudget, count > 0 else { return true }
    guard count <= budget else {
      leaveOut(DroppedAnnotation(what: what, text: text, reason: .valueBudget(fullValueBudget ?? budget)))
      return false
    }
    return true
  }

  /// Records a value of `role` (nothing when it is not a value) and where it went.
  mutating func record(
    _ text: String, role: MarkRole, _ outcome: PlannedRequest.Outcome, about element: Int? = nil,
    tier valueTier: RequestTier? = nil
  ) {
    guard case .annotation(let kind) = role else { return }
    requests.append(
      PlannedRequest(
        subject: element ?? subject, kind: kind, text: text, priority: (valueTier ?? tier).reportName,
        outcome: outcome))
  }

  /// Notes a value given up so that the rest of its dimension could be drawn: left out of the figure, and
  /// reported when the document asks for it (its `tier`, the one being placed unless given, is above sizes).
  mutating func leaveOut(
    _ what: String, text: String, tier: RequestTier? = nil, role: MarkRole, about element: Int? = nil
  ) {
    leaveOut(DroppedAnnotation(what: what, text: text), tier: tier)
    // Recorded as what it is: dropped when the document asks for it, left out when a mere size.
    let tier = tier ?? self.tier
    record(text, role: role, tier < .size ? .dropped : .leftOut, about: element, tier: tier)
  }

  /// Leaves `left` out of the figure; one the document asks for (not a mere size) is reported too.
  private mutating func leaveOut(_ left: DroppedAnnotation, tier: RequestTier? = nil) {
    leftOut.append(left)
    if (tier ?? self.tier) < .size { dropped.append(left) }
  }

  /// Counts `count` values placed against the budget.
  mutating func spend(_ count: Int) {
    if let budget = valueBudget { valueBudget = budget - count }
  }

  /// The plate size of a label.
  mutating func plateSize(_ text: String, fontSize: CGFloat) -> CGSize {
    let key = "\(fontSize)|\(text)"
    if let size = sizes[key] { return size }
    let text = measurer.size(of: text, fontSize: fontSize)
    let size = CGSize(
      width: text.width + 2 * metrics.labelPadding, height: text.height + 2 * metrics.labelPadding)
    sizes[key] = size
    return size
  }

  /// A label of `text` whose plate is centered on `center`.
  mutating func label(_ text: String, fontSize: CGFloat, role: MarkRole, center: CGPoint) -> PlannedLabel {
    label(
      text, fontSize: fontSize, role: role, center: center, plateSize: plateSize(text, fontSize: fontSize))
  }

  /// A label of `text` with a plate of `size` centered on `center`.
  func label(_ text: String, fontSize: CGFloat, role: MarkRole, center: CGPoint, plateSize size: CGSize)
    -> PlannedLabel
  {
    let plate = CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    return PlannedLabel(
      text: text, fontSize: fontSize, role: role, plate: plate,
      textFrame: plate.insetBy(dx: metrics.labelPadding, dy: metrics.labelPadding))
  }

  /// Commits `group` when it fits: each of its labels (with its clearance) clear of everything placed and of
  /// the group's other marks, and each of its lines, arrowheads and leaders clear of every label placed
  /// (dimension and extension lines and arrowheads clear of content too).
  /// Returns whether it was committed.
  mutating func tryPlace(_ group: [AnnotationMark]) -> Bool {
    guard fits(group) else { return false }
    commit(group)
    return true
  }

  /// Whether `group` could be committed.
  func fits(_ group: [AnnotationMark]) -> Bool {
    let shapes = group.map { shape(of: $0) }
    for (position, mark) in group.enumerated() {
      if case .label(let label) = mark {
        let clear = Shape.rect(label.plate.insetBy(dx: -metrics.labelClearance, dy: -metrics.labelClearance))
        if index.collides(clear, with: ObstacleKinds.all) { return false }
        for (other, shape) in shapes.enumerated() where other != position && shape.intersects(clear) {
          return false
        }
      } else {
        // Dimension and extension lines also keep off text and images; a baseline crosses them on purpose,
        // and a leader's own check lets it end inside the element it names.
        let avoided =
          switch mark {
          case .dimensionLine, .extensionLine, .arrowhead: Self.labelsAndContent
          default: Self.labels
          }
        if index.collides(shapes[position], with: avoided) { return false }
        // Nor does a dimension line run along another line, where the two would read as one.
        if case .dimensionLine(let a, let b, _) = mark, index.runsAlong(a, b, with: Self.lines) {
          return false
        }
      }
    }
    return true
  }

  /// Widens the elements' bounds to hold an element's `rect`.
  mutating func include(_ rect: CGRect) {
    elementBounds = elementBounds.union(rect)
  }

  /// Adds `group`'s marks, checked already (`fits(_:)`), as marks and as obstacles.
  mutating func commit(_ group: [AnnotationMark]) {
    for mark in group {
      marks.append(mark)
      index.insert(shape(of: mark), kind: kind(of: mark))
    }
  }

  private func shape(of mark: AnnotationMark) -> Shape {
    switch mark {
    case .label(let label): return .rect(label.plate)
    case .arrowhead:
      return .rect(mark.bounds(arrowLength: metrics.arrowLength, arrowHalfWidth: metrics.arrowHalfWidth))
    case .dimensionLine(let a, let b, _), .extensionLine(let a, let b, _), .leader(let a, let b, _),
      .baseline(let a, let b, _):
      return .segment(a, b, width: metrics.strokeWidth)
    case .outline(let rect, _, _, _): return .rect(rect)
    }
  }

  private func kind(of mark: AnnotationMark) -> ObstacleKind {
    switch mark {
    case .label: .label
    case .arrowhead: .arrowhead
    case .leader: .leader
    case .dimensionLine, .extensionLine, .baseline: .line
    case .outline: .edge
    }
  }

  private static let labels = ObstacleKinds([.label])
  private static let lines = ObstacleKinds([.line])
  private static let labelsAndContent = ObstacleKinds([.label, .content])

  /// Whether a leader from `start` to `end` would cross another leader, a dimension or extension line or
  /// an arrowhead: a reader following it would turn off at the crossing.
  func leaderCrossesLeader(from start: CGPoint, to end: CGPoint) -> Bool {
    index.collides(
      .segment(start, end, width: metrics.strokeWidth), with: ObstacleKinds([.leader, .line, .arrowhead]))
  }

  /// Whether a leader from `start` to `end` is one a reader follows easily: at most
  /// `metrics.longestLeader` long, through no fill that holds neither of its ends, across at most two
  /// outlines.
  func leaderIsReadable(from start: CGPoint, to end: CGPoint) -> Bool {
    guard hypot(end.x - start.x, end.y - start.y) <= metrics.longestLeader else { return false }
    var crossings = 0
    let bounds = CGRect(
      x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x),
      height: abs(end.y - start.y))
    let near = leaderSurroundingFrames?.indices(meeting: bounds) ?? Array(leaderSurroundings.indices)
    for element in near.lazy.map({ leaderSurroundings[$0] })
    where Self.segment(start, end, meets: element.frame) {
      let startInside = element.frame.contains(start)
      let endInside = element.frame.contains(end)
      if element.filled && !startInside && !endInside { return false }
      if element.outlined { crossings += startInside == endInside ? (startInside ? 0 : 2) : 1 }
      if crossings > 2 { return false }
    }
    return true
  }

  /// Whether the segment from `a` to `b` meets `rect` (Liang–Barsky clipping).
  static func segment(_ a: CGPoint, _ b: CGPoint, meets rect: CGRect) -> Bool {
    var low: CGFloat = 0
    var high: CGFloat = 1
    let dx = b.x - a.x
    let dy = b.y - a.y
    for (p, q) in [
      (-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y),
    ] {
      if p == 0 {
        if q < 0 { return false }
      } else {
        let t = q / p
        if p < 0 { low = max(low, t) } else { high = min(high, t) }
        if low > high { return false }
      }
    }
    return true
  }

  /// Whether the edges of `rect` would touch a label placed already.
  func edgesTouchLabels(_ rect: CGRect) -> Bool {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ]
    return zip(corners, corners.dropFirst() + [corners[0]]).contains { start, end in
      index.collides(
        .segment(start, end, width: metrics.strokeWidth + 2 * metrics.labelClearance), with: Self.labels)
    }
  }

  /// Whether `point` lies on text or an image.
  func pointIsOnContent(_ point: CGPoint) -> Bool {
    index.collides(
      .rect(CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)), with: ObstacleKinds([.content]))
  }

  /// Whether a label plate at `plate` would sit on one line with another label, less than `gap` apart
  /// across: two names side by side read as one phrase.
  func runsIntoLabel(_ plate: CGRect, gap: CGFloat) -> Bool {
    index.collides(.rect(plate.insetBy(dx: -gap, dy: 0)), with: Self.labels)
  }

  /// Whether a segment from `start` to `end` touches content (text or an image) anywhere.
  func segmentTouchesContent(from start: CGPoint, to end: CGPoint) -> Bool {
    index.collides(.segment(start, end, width: metrics.strokeWidth), with: ObstacleKinds([.content]))
  }

  /// Whether a leader from `start` to `end` would cross content (text or an image) on its way; its last
  /// points, inside the element it names, do not count.
  func leaderCrossesContent(from start: CGPoint, to end: CGPoint) -> Bool {
    let length = hypot(end.x - start.x, end.y - start.y)
    guard length > 6 else { return false }
    let t = (length - 6) / length
    let stop = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
    return index.collides(.segment(start, stop, width: metrics.strokeWidth), with: ObstacleKinds([.content]))
  }
}
