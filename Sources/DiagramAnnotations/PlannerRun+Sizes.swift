import DiagramValues
import Foundation
import TextureLayout

extension PlannerRun {
  /// The main axis of a stack element, or `nil` for any other element.
  func mainAxis(of index: Int) -> PlanAxis? {
    switch elements[index].spec {
    case .horizontalStack: .horizontal
    case .verticalStack: .vertical
    default: nil
    }
  }

  /// The text of an element's length along `axis`, from its record.
  func lengthText(_ index: Int, _ axis: PlanAxis) -> String {
    let element = elements[index]
    let length = axis.length(element.frame.size)
    return ValueText.length(
      axis == .horizontal ? element.sizing?.width : element.sizing?.height, final: length)
  }

  /// A dimension of one element's extent along `axis`, placed in tiers outside it on `side`.
  mutating func placeSize(of index: Int, _ axis: PlanAxis, side: CGFloat, text: String? = nil) {
    canvas.subject = index
    let frame = elements[index].frame
    let (from, to) = axis.range(of: frame)
    guard to - from > 0.01, !isHairline(to - from, of: index) else { return }
    let extent = Extent(axis, from, to)
    guard !shownExtents.contains(extent), !droppedExtents.contains(extent) else { return }
    let crossRange = axis.crossRange(of: frame)
    let starts = { (side: CGFloat) in
      [side > 0 ? crossRange.1 : crossRange.0, side > 0 ? crossRange.1 : crossRange.0]
    }
    // Near the element outside it, then across its inside, then beyond the whole drawing.
    var placements = DimensionRequest.tiers(
      preferring: side, crossRange: crossRange, starts: starts, metrics: metrics, count: 3)
    let span = crossRange.1 - crossRange.0
    if !elements[index].hasContent && index > 0 {
      for fraction in [0.5, 0.25, 0.75] as [CGFloat] where span >= 14 {
        placements.append(.init(cross: crossRange.0 + span * fraction, extensionStarts: nil, outward: 1))
      }
    }
    if let drawing = drawingCross(axis) {
      placements += DimensionRequest.tiers(
        preferring: side, crossRange: crossRange, starts: starts, metrics: metrics, count: 0, beyond: drawing)
    }
    let request = DimensionRequest(
      axis: axis,
      segments: [.init(from: from, to: to, text: text ?? lengthText(index, axis), role: .annotation(.size))],
      placements: placements, what: "\(axis == .horizontal ? "width" : "height") of \(describe(index))",
      measured: frame)
    if canvas.place(request) { shownExtents.insert(extent) } else { droppedExtents.insert(extent) }
  }

  /// Whether a length is a hairline's (a rule, a separator: a point or less), which says nothing a reader
  /// needs unless the element asks for its size by name.
  func isHairline(_ length: CGFloat, of index: Int) -> Bool {
    length <= 1 && elements[index].addedKinds.isDisjoint(with: Self.sizeKinds)
  }

  /// Whether the element's length along `axis` is shown: `size` shows both, `width` and `height` one; an
  /// element that asks for it by name shows it whatever it is, others only when it tells
  /// (`LengthsTold`).
  func showsSize(_ index: Int, _ axis: PlanAxis) -> Bool {
    let kinds: [AnnotationKind] = [.size, axis == .horizontal ? .width : .height]
    guard kinds.contains(where: { shows($0, index) }) else { return false }
    let element = elements[index]
    let askedByName = kinds.contains { element.addedKinds.contains($0) && !element.removedKinds.contains($0) }
    return askedByName || lengthsTold.tells(index, axis)
  }

  /// How many values the root's size shows (its width, its height, both or neither).
  var rootSizeValues: Int {
    guard !elements.isEmpty, admits(Self.sizeKinds, .size, about: [0]) else { return 0 }
    return [PlanAxis.horizontal, .vertical].filter { showsSize(0, $0) }.count
  }

  /// The root's width above it and its height on its left.
  mutating func addRootSize() {
    guard !elements.isEmpty, admits(Self.sizeKinds, .size, about: [0]) else { return }
    if showsSize(0, .horizontal) { placeSize(of: 0, .horizontal, side: -1) }
    if showsSize(0, .vertical) { placeSize(of: 0, .vertical, side: -1) }
  }

  /// Each single-line stack's children along its main axis as one chain: the free space before the first,
  /// each child, the gaps between (equal gaps labelled once, `3 × 46.67pt`), the free space after; on the
  /// side after the stack (below a row, right of a column).
  mutating func addStackChains() {
    for index in elements.indices {
      guard let axis = mainAxis(of: index), !repeatedSiblings.repeatsSibling(index) else { continue }
      // A chain says the stack's spacing and its children's bases and lengths: asked for by name when the
      // stack or a child asks for one of those.
      guard
        admits(
          Self.sizeKinds.union([.spacing, .flexBasis]), .authored, about: [index] + elements[index].children)
      else { continue }
      canvas.subject = index
      addChain(of: index, axis)
    }
  }

