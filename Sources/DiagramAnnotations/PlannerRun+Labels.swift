import DiagramValues
import Foundation

extension PlannerRun {
  /// The name each element shows, on the outermost of the elements that share its frame: a spec and the
  /// node it wraps, stretched to the same rectangle, are one thing on the page, named once, outermost first
  /// (`addButton › buttonShape`); unnamed specs passing their child's frame through fold away.
  func sharedNames() -> [Int: (text: String, members: [Int])] {
    var names: [Int: (text: String, members: [Int])] = [:]
    for top in elements.indices where frameGroupTop(of: top) == top {
      let members = frameGroup(from: top)
      let named = members.filter { elements[$0].name != nil && !elements[$0].isNamedElsewhere }
      guard let first = named.first else { continue }
      // `outer › inner` for an element inside another; `one + other` for layers side by side in one frame
      // (an overlay's child and overlay), which are not inside each other.
      var text = elements[first].name!
      for (previous, member) in zip(named, named.dropFirst()) {
        text += isAncestor(previous, of: member) ? " › " : " + "
        text += elements[member].name!
      }
      names[top] = (text, members)
    }
    return names
  }

  /// The outermost element sharing `index`'s frame through a chain of parents: the group's top.
  func frameGroupTop(of index: Int) -> Int {
    var top = index
    while let parent = elements[top].parent, Self.sameFrame(elements[parent].frame, elements[top].frame) {
      top = parent
    }
    return top
  }

  /// The elements one frame group holds, from its top down, in tree order: those reached from `top`
  /// through children of the same frame.
  func frameGroup(from top: Int) -> [Int] {
    var members: [Int] = []
    var pending = [top]
    while let next = pending.popLast() {
      members.append(next)
      pending += elements[next].children.reversed().filter {
        Self.sameFrame(elements[$0].frame, elements[next].frame)
      }
    }
    return members
  }

  /// Whether `ancestor` holds `element`, at any depth.
  func isAncestor(_ ancestor: Int, of element: Int) -> Bool {
    var current = elements[element].parent
    while let index = current {
      if index == ancestor { return true }
      current = elements[index].parent
    }
    return false
  }