  private mutating func addChain(of index: Int, _ axis: PlanAxis) {
    let stack = elements[index]
    var stackLine: StackLineSizing?
    var stackSizing: StackSizing?
    if case .stack(let sizing) = stack.sizing?.contribution {
      guard sizing.lines.count <= 1 else { return }
      stackSizing = sizing
      stackLine = sizing.lines.first
    }
    let children = stack.children.sorted {
      axis.range(of: elements[$0].frame).0 < axis.range(of: elements[$1].frame).0
    }
    guard !children.isEmpty else { return }
    let spacingShown = shows(.spacing, index)
    let (stackStart, stackEnd) = axis.range(of: stack.frame)
    var segments: [DimensionRequest.Segment] = []
    // The child each segment measures, `nil` for a gap: what a value given up is said to be in the key.
    var owners: [Int?] = []
    var cursor = stackStart
    // Exact gap values from the record: spacing plus justify's share.
    let exactGap = (stackSizing?.spacing ?? 0) + (stackLine?.justifySpacing ?? 0)
    var gaps: [(segment: Int, value: CGFloat, isEnd: Bool)] = []
    // Children whose text is their length alone, which equal neighbors may share.
    var plainTexts: Set<Int> = []
    // The value of each segment named on its value, before its name was put on it.
    var valuesBeforeNames: [Int: String] = [:]
    for (position, child) in children.enumerated() {
      let (start, end) = axis.range(of: elements[child].frame)
      if start - cursor > 0.01 {
        let frameGap = start - cursor
        let isLeading = position == 0
        let exact: CGFloat
        if isLeading {
          exact =
            abs((stackLine?.leadingSpace ?? frameGap) - frameGap) < 1
            ? (stackLine?.leadingSpace ?? frameGap) : frameGap
        } else {
          exact = abs(exactGap - frameGap) < 1 ? exactGap : frameGap
        }
        segments.append(.init(from: cursor, to: start, text: nil, role: .annotation(.spacing)))
        owners.append(nil)
        if spacingShown { gaps.append((segments.count - 1, exact, isLeading)) }
      }
      guard end - start > 0.01, start >= cursor - 0.01 else { continue }
      // A length an authored value has given already (a ratio's height) is not given again.
      // Nor is a text leaf's measured height.
      var text =
        shownExtents.contains(Extent(axis, start, end)) || (axis == .vertical && hidesTextHeight(child))
          || (axis == .horizontal && hidesTextWidth(child))
        ? nil : childText(child, axis)
      if let text, text == ValueText.points(axis.length(elements[child].frame.size)) {
        plainTexts.insert(segments.count)
      }
      // A leaf too thin across the chain to hold its name (a rail's line, a rule) is named on its value:
      // beside it there is seldom room, and the value already points at it. So is a child that grew or
      // shrank, whose value is the figure's point: the segment spans exactly the child, so its name there
      // needs no leader (`searchField: flexGrow 1 → 288pt`).
      let isThinLeaf =
        elements[child].children.isEmpty
        && axis.crossLength(elements[child].frame.size) < metrics.nameFontSize
      let isFlexed = elements[child].sizing?.stackChild?.flex != nil
      if let value = text, let name = elements[child].name, isThinLeaf || isFlexed,
        !namedPlaced.contains(child), !elements[child].isNamedElsewhere
      {
        text = "\(name): \(value)"
        namedOnValues.insert(child)
        valuesBeforeNames[segments.count] = value
      }
      segments.append(.init(from: start, to: end, text: text, role: childRole(child), subject: child))
      owners.append(child)
      cursor = end
    }
    if stackEnd - cursor > 0.01 {
      let frameGap = stackEnd - cursor
      var exact = frameGap
      if let line = stackLine {
        let trailing =
          line.freeSpace - line.leadingSpace - CGFloat(max(children.count - 1, 0)) * line.justifySpacing
        if abs(trailing - frameGap) < 1 { exact = trailing }
      }
      segments.append(.init(from: cursor, to: stackEnd, text: nil, role: .annotation(.spacing)))
      owners.append(nil)
      if spacingShown { gaps.append((segments.count - 1, exact, true)) }
    }
    labelGaps(gaps, in: &segments)
    let lengthsAlone = plainTexts
    let (sharedOnce, unnamed) = labelEqualChildrenOnce(
      &segments, plainTexts: plainTexts, valuesBeforeNames: valuesBeforeNames)
    plainTexts.formUnion(sharedOnce)
    // A value said once for all no longer carries the children's names: they are placed as names are.
    for position in unnamed { if let owner = owners[position] { namedOnValues.remove(owner) } }
    guard segments.contains(where: { $0.text != nil }) else { return }
    // Each boundary's extension line starts at the edge of the child it belongs to, else at the stack's.
    let crossRange = axis.crossRange(of: stack.frame)
    let edges = ChainEdges(children.map { elements[$0].frame }, axis)
    let startsOf = { (segments: [DimensionRequest.Segment]) -> (CGFloat) -> [CGFloat] in
      let boundaries = DimensionRequest(axis: axis, segments: segments, placements: [], what: "").boundaries
      let ownerFrames = boundaries.map { edges.frame(at: $0) ?? stack.frame }
      return { side in
        ownerFrames.map { frame in
          let range = axis.crossRange(of: frame)
          return side > 0 ? range.1 : range.0
        }
      }
    }
    let starts = startsOf(segments)
    // The side where the children's edges lie nearest the stack's, so that extension lines stay short.
    let reach = { (side: CGFloat) -> CGFloat in
      starts(side).reduce(0) { $0 + abs((side > 0 ? crossRange.1 : crossRange.0) - $1) }
    }
    let side: CGFloat = reach(-1) + 0.01 < reach(1) ? -1 : 1
    // When the whole chain finds no room, its least telling values are given up one at a time (into the
    // key) before the chain is: a grown child's value matters more than a gap's or a plain length.
    var attempt = segments
    var givenUp: [(what: String, text: String, tier: RequestTier, role: MarkRole, subject: Int?)] = []
    // Each value's tier, as the planner ranks requests: what the stack or a child asks for by name, then
    // authored spacing, then what inputs did (a grown child, justify's free space), then plain lengths.
    let stackAsks = elements[index].addedKinds
    let tiers = segments.indices.map { position -> RequestTier in
      let gap = gaps.first { $0.segment == position }
      if segments[position].role == .annotation(.spacing) {
        let nature: RequestTier =
          gap.map { $0.isEnd || abs($0.value - (stackSizing?.spacing ?? $0.value)) > 0.005 } ?? true
          ? .effect : .authored
        return RequestTier.of([.spacing], nature: nature, asked: stackAsks)
      }
      let asked = owners[position].map { elements[$0].addedKinds } ?? []
      let authored = owners[position].map { authorsItsLength($0, axis) } ?? false
      return RequestTier.of(
        Self.sizeKinds.union([.flexBasis]),
        nature: authored ? .authored : lengthsAlone.contains(position) ? .size : .effect, asked: asked)
    }
    // Each value is reported at its own tier, not the chain's.
    for position in attempt.indices { attempt[position].tier = tiers[position] }
    while true {
      let labelled = attempt.indices.filter { attempt[$0].text != nil }
      var next = Self.thinned(attempt, tiers: tiers)
      // A chain of many values that finds no room gives up half of them at a time: one by one, a row of
      // a thousand children would try a thousand placements of a thousand segments.
      if labelled.count > PlannerMetrics.valuesGivenUpOneByOne {
        for _ in 1..<(labelled.count / 2) {
          guard let thinner = next.flatMap({ Self.thinned($0, tiers: tiers) }) else { break }
          next = thinner
        }
      }
      let what =
        labelled.count == 1
        ? chainSubject(owners[labelled[0]], axis, stack: index)
        : "children of \(describe(index)) along its main axis"
      // Only the segments with a value are drawn, and the gaps another's `each` gives: a bare stretch of
      // line with arrowheads asks a question it does not answer.
      let drawn = attempt.filter { $0.text != nil || $0.ticked }
      var request = DimensionRequest(
        axis: axis, segments: drawn,
        placements: DimensionRequest.tiers(
          preferring: side, crossRange: crossRange, starts: startsOf(drawn), metrics: metrics,
          beyond: drawingCross(axis)
        ), what: what, measured: stack.frame)
      // Gaps alone may be drawn across the stack's middle, between the children, when called out.
      if drawn.allSatisfy({ $0.role == .annotation(.spacing) }) {
        request.calloutPlacements = [
          .init(cross: (crossRange.0 + crossRange.1) / 2, extensionStarts: nil, outward: side)
        ]
      }
      let pendingBefore = canvas.pendingCallouts.count
      if canvas.place(request, reportsDrop: next == nil) {
        for (index, segment) in attempt.enumerated() where segment.text != nil || plainTexts.contains(index) {
          shownExtents.insert(Extent(axis, segment.from, segment.to))
        }
        for (index, segment) in attempt.enumerated() where segment.text != nil {
          // The one name stands for every element sharing the child's frame.
          if let owner = owners[index], namedOnValues.contains(owner) {
            namedPlaced.insert(owner)
            namedPlaced.formUnion(frameGroup(from: frameGroupTop(of: owner)))
          }
        }
        // Free space is shown when an end's gap, or a gap wider than the spacing (justify's share), is.
        if gaps.contains(where: { gap in
          attempt[gap.segment].text != nil
            && (gap.isEnd || abs(gap.value - (stackSizing?.spacing ?? gap.value)) > 0.005)
        }) {
          freeSpaceShown = true
        }
        for value in givenUp {
          canvas.leaveOut(
            value.what, text: value.text, tier: value.tier, role: value.role, about: value.subject ?? index)
        }
        return
      }
      guard let next else {
        // A value waiting to be called out is said there: its length is not given again as a size.
        if canvas.pendingCallouts.count > pendingBefore {
          for segment in attempt where segment.text != nil {
            shownExtents.insert(Extent(axis, segment.from, segment.to))
          }
        }
        // The last value was dropped (and reported); those given up before it are left out too.
        for value in givenUp {
          canvas.leaveOut(
            value.what, text: value.text, tier: value.tier, role: value.role, about: value.subject ?? index)
        }
        return
      }
      for position in attempt.indices where attempt[position].text != nil && next[position].text == nil {
        givenUp.append(
          (
            chainSubject(owners[position], axis, stack: index), attempt[position].text!, tiers[position],
            attempt[position].role, owners[position]
          ))
      }
      attempt = next
    }
  }

  /// What a value of a stack's chain is, for the key: a child's width or height, or a gap of the stack.
  private func chainSubject(_ owner: Int?, _ axis: PlanAxis, stack: Int) -> String {
    let length = axis == .horizontal ? "width" : "height"
    return owner.map { "\(length) of \(describe($0))" } ?? "spacing of \(describe(stack))"
  }

  /// The chain with the text of its least telling labelled segment removed: of the lowest request tier
  /// (`tiers`, by segment), the shortest segment first; `nil` when one label or none is left.
  private static func thinned(_ segments: [DimensionRequest.Segment], tiers: [RequestTier])
    -> [DimensionRequest.Segment]?
  {
    let labelled = segments.indices.filter { segments[$0].text != nil }
    guard labelled.count > 1 else { return nil }
    let victim = labelled.min { a, b in
      let key = { (index: Int) in (-tiers[index].rawValue, segments[index].to - segments[index].from) }
      return key(a) < key(b)
    }!
    var thinned = segments
    thinned[victim].text = nil
    return thinned
  }

  /// Labels equal gaps once: gaps between children of the same exact value get `N × value` on the first;
  /// the free space at the ends is grouped apart from them (it is justify's, not spacing).
  private func labelGaps(
    _ gaps: [(segment: Int, value: CGFloat, isEnd: Bool)], in segments: inout [DimensionRequest.Segment]
  ) {
    var groups: [(value: CGFloat, isEnd: Bool, members: [Int])] = []
    for gap in gaps {
      // The two ends are never next to each other: each is labelled on its own.
      if !gap.isEnd, let index = groups.firstIndex(where: { abs($0.value - gap.value) < 0.005 && !$0.isEnd })
      {
        groups[index].members.append(gap.segment)
      } else {
        groups.append((gap.value, gap.isEnd, [gap.segment]))
      }
    }
    // Equal gaps say their value once, `8pt each`, on the first; the others keep their arrowheads, so that
    // each is seen to be one of them (a value alone on one of several gaps would read as their sum).
    for group in groups {
      let text = ValueText.points(group.value)
      segments[group.members[0]].text = group.members.count > 1 ? "\(text) each" : text
      for member in group.members.dropFirst() { segments[member].ticked = true }
    }
  }