  static func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.maxX - b.maxX) < 0.01
      && abs(a.maxY - b.maxY) < 0.01
  }

  /// The frames of the element's siblings, which a name beside it must not cover.
  func siblingFrames(of index: Int) -> [CGRect] {
    guard let parent = elements[index].parent else { return [] }
    return elements[parent].children.filter { $0 != index }.map { elements[$0].frame }
  }

  /// The frames of `index`'s siblings that meet a rectangle, found by place: a stack of thousands of
  /// children would otherwise test each of its names against every sibling.
  func siblingFramesMeeting(of index: Int) -> (CGRect) -> [CGRect] {
    let (frames, elements, parent) = (frames, elements, elements[index].parent)
    return { region in
      frames.indices(meeting: region).filter { $0 != index && elements[$0].parent == parent }.map {
        elements[$0].frame
      }
    }
  }

  /// Every element below `index`.
  func descendants(of index: Int) -> [Int] {
    var found: [Int] = []
    var pending = elements[index].children
    while let next = pending.popLast() {
      found.append(next)
      pending += elements[next].children
    }
    return found
  }

  /// Whether the element or any that shares its frame draws text or an image.
  func groupHasContent(_ members: [Int]) -> Bool {
    members.contains { elements[$0].hasContent }
  }

  /// Names inside their elements' corners, where they fit and touch nothing.
  mutating func addNamesInside(last: Bool = false) {
    for (index, group) in sharedNames().sorted(by: { $0.key < $1.key }) {
      guard !groupHasContent(group.members), !namedPlaced.contains(index) else { continue }
      guard group.members.contains(where: { elements[$0].isNamedLast }) == last else { continue }
      let frame = elements[index].frame
      // A plate is taller than its font: an element shorter than that holds no name, measured or not.
      guard frame.height >= metrics.nameFontSize else { continue }
      let size = canvas.plateSize(group.text, fontSize: metrics.nameFontSize)
      // The root's own name is the figure's title (`addNamesOutside`); an unnamed root's frame shared by a
      // named layer (an overlay's upper layer) names that layer, as any other element is named.
      guard index > 0 || elements.count == 1 || elements[0].name == nil else { continue }
      // A spec's name goes in its own free space, never in a child's corner, where it would read as the
      // child's name.
      // Nor under a sibling drawn over it (the upper of exploded layers).
      // Only descendants that draw something: an unnamed spec inside draws nothing a name could cover.
      let inside = descendants(of: index)
      let insideSet = Set(inside)
      // Nor where an opaque fill painted later covers the element (a card in front of the one behind it): a name
      // there lies on the element in front, and reads as its.
      let inFront = frames.indices(meeting: frame).filter { other in
        other > index && elements[other].hasOpaqueFill && !insideSet.contains(other)
          && !group.members.contains(other)
      }
      let children =
        inside.filter {
          !group.members.contains($0)
            && (elements[$0].hasContent || elements[$0].hasFill || elements[$0].outline != nil
              || elements[$0].name != nil)
        }.map { elements[$0].frame }
        + (elements[index].isOffsetLayer ? siblingFrames(of: index) : [])
        + inFront.map { elements[$0].frame }
      for center in canvas.cornersInside(frame, size: size) {
        let label = canvas.label(group.text, fontSize: metrics.nameFontSize, role: .name, center: center)
        if children.contains(where: { $0.meets(label.plate) }) { continue }
        if canvas.tryPlace([.label(label)]) {
          namedPlaced.formUnion(group.members)
          break
        }
      }
    }
  }

  /// Names not placed inside: beside the element, tied to it by a short straight leader; the root's above
  /// it as a title. A name that finds no such place gets a numbered badge on its element and its place in
  /// the key.
  /// How many more labels beside their elements (names, notes) the figure tries to place: as many as its
  /// area holds, at most `mostLabelsTried`, less those tried already. Each try tests the places around an element against the marks near them, so a figure of
  /// thousands of tiny named or noted elements would spend minutes finding no room.
  var labelsTried: Int {
    let bounds = canvas.elementBounds
    let area = bounds.isNull ? 0 : bounds.width * bounds.height
    let room = area / (metrics.nameFontSize * metrics.nameFontSize * metrics.areaPerName)
    let held = max(metrics.fewestNamesTried, room.isFinite ? Int(min(room, 1e9)) : 0)
    return min(held, metrics.mostLabelsTried) - labelTries
  }

  mutating func addNamesOutside() {
    let tries = labelsTried
    var tried = 0
    defer { labelTries += tried }
    for (index, group) in sharedNames().sorted(by: { $0.key < $1.key }) where !namedPlaced.contains(index) {
      let frame = elements[index].frame
      // An element of no width or height is nothing to point at: the key names it and says why.
      if index > 0, frame.width < 0.01 || frame.height < 0.01 { continue }
      guard tried < tries else {
        unmarkedNames.append(group.text)
        continue
      }
      tried += 1
      let size = canvas.plateSize(group.text, fontSize: metrics.nameFontSize)
      let hasContent = groupHasContent(group.members)
      if index == 0 && elements[0].name != nil {
        // The root's name reads as a title: above its top-left corner, above the dimensions there. A
        // figure drawn larger than its points (`magnification`) says how much larger, as a detail does.
        let title =
          metrics.magnification > 1
          ? "\(group.text), ×\(ValueText.number(metrics.magnification))" : group.text
        let size = canvas.plateSize(title, fontSize: metrics.nameFontSize)
        let candidates = (0..<8).map { tier in
          CGPoint(
            x: frame.minX + size.width / 2,
            y: frame.minY - metrics.labelClearance - 2 - size.height / 2 - CGFloat(tier) * metrics.tierSpacing
          )
        }
        if canvas.placeLabel(
          title, fontSize: metrics.nameFontSize, role: .name, candidates: candidates, target: nil,
          keepsOrder: true, what: "name of \(describe(index))") != nil
        {
          namedPlaced.formUnion(group.members)
        }
        continue
      }
      var candidates = canvas.centers(around: frame, size: size, inside: false)
      // A text's name on the text's own lines reads as more of the text: above or below it only.
      if group.members.contains(where: { elements[$0].hasText }) {
        candidates = candidates.filter { center in
          center.y + size.height / 2 <= frame.minY || center.y - size.height / 2 >= frame.maxY
        }
      }
      let insideIsContent = self.insideIsContent(index, members: group.members)
      if canvas.placeLabel(
        group.text, fontSize: metrics.nameFontSize, role: .name, candidates: candidates, tiedTo: frame,
        endsInside: !insideIsContent, avoiding: siblingFramesMeeting(of: index),
        edgeNear: edgeNear(apartFrom: group.members),
        apartFromLabels: metrics.nameFontSize,
        // Nor, in an element that is more than its text (a row, a bar), within a name's height of a
        // child's text, whose name it would read as; a badge that is its count is named at its edge.
        notInside: descendants(of: index).filter { !group.members.contains($0) }.map { child in
          elements[child].hasContent && !insideIsContent
            ? elements[child].frame.insetBy(dx: -metrics.nameFontSize, dy: -metrics.nameFontSize)
            : elements[child].frame
        },
        notTouching: descendants(of: index).filter { child in
          !group.members.contains(child)
            && (elements[child].hasContent || elements[child].hasFill || elements[child].outline != nil)
        }.map { elements[$0].frame }
      ) != nil {
        namedPlaced.formUnion(group.members)
      } else {
        addBadge(for: index, name: group.text, members: group.members, hasContent: hasContent)
      }
    }
  }

  /// A numbered badge touching a leaf, its name in the key; any other element's name, or a leaf's for which
  /// not even a badge fits, in the key's row of names not marked.
  private mutating func addBadge(for index: Int, name: String, members: [Int], hasContent: Bool) {
    if members.contains(where: { elements[$0].isCaptionedElsewhere }) {
      namedPlaced.formUnion(members)
      return
    }
    let number = badgeCount + 1

    let text = "\(number)"
    let frame = elements[index].frame
    let size = canvas.plateSize(text, fontSize: metrics.labelFontSize)
    // Only a leaf that draws no text gets a badge: a text shows what it is, and a container's badge, at
    // a corner it shares with its children, would read as theirs. Their names go into one row of the key.
    // Without a key (`key: false`, a detail panel) a badge would point at nothing.
    // Nor does one of a series (a row of dots, the crests of a table's rows): a number on each and a key
    // row for each say nothing the series does not.
    let isContainer = !elements[index].children.isEmpty
    guard planner.showsKey, !isContainer, !members.contains(where: { elements[$0].hasText }),
      !repeatedSiblings.isInSeries(index, parent: elements[index].parent)
    else {
      unmarkedNames.append(name)
      namedPlaced.formUnion(members)
      return
    }
    var candidates = hasContent ? [] : canvas.cornersInside(frame, size: size)
    let margin = metrics.labelClearance + 1.5
    candidates += [
      CGPoint(x: frame.minX - margin - size.width / 2, y: frame.minY + size.height / 2),
      CGPoint(x: frame.minX + size.width / 2, y: frame.minY - margin - size.height / 2),
      CGPoint(x: frame.maxX + margin + size.width / 2, y: frame.minY + size.height / 2),
      CGPoint(x: frame.minX + size.width / 2, y: frame.maxY + margin + size.height / 2),
      CGPoint(x: frame.minX - margin - size.width / 2, y: frame.maxY - size.height / 2),
      CGPoint(x: frame.maxX + margin + size.width / 2, y: frame.maxY - size.height / 2),
    ]
    let placed =
      canvas.placeLabel(
        text, fontSize: metrics.labelFontSize, role: .name, candidates: candidates, tiedTo: frame,
        endsInside: !hasContent) != nil
    if placed {
      keyEntries.append(KeyEntry(badge: number, element: index, name: name))
      badgeCount += 1
    } else {
      unmarkedNames.append(name)
    }
    namedPlaced.formUnion(members)
  }

  /// Whether a leader to the element should end at its edge rather than inside: its inside is text or an
  /// image, its own or its children's (a badge around its count). Mostly: a small text in the middle of a
  /// large fill leaves room for the leader's dot.
  func insideIsContent(_ index: Int, members: [Int]) -> Bool {
    let frame = elements[index].frame
    let contentArea = descendants(of: index).filter { elements[$0].hasContent }.reduce(CGFloat(0)) {
      $0 + elements[$1].frame.intersection(frame).width * elements[$1].frame.intersection(frame).height
    }
    return groupHasContent(members) || contentArea >= frame.width * frame.height / 2
  }

  /// Whether the outline or visible edge of an element other than `members` lies within a distance of a
  /// point, where a leader's end would be ambiguous.
  func edgeNear(apartFrom members: [Int]) -> (CGPoint, CGFloat) -> Bool {
    let (frames, elements) = (frames, elements)
    return { point, distance in
      let region = CGRect(origin: point, size: .zero).insetBy(dx: -distance, dy: -distance)
      return frames.indices(meeting: region).contains { other in
        !members.contains(other) && (elements[other].outline != nil || elements[other].hasVisibleEdges)
          && PlanCanvas.distance(from: point, toEdgeOf: elements[other].frame) < distance
      }
    }
  }

  /// The notes of a stack's children, as captions of variants side by side: level with each other, each on
  /// its element, all beyond the row's far side (or all before its near one) when they fit there, as the
  /// hand-drawn figures caption theirs. Placed before the names around them, which would otherwise take
  /// the places beside the row that captions need.
  mutating func addCaptions() {
    for row in elements.indices {
      guard let axis = mainAxis(of: row) else { continue }
      let noted = elements[row].children.filter { elements[$0].note?.isEmpty == false }
      guard noted.count >= 2, noted.count <= labelsTried else { continue }
      // Each note tried counts among the labels the figure tries, placed or not: a thousand rows of noted
      // children would otherwise each try every ring.
      labelTries += noted.count
      if placeCaptions(noted, across: axis) { captioned.formUnion(noted) }
    }
  }

  /// Each element's note not placed as a caption, in a callout beside it with a short straight leader,
  /// else in the key.
  mutating func addNotes() {
    let tries = labelsTried
    var tried = 0
    defer { labelTries += tried }
    for index in elements.indices where !captioned.contains(index) {
      guard let note = elements[index].note, !note.isEmpty else { continue }
      // Past what the figure's area holds, a note is the key's (which counts the rows past its last).
      guard tried < tries else {
        keyEntries.append(KeyEntry(element: index, name: elements[index].name ?? describe(index), note: note))
        continue
      }
      tried += 1
      // Around the spec's structure outline where the structure view draws one, else around its frame.
      let frame = structureOutlines[index] ?? elements[index].frame
      let size = canvas.plateSize(note, fontSize: metrics.labelFontSize)
      let candidates = canvas.centers(around: frame, size: size, inside: false)
      if placeNote(note, of: index, candidates: candidates) == nil {
        keyEntries.append(KeyEntry(element: index, name: elements[index].name ?? describe(index), note: note))
      }
    }
  }

  /// Places every note of `noted` on one line across the row, beyond its far side (then before its near
  /// one), the nearest line that holds them all; returns whether one did, the canvas unchanged if not.
  private mutating func placeCaptions(_ noted: [Int], across axis: PlanAxis) -> Bool {
    let frames = noted.map { elements[$0].frame }
    let far = frames.map { axis.crossRange(of: $0).1 }.max()!
    let near = frames.map { axis.crossRange(of: $0).0 }.min()!
    let margin = metrics.labelClearance + 1.5
    let saved = canvas
    for after in [true, false] {
      for ring in 0..<6 {
        let away = margin + CGFloat(ring) * metrics.tierSpacing
        let placedAll = zip(noted, frames).allSatisfy { index, frame in
          let note = elements[index].note!
          let size = canvas.plateSize(note, fontSize: metrics.labelFontSize)
          let across =
            after ? far + away + axis.crossLength(size) / 2 : near - away - axis.crossLength(size) / 2
          // Centered on the element, else flush with either of its ends, else centered on either.
          let (start, end) = axis.range(of: frame)
          let length = axis.length(size)
          let centers = [(start + end) / 2, end - length / 2, start + length / 2, end, start].map {
            axis.point(along: $0, across: across)
          }
          return placeNote(note, of: index, candidates: centers, leaderSlides: true) != nil
        }
        if placedAll { return true }
        canvas = saved
      }
    }
    return false
  }

  /// A note's callout at the first of `candidates` where it fits, its leader ending inside the element
  /// where its inside is not text, never on an edge another outline shares.
  private mutating func placeNote(
    _ note: String, of index: Int, candidates: [CGPoint], leaderSlides: Bool = false
  )
    -> PlannedLabel?
  {
    let frame = elements[index].frame
    // The elements the note's element shares its frame with (a spec and its child) are the same edge.
    let members = [index] + descendants(of: index).filter { Self.sameFrame(elements[$0].frame, frame) }
    let edgeNear = edgeNear(apartFrom: members)
    // A spec the structure view outlines is pointed at on its outline, where the reader sees it.
    let area = structureOutlines[index] ?? frame
    // Just outside the element's edge, as callouts end; else, where every such end lies on another
    // element's edge too (a thin separator inside a stack's outline), inside the element.
    for endsInside in insideIsContent(index, members: members) ? [false] : [false, true] {
      if let label = canvas.placeLabel(
        note, fontSize: metrics.labelFontSize, role: .note, candidates: candidates, tiedTo: area,
        endsInside: endsInside, edgeNear: edgeNear, leaderSlides: leaderSlides)
      {
        return label
      }
    }
    return nil
  }

  /// The structure view: a callout naming each spec's kind, in the spec's color.
  mutating func addStructureCallouts() {
    guard planner.kinds.contains(.structure) else { return }
    let outlined = elements.indices.filter {
      elements[$0].spec != nil && !elements[$0].removedKinds.contains(.structure)
    }
    // Specs of one kind that recur (a card's stacks in stacks) would be called out again and again, the
    // same words on leader after leader: the colors are keyed once instead, as Texture's relationship
    // figures key theirs.
    var kinds: [SpecKind] = []
    for index in outlined where !kinds.contains(elements[index].spec!) { kinds.append(elements[index].spec!) }
    if kinds.count < outlined.count, planner.showsKey {
      structureKeyKinds = kinds
      return
    }
    for index in outlined {
      guard let kind = elements[index].spec else { continue }
      let outline = structureOutlines[index] ?? elements[index].frame
      let text = kind.displayName
      let size = canvas.plateSize(text, fontSize: metrics.labelFontSize)
      // The leader ends just outside the spec's outline, as the hand-drawn arrows do. Inside another
      // spec's outline, just outside its own lies on whatever runs between the two (a separator, the
      // outer outline): the kind goes inside its own outline's corner where it fits.
      let nested = outlined.contains { $0 != index && isAncestor($0, of: index) }
      let inside = nested ? canvas.cornersInside(outline, size: size) : []
      if canvas.placeLabel(
        text, fontSize: metrics.labelFontSize, role: .structure(kind),
        candidates: inside + canvas.centers(around: outline, size: size, inside: false), tiedTo: outline,
        endsInside: false, leaderRole: .structure(kind)) == nil
      {
        // One row of the key lists every spec the structure view could not call out.
        unmarkedNames.append("\(elements[index].name ?? describe(index)) (\(text))")
      }
    }
  }
}