  /// When every child labelled with its length alone has the same text, the first says it once for all
  /// (`60pt each`) and the others, each marked by its own arrowheads, are left unlabelled: the same value
  /// three times in a row says nothing more.
  /// Returns the segments the first one's `each` covers, which count as shown, and those whose names
  /// (`valuesBeforeNames`: a segment named on its value) the shared value no longer carries.
  private func labelEqualChildrenOnce(
    _ segments: inout [DimensionRequest.Segment], plainTexts: Set<Int>, valuesBeforeNames: [Int: String]
  ) -> (shared: Set<Int>, unnamed: [Int]) {
    // Children that say the same where they came from (`flexBasis 20% → 78pt` five times) say it once too,
    // whatever names were put on their values (`cell1: flexGrow 1 → 70pt`, `cell2: …`).
    let children = segments.indices.filter {
      segments[$0].role != .annotation(.spacing) && segments[$0].text != nil
    }
    let values = children.map { valuesBeforeNames[$0] ?? segments[$0].text }
    if children.count > 1, let first = children.first, let text = values[0],
      values.allSatisfy({ $0 == text }), !plainTexts.contains(first)
    {
      segments[first].text = "\(text) each"
      for index in children.dropFirst() { segments[index].text = nil }
      return (Set(children), children.filter { valuesBeforeNames[$0] != nil })
    }
    let labelled = plainTexts.sorted()
    guard labelled.count > 1, let first = labelled.first, let text = segments[first].text,
      labelled.allSatisfy({ segments[$0].text == text }),
      segments.indices.filter({ segments[$0].text != nil && segments[$0].role == .annotation(.size) }).count
        == labelled.count
    else { return ([], []) }
    segments[first].text = "\(text) each"
    for index in labelled.dropFirst() { segments[index].text = nil }
    return (Set(labelled), [])
  }

  /// A chain segment's text for a child: its length with its basis and flexing when sizes or bases show.
  func childText(_ child: Int, _ axis: PlanAxis) -> String? {
    let element = elements[child]
    let length = axis.length(element.frame.size)
    let basisShown =
      shows(.flexBasis, child) && element.sizing?.stackChild?.flexBasis != .auto
      && element.sizing?.stackChild != nil
    let sizeShown = showsSize(child, axis) && element.name != nil
    guard basisShown || sizeShown else { return nil }
    if let stackChild = element.sizing?.stackChild, stackChild.flex != nil || basisShown {
      // Texture starts the one child that both grows and shrinks at zero, unmeasured, and grows it into
      // what its siblings leave (ASStackUnpositionedLayout.mm, optimized flexing): content that would take
      // more gives way to fit, so "grew" would say the opposite of what a reader sees (a cut-off text).
      // (A stack of texts gives way as a text does: its texts are cut.) The record says when it happened.
      if stackChild.measuredAtZero, !basisShown, let flex = stackChild.flex, flex.direction == .grow,
        !stackChild.baseFromBasis, abs(stackChild.baseLength) < 0.005
      {
        return
          "flexGrow \(ValueText.number(flex.factor)): the rest → \(ValueText.points(length))"
      }
      return ValueText.flexed(stackChild, final: length, showsBasis: basisShown)
    }
    return lengthText(child, axis)
  }

  private func childRole(_ child: Int) -> MarkRole {
    let element = elements[child]
    let basisShown =
      shows(.flexBasis, child) && element.sizing?.stackChild?.flexBasis != .auto
      && element.sizing?.stackChild != nil
    return basisShown ? .annotation(.flexBasis) : .annotation(.size)
  }

  /// Stack children's cross sizes: once for all when they match (unless the stack's own is shown), else
  /// each child's, inside it first.
  mutating func addCrossSizes() {
    for index in elements.indices {
      guard let main = mainAxis(of: index), !repeatedSiblings.repeatsSibling(index) else { continue }
      let cross: PlanAxis = main == .horizontal ? .vertical : .horizontal
      let children = elements[index].children
      let nature: RequestTier = children.contains { authorsItsLength($0, cross) } ? .authored : .size
      guard admits(Self.sizeKinds, nature, about: children) else { continue }
      let shown = elements[index].children.filter {
        showsSize($0, cross) && elements[$0].name != nil && !(cross == .vertical && hidesTextHeight($0))
          && !(cross == .horizontal && hidesTextWidth($0))
      }
      guard !shown.isEmpty else { continue }
      if addStretchGhosts(shown, cross) { continue }
      let lengths = shown.map { cross.length(elements[$0].frame.size) }
      let texts = shown.map { crossText($0, cross) }
      let stackCross = cross.length(elements[index].frame.size)
      if lengths.allSatisfy({ abs($0 - lengths[0]) < 0.005 }) && texts.allSatisfy({ $0 == texts[0] }) {
        let first = shown[0]
        let (from, to) = cross.range(of: elements[first].frame)
        // Children as long as their stack across it: the stack's own size says it, once.
        if abs(lengths[0] - stackCross) < 0.005 { continue }
        let text = shown.count > 1 ? "\(texts[0]) each" : texts[0]
        placeInside(first, cross, from: from, to: to, text: text)
        for child in shown {
          shownExtents.insert(
            Extent(cross, cross.range(of: elements[child].frame).0, cross.range(of: elements[child].frame).1))
        }
      } else {
        for (child, text) in zip(shown, texts) {
          let (from, to) = cross.range(of: elements[child].frame)
          placeInside(child, cross, from: from, to: to, text: text)
        }
      }
    }
  }

  /// A stack child's cross length.
  private func crossText(_ child: Int, _ cross: PlanAxis) -> String {
    lengthText(child, cross)
  }

  /// What a stretched child asked for across its stack before the stretch (its content's size, else what
  /// it measured at), when that differs from what it got.
  private func lengthBeforeStretch(_ child: Int, _ cross: PlanAxis) -> CGFloat? {
    guard let record = elements[child].sizing, let sizing = record.stackChild, sizing.stretched else {
      return nil
    }
    let before = (cross == .horizontal ? record.width : record.height).wanted ?? sizing.measuredCross
    return abs(before - cross.length(elements[child].frame.size)) >= 0.005 ? before : nil
  }

  /// Children a stack stretched across it, each drawn as it asked to be: a dashed outline from the stack's
  /// cross start, so that the stretch is seen rather than read. Drawn before any label, which then keeps
  /// clear of it; `addCrossSizes` puts each asked-for length inside its outline.
  mutating func addStretchOutlines() {
    for index in elements.indices {
      guard let main = mainAxis(of: index), !repeatedSiblings.repeatsSibling(index) else { continue }
      let cross: PlanAxis = main == .horizontal ? .vertical : .horizontal
      // Not around text or an image: the outline would run through the content.
      let shown = elements[index].children.filter {
        showsSize($0, cross) && elements[$0].name != nil && !elements[$0].hasContent
      }
      let befores = shown.map { lengthBeforeStretch($0, cross) }
      guard !shown.isEmpty, befores.allSatisfy({ $0 != nil }) else { continue }
      for (child, before) in zip(shown, befores.map { $0! }) {
        let frame = elements[child].frame
        let ghost =
          cross == .vertical
          ? CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: before)
          : CGRect(x: frame.minX, y: frame.minY, width: before, height: frame.height)
        // Inset across the stretch only, so that the outline's length along it is the length it shows.
        let outline = cross == .vertical ? ghost.insetBy(dx: 3, dy: 0) : ghost.insetBy(dx: 0, dy: 3)
        guard outline.width >= 4, outline.height >= 4, !edgesCrossContent(outline) else { continue }
        canvas.addUnchecked(.outline(outline, role: .annotation(.size), dashed: true, element: child))
        addEdges(of: outline)
        stretchOutlines[child] = ghost
      }
    }
  }

  /// Whether the edges of `outline` would run through an element's text or image (a row's control cut by
  /// the outline of the length the row asked for), where they read as a strikethrough.
  func edgesCrossContent(_ outline: CGRect) -> Bool {
    frames.indices(meeting: outline).contains { index in
      elements[index].hasContent && !outline.encloses(elements[index].frame, tolerance: 0.5)
    }
  }

  /// The lengths stretched children asked for, inside their outlines. Returns whether every shown child
  /// had one (then nothing else is said of their cross sizes).
  private mutating func addStretchGhosts(_ shown: [Int], _ cross: PlanAxis) -> Bool {
    guard !shown.isEmpty, shown.allSatisfy({ stretchOutlines[$0] != nil }) else { return false }
    for child in shown {
      let ghost = stretchOutlines[child]!
      let (from, to) = cross.range(of: ghost)
      placeInside(child, cross, from: from, to: to, text: ValueText.points(cross.length(ghost.size)))
    }
    return true
  }

  /// A dimension of an element's extent drawn inside it (across its middle, then nearer its sides), else
  /// outside it in tiers.
  mutating func placeInside(_ index: Int, _ axis: PlanAxis, from: CGFloat, to: CGFloat, text: String) {
    canvas.subject = index
    guard to - from > 0.01, !isHairline(to - from, of: index) else { return }
    let extent = Extent(axis, from, to)
    guard !shownExtents.contains(extent), !droppedExtents.contains(extent) else { return }
    let frame = elements[index].frame
    let crossRange = axis.crossRange(of: frame)
    let span = crossRange.1 - crossRange.0
    var placements: [DimensionRequest.Placement] = []
    if !elements[index].hasContent {
      for fraction in [0.5, 0.25, 0.75, 0.12, 0.88] as [CGFloat] where span >= 12 {
        placements.append(.init(cross: crossRange.0 + span * fraction, extensionStarts: nil, outward: 1))
      }
    }
    placements += DimensionRequest.tiers(
      preferring: 1, crossRange: crossRange,
      starts: { side in [side > 0 ? crossRange.1 : crossRange.0, side > 0 ? crossRange.1 : crossRange.0] },
      metrics: metrics, beyond: drawingCross(axis))
    let request = DimensionRequest(
      axis: axis, segments: [.init(from: from, to: to, text: text, role: .annotation(.size))],
      placements: placements, what: "\(axis == .horizontal ? "width" : "height") of \(describe(index))",
      measured: frame)
    if canvas.place(request) { shownExtents.insert(extent) } else { droppedExtents.insert(extent) }
  }

  /// Maximum widths and heights an element did not reach, authored values a reader asks about (how wide
  /// can a bubble grow): a dimension from the element's start edge to where the maximum would end,
  /// `maxWidth 75% → 263.25pt`, outside the element. Only where that reach is room the element could
  /// grow into (inside its parent, over no other element): a span across a neighbor or past the parent's
  /// edge would read as the element's own length, which it is not.
  mutating func addUnreachedMaximums() {
    for index in elements.indices where index > 0 && elements[index].name != nil {
      guard admits(Self.sizeKinds, .authored, about: [index]), let record = elements[index].sizing else {
        continue
      }
      canvas.subject = index
      for axis in [PlanAxis.horizontal, .vertical] where showsSize(index, axis) {
        let sizing = axis == .horizontal ? record.width : record.height
        guard sizing.maxStyle.unit != .auto, let maximum = sizing.styleRange?.upper, maximum.isFinite,
          maximum > sizing.length + 0.5
        else { continue }
        let frame = elements[index].frame
        // A child aligned to its stack's cross end grows towards its start: the maximum is drawn back from
        // its end edge, where the element stays.
        let crossAxis: LayoutAxis = axis == .horizontal ? .horizontal : .vertical
        let growsBack =
          record.stackChild.map { $0.mainAxis != crossAxis && $0.alignment == .end } ?? false
        let start = growsBack ? axis.range(of: frame).1 - maximum : axis.range(of: frame).0
        guard isRoomToGrow(index, axis, from: start, length: maximum) else { continue }
        let name = axis == .horizontal ? "maxWidth" : "maxHeight"
        let stated = sizing.maxStyle.unit == .fraction ? "\(ValueText.stated(sizing.maxStyle)) → " : ""
        let text = "\(name) \(stated)\(ValueText.points(maximum))"
        let crossRange = axis.crossRange(of: frame)
        let request = DimensionRequest(
          axis: axis,
          segments: [.init(from: start, to: start + maximum, text: text, role: .annotation(.size))],
          placements: DimensionRequest.tiers(
            preferring: -1, crossRange: crossRange,
            starts: { side in
              [side > 0 ? crossRange.1 : crossRange.0, side > 0 ? crossRange.1 : crossRange.0]
            },
            metrics: metrics, beyond: drawingCross(axis)),
          what: "\(name) of \(describe(index))", measured: frame)
        canvas.place(request)
      }
    }
  }

  /// Whether the span `length` long from `start` along `axis`, across the element at `index`, is room it
  /// could grow into: within its parent's frame, and meeting no element but its ancestors and its own.
  private func isRoomToGrow(_ index: Int, _ axis: PlanAxis, from start: CGFloat, length: CGFloat) -> Bool {
    let frame = elements[index].frame
    let reach =
      axis == .horizontal
      ? CGRect(x: start, y: frame.minY, width: length, height: frame.height)
      : CGRect(x: frame.minX, y: start, width: frame.width, height: length)
    if let parent = elements[index].parent,
      !elements[parent].frame.insetBy(dx: -0.5, dy: -0.5).encloses(reach)
    {
      return false
    }
    var related: Set<Int> = [index]
    var ancestor = elements[index].parent
    while let current = ancestor {
      related.insert(current)
      ancestor = elements[current].parent
    }
    return !frames.indices(meeting: reach.insetBy(dx: 0.5, dy: 0.5)).contains { other in
      !related.contains(other) && !isDescendant(other, of: index)
        && !elements[other].frame.intersection(reach).insetBy(dx: 0.25, dy: 0.25).isNull
    }
  }

  /// Whether the element at `index` lies inside the element at `ancestor`.
  private func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
    var current = elements[index].parent
    while let parent = current {
      if parent == ancestor { return true }
      current = elements[parent].parent
    }
    return false
  }

  /// Named elements' sizes not shown yet by the root, a chain or cross sizes: width below, height right.
  mutating func addOtherSizes() {
    let axes = [PlanAxis.horizontal, .vertical]
    // A stack's children of one length along its main axis (a keypad's keys, a strip's tiles) say it once,
    // on the first: the same value on each says nothing more, and crowds out the values that differ.
    // (Across the axis, equal lengths are the stack's own, stretched; children placed anywhere, as an
    // absolute spec's, are not a series a reader takes in at once; children over one another, a
    // background's layers, share the extent, which is said once anyway.)
    var alike: [SiblingLength: [Int]] = [:]
    for index in elements.indices {
      guard let parent = elements[index].parent, let along = mainAxis(of: parent) else { continue }
      for axis in axes where axis == along && showsOtherSize(index, axis) {
        let key = SiblingLength(parent: elements[index].parent, axis: axis, text: lengthText(index, axis))
        // Layers over one another are siblings next to each other: the last member is the one to compare.
        let frame = elements[index].frame
        if let last = alike[key]?.last, elements[last].frame.meetsInterior(frame) { continue }
        alike[key, default: []].append(index)
      }
    }
    // Each group's first member says it for the group; the others are looked up, not searched for.
    var groups: [SizedAlong: [Int]] = [:]
    for (key, members) in alike where members.count > 1 {
      for member in members { groups[SizedAlong(index: member, axis: key.axis)] = members }
    }
    // So do the corresponding children of repeated parents (a table's rows, a strip's columns): the
    // child at one place in each of a parent's children, of one length.
    var cousins: [CousinLength: [Int]] = [:]
    for index in elements.indices {
      guard let parent = elements[index].parent, let grandparent = elements[parent].parent,
        let position = elements[parent].children.firstIndex(of: index)
      else { continue }
      for axis in axes
      where groups[SizedAlong(index: index, axis: axis)] == nil && showsOtherSize(index, axis) {
        let key = CousinLength(
          grandparent: grandparent, position: position, axis: axis, text: lengthText(index, axis))
        cousins[key, default: []].append(index)
      }
    }
    for (key, members) in cousins where members.count > 1 {
      for member in members { groups[SizedAlong(index: member, axis: key.axis)] = members }
    }
    var saidByAnother: Set<SizedAlong> = []
    for (sized, members) in groups where members.first != sized.index { saidByAnother.insert(sized) }
    // Nested sizes are drawn inside out as a drawing's dimensions are: the deepest element's first, so that
    // it takes the lane nearest the elements and a size that contains it lies beyond it, its extension
    // lines crossing no dimension line of the sizes inside it.
    let depths = self.depths
    for index in elements.indices.sorted(by: { (depths[$0], $1) > (depths[$1], $0) }) {
      for axis in axes where showsOtherSize(index, axis) {
        // A child as long as its parent along the axis (a ratio filling its tile) is said by the parent.
        if let parent = elements[index].parent, parent > 0, elements[parent].name != nil,
          showsSize(parent, axis)
        {
          let (start, end) = axis.range(of: elements[index].frame)
          let (parentStart, parentEnd) = axis.range(of: elements[parent].frame)
          if abs(start - parentStart) < 0.01 && abs(end - parentEnd) < 0.01 { continue }
        }
        guard !saidByAnother.contains(SizedAlong(index: index, axis: axis)) else { continue }
        let members = groups[SizedAlong(index: index, axis: axis)] ?? [index]
        placeSize(
          of: index, axis, side: 1,
          text: members.count > 1 ? "\(lengthText(index, axis)), each of \(members.count)" : nil)
      }
    }
  }

  /// How many ancestors each element has; parents come before their children.
  var depths: [Int] {
    var depths = [Int](repeating: 0, count: elements.count)
    for index in elements.indices {
      if let parent = elements[index].parent { depths[index] = depths[parent] + 1 }
    }
    return depths
  }

  /// Whether a named element's length along `axis` is shown in this tier by `addOtherSizes()`.
  private func showsOtherSize(_ index: Int, _ axis: PlanAxis) -> Bool {
    index > 0 && elements[index].name != nil
      && admits(Self.sizeKinds, authorsItsLength(index, axis) ? .authored : .size, about: [index])
      && showsSize(index, axis)
      && !(axis == .horizontal ? hidesTextWidth(index) : hidesTextHeight(index))
  }

  /// An element's length along an axis.
  private struct SizedAlong: Hashable {
    var index: Int
    var axis: PlanAxis
  }

  /// The lengths of the children at one place in each of a parent's children, alike when their values
  /// read the same.
  private struct CousinLength: Hashable {
    var grandparent: Int
    var position: Int
    var axis: PlanAxis
    var text: String
  }

  /// Siblings' lengths along an axis, alike when their values read the same.
  private struct SiblingLength: Hashable {
    var parent: Int?
    var axis: PlanAxis
    var text: String
  }

  /// Whether the element's style decided its length along `axis` (an exact width or height, a minimum or a
  /// maximum that bound it) other than as the whole of its parent's (`100%`): a value the author wrote,
  /// which the figure is often about and which ranks with authored inputs, above what the layout measured.
  func authorsItsLength(_ index: Int, _ axis: PlanAxis) -> Bool {
    guard let record = axis == .horizontal ? elements[index].sizing?.width : elements[index].sizing?.height
    else { return false }
    let whole = record.style.unit == .fraction && record.style.value == 1
    switch record.decidedBy {
    case .styleExact: return !whole
    case .styleMin, .styleMax: return true
    default:
      // A stack lays a child out again at its final length, so the record may say the stack fixed it: the
      // style that asked for that length is still what decided it.
      let styled = [record.style, record.minStyle, record.maxStyle].contains { dimension in
        dimension.unit != .auto
          && dimension.resolved(against: record.parentLength).map { abs($0 - record.unceiled) < 0.5 } == true
      }
      return !whole && (styled || (record.style.unit == .fraction && record.style.value != 1))
    }
  }

  /// Whether a text leaf's width stays unshown: the width its words happened to take is not a value of the
  /// layout's (it changes with the words), unless the element asks for it by name or a stack grew or shrank
  /// it (then the length is the stack's doing).
  func hidesTextWidth(_ index: Int) -> Bool {
    elements[index].hasText && elements[index].addedKinds.isDisjoint(with: [.width, .size])
      && elements[index].sizing?.stackChild?.flex == nil
  }

  /// Whether a text leaf's height stays unshown: the font's measured line box, never authored, unless the
  /// element itself asks for sizes (`annotate: [+size]`).
  func hidesTextHeight(_ index: Int) -> Bool {
    elements[index].hasText && !elements[index].addedKinds.contains(.size)
  }
}

/// The children of a chain by their edges along its axis: the frame of the first child (in chain order)
/// with an edge within 0.01pt of a boundary, found by hundredths of a point rather than by a walk of every
/// child for every boundary (a stack of thousands of children).
private struct ChainEdges {
  private let frames: [CGRect]
  private let axis: PlanAxis
  /// The children with an edge at each hundredth of a point, in chain order.
  private var byHundredth: [Int: [Int]] = [:]

  init(_ frames: [CGRect], _ axis: PlanAxis) {
    self.frames = frames
    self.axis = axis
    for (position, frame) in frames.enumerated() {
      let (start, end) = axis.range(of: frame)
      for edge in Set([Self.hundredth(start), Self.hundredth(end)]) {
        byHundredth[edge, default: []].append(position)
      }
    }
  }

  private static func hundredth(_ value: CGFloat) -> Int {
    value.isFinite ? Int((value * 100).rounded()) : Int.max
  }

  func frame(at boundary: CGFloat) -> CGRect? {
    let key = Self.hundredth(boundary)
    guard key != Int.max else { return nil }
    let candidates = [key - 1, key, key + 1].flatMap { byHundredth[$0] ?? [] }
    return candidates.sorted().first { position in
      let (start, end) = axis.range(of: frames[position])
      return abs(start - boundary) < 0.01 || abs(end - boundary) < 0.01
    }.map { frames[$0] }
  }
}
