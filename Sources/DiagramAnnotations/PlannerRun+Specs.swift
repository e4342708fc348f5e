import DiagramValues
import Foundation
import TextureLayout

extension PlannerRun {
  /// A distance between an outer and an inner edge (an inset, a centering margin, a position): a dimension
  /// across the band between them, at the inner element's middle and then nearer its ends, else outside the
  /// outer element in tiers with extension lines from both edges.
  mutating func placeBand(
    outer: CGRect, inner: CGRect, edge: Edge, text: String, role: MarkRole, what: String,
    outsideFirst: Bool = false
  ) {
    let axis = edge.axis
    let (from, to) = edge.band(outer: outer, inner: inner)
    guard to - from > 0.01 else { return }
    let extent = Extent(axis, from, to)
    guard !shownExtents.contains(extent) else { return }
    let innerCross = axis.crossRange(of: inner)
    let span = innerCross.1 - innerCross.0
    var inside: [DimensionRequest.Placement] = []
    // Between the edges, a left band's value that does not fit goes beyond the outer edge, off the inner
    // element. (A short vertical band's value goes beside it, from the placements outside.)
    for fraction in [0.5, 0.3, 0.7, 0.15, 0.85] as [CGFloat] where span > 0 {
      inside.append(
        .init(
          cross: innerCross.0 + span * fraction, extensionStarts: nil, outward: 1, pastStart: edge == .left))
    }
    let outerCross = axis.crossRange(of: outer)
    let outside = DimensionRequest.tiers(
      preferring: outsideFirst ? -1 : 1, crossRange: outerCross,
      starts: { side in
        let outerEdge = side > 0 ? outerCross.1 : outerCross.0
        let innerEdge = side > 0 ? innerCross.1 : innerCross.0
        return edge == .top || edge == .left ? [outerEdge, innerEdge] : [innerEdge, outerEdge]
      }, metrics: metrics, beyond: drawingCross(axis))
    let placements = outsideFirst ? outside + inside : inside + outside
    if canvas.place(
      DimensionRequest(
        axis: axis, segments: [.init(from: from, to: to, text: text, role: role)], placements: placements,
        what: what))
    {
      shownExtents.insert(extent)
    }
  }

  /// An edge of a rectangle.
  enum Edge: Int, CaseIterable {
    case top, left, bottom, right

    /// The coordinate of this edge of `frame`.
    func coordinate(of frame: CGRect) -> CGFloat {
      switch self {
      case .top: frame.minY
      case .left: frame.minX
      case .bottom: frame.maxY
      case .right: frame.maxX
      }
    }

    /// Whether moving outward across this edge lowers its coordinate (top, left).
    var outwardIsDown: Bool { self == .top || self == .left }

    /// The axis a distance at this edge is measured along.
    var axis: PlanAxis { self == .top || self == .bottom ? .vertical : .horizontal }

    /// The band between an outer and an inner rectangle at this edge, along its axis.
    func band(outer: CGRect, inner: CGRect) -> (CGFloat, CGFloat) {
      switch self {
      case .top: (outer.minY, inner.minY)
      case .bottom: (inner.maxY, outer.maxY)
      case .left: (outer.minX, inner.minX)
      case .right: (inner.maxX, outer.maxX)
      }
    }
  }

  /// Each inset spec's insets, an arrow and value per edge that has one.
  mutating func addInsets() {
    for index in elements.indices where elements[index].spec == .inset && shows(.insets, index) {
      guard let child = elements[index].children.first else { continue }
      let outer = elements[index].frame
      let inner = elements[child].frame
      var insets: EdgeInsets?
      if case .insets(let recorded) = elements[index].sizing?.contribution { insets = recorded }
      let distances = Edge.allCases.map { distanceOf($0, outer: outer, inner: inner) }
      let values = Edge.allCases.map { edge in
        insets.map { value(of: edge, in: $0) } ?? distanceOf(edge, outer: outer, inner: inner)
      }
      // Four equal finite insets are one value: said once, on the top edge, as `12pt each edge`.
      if values.allSatisfy({ $0 == values[0] && $0.isFinite && $0 > 0 }),
        distances.allSatisfy({ abs($0 - values[0]) < 0.01 })
      {
        // Said at the edge the inset's drawn content lies nearest (a badge in the bottom-right corner is
        // kept off the bottom and the right), where the reader looks for it; the top when none is nearer.
        let drawn = descendants(of: index).filter { elements[$0].hasContent || elements[$0].hasFill }
          .map { elements[$0].frame }
        let gaps = Edge.allCases.map { edge in
          drawn.map { frame in distanceOf(edge, outer: inner, inner: frame) }.min() ?? .infinity
        }
        let nearest = Edge.allCases.indices.min { gaps[$0] < gaps[$1] - 0.5 }.map { Edge.allCases[$0] }
        placeBand(
          outer: outer, inner: inner, edge: nearest ?? .top,
          text: "\(ValueText.points(values[0])) each edge",
          role: .annotation(.insets), what: "insets of \(describe(index))")
        for edge in Edge.allCases {
          let (from, to) = edge.band(outer: outer, inner: inner)
          shownExtents.insert(Extent(edge.axis, from, to))
        }
        continue
      }
      // Opposite edges that agree are one value each: `8pt top and bottom`, `12pt left and right`.
      if values[0] == values[2], values[1] == values[3], values.allSatisfy({ $0.isFinite && $0 > 0 }),
        abs(distances[0] - values[0]) < 0.01, abs(distances[2] - values[2]) < 0.01,
        abs(distances[1] - values[1]) < 0.01, abs(distances[3] - values[3]) < 0.01
      {
        placeBand(
          outer: outer, inner: inner, edge: .top, text: "\(ValueText.points(values[0])) top and bottom",
          role: .annotation(.insets), what: "top and bottom insets of \(describe(index))")
        placeBand(
          outer: outer, inner: inner, edge: .left, text: "\(ValueText.points(values[1])) left and right",
          role: .annotation(.insets), what: "left and right insets of \(describe(index))")
        for edge in [Edge.bottom, .right] {
          let (from, to) = edge.band(outer: outer, inner: inner)
          shownExtents.insert(Extent(edge.axis, from, to))
        }
        continue
      }
      for edge in Edge.allCases {
        let distance = distanceOf(edge, outer: outer, inner: inner)
        let inset = insets.map { value(of: edge, in: $0) } ?? distance
        guard distance > 0.01 || inset != 0 else { continue }
        placeBand(
          outer: outer, inner: inner, edge: edge, text: ValueText.inset(inset, resolvedTo: distance),
          role: .annotation(.insets), what: "\(edge) inset of \(describe(index))")
      }
    }
  }

  func distanceOf(_ edge: Edge, outer: CGRect, inner: CGRect) -> CGFloat {
    switch edge {
    case .top: inner.minY - outer.minY
    case .left: inner.minX - outer.minX
    case .bottom: outer.maxY - inner.maxY
    case .right: outer.maxX - inner.maxX
    }
  }

  private func value(of edge: Edge, in insets: EdgeInsets) -> CGFloat {
    switch edge {
    case .top: insets.top
    case .left: insets.left
    case .bottom: insets.bottom
    case .right: insets.right
    }
  }

  /// Center and relative specs: the margins that place the child, both sides of a centered axis.
  mutating func addCentering() {
    for index in elements.indices where shows(.position, index) {
      guard elements[index].spec == .center || elements[index].spec == .relative,
        let child = elements[index].children.first
      else { continue }
      let outer = elements[index].frame
      let inner = elements[child].frame
      var edges: [Edge] = []
      if case .relative(let horizontal, let vertical, _, _) = elements[index].sizing?.contribution {
        if horizontal == .center {
          edges += [.left, .right]
        } else if horizontal == .end {
          edges.append(.left)
        }
        if vertical == .center { edges += [.top, .bottom] } else if vertical == .end { edges.append(.top) }
      } else {
        edges = Edge.allCases
      }
      placeMargins(edges, outer: outer, inner: inner, of: index)
    }
  }

  /// The margins between `inner` and `outer` at `edges`, as positions of `element`.
  private mutating func placeMargins(_ edges: [Edge], outer: CGRect, inner: CGRect, of element: Int) {
    for edge in edges {
      let distance = distanceOf(edge, outer: outer, inner: inner)
      guard distance > 0.01 else { continue }
      placeBand(
        outer: outer, inner: inner, edge: edge, text: ValueText.points(distance),
        role: .annotation(.position), what: "\(edge) margin of \(describe(element))")
    }
  }

  /// Stacks' cross-axis alignment: where each child sits across the stack, as its margins to the stack's
  /// cross edges: both for a centered child (their equality is the point), the free one for a child at the
  /// start or the end, none for a stretched or baseline-aligned child.
  mutating func addStackAlignment() {
    for index in elements.indices where shows(.position, index) {
      guard let main = mainAxis(of: index) else { continue }
      let outer = elements[index].frame
      for child in elements[index].children {
        guard let sizing = elements[child].sizing?.stackChild, !sizing.stretched else { continue }
        let inner = elements[child].frame
        let edges: [Edge] =
          switch sizing.alignment {
          case .center: main == .horizontal ? [.top, .bottom] : [.left, .right]
          case .end: main == .horizontal ? [.top] : [.left]
          case .start: main == .horizontal ? [.bottom] : [.right]
          default: []
          }
        placeMargins(edges, outer: outer, inner: inner, of: child)
      }
    }
  }

  /// Ratio specs: the height, as ratio × width.
  mutating func addRatios() {
    for index in elements.indices where elements[index].spec == .ratio && shows(.ratio, index) {
      let frame = elements[index].frame
      var ratio = frame.width > 0 ? frame.height / frame.width : 0
      if case .ratio(let recorded, _) = elements[index].sizing?.contribution { ratio = recorded }
      let text = ValueText.ratio(ratio, height: frame.height, width: frame.width)
      // The height is the ratio's, shown by it once: the steps after it leave the extent alone.
      var placements: [DimensionRequest.Placement] = []
      for fraction in [0.5, 0.3, 0.7] as [CGFloat] where frame.width >= 12 {
        placements.append(.init(cross: frame.minX + frame.width * fraction, extensionStarts: nil, outward: 1))
      }
      placements += DimensionRequest.tiers(
        preferring: 1, crossRange: (frame.minX, frame.maxX),
        starts: { side in [side > 0 ? frame.maxX : frame.minX, side > 0 ? frame.maxX : frame.minX] },
        metrics: metrics, beyond: drawingCross(.vertical))
      if canvas.place(
        DimensionRequest(
          axis: .vertical,
          segments: [.init(from: frame.minY, to: frame.maxY, text: text, role: .annotation(.ratio))],
          placements: placements, what: "ratio of \(describe(index))"))
      {
        shownExtents.insert(Extent(.vertical, frame.minY, frame.maxY))
      }
    }
  }

  /// Absolute specs: each child's `layoutPosition`, in a label at the child's top-left corner.
  mutating func addAbsolutePositions() {
    for index in elements.indices where elements[index].spec == .absolute && shows(.position, index) {
      let outer = elements[index].frame
      for child in elements[index].children {
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

  /// Whether a corner element's offset is drawn as a shift from its centered place: in a close-up (a
  /// detail, a magnified figure), where it is large enough to see. At one to one the callout says it.
  func dimensionsCornerShift(_ offset: CGPoint) -> Bool {
    metrics.magnification > 1 && max(abs(offset.x), abs(offset.y)) >= 2 * metrics.arrowLength
  }

  /// The centered place of each corner element whose offset is dimensioned (`addCorners`), outlined dashed
  /// before any name is placed, so that names keep off its edges.
  mutating func addCornerGhosts() {
    for index in elements.indices where elements[index].spec == .corner && shows(.position, index) {
      guard case .corner(_, let offset, _, _) = elements[index].sizing?.contribution,
        elements[index].children.count == 2, dimensionsCornerShift(offset)
      else { continue }
      let cornerElement = elements[index].children[1]
      let ghost = elements[cornerElement].frame.offsetBy(dx: -offset.x, dy: -offset.y)
      // Dashed edges, broken where they would run over the element's own text or image (a count, a glyph).
      let content = ([cornerElement] + descendants(of: cornerElement)).filter { elements[$0].hasContent }.map
      {
        elements[$0].frame.insetBy(dx: -metrics.labelClearance, dy: -metrics.labelClearance)
      }
      let corners = [
        CGPoint(x: ghost.minX, y: ghost.minY), CGPoint(x: ghost.maxX, y: ghost.minY),
        CGPoint(x: ghost.maxX, y: ghost.maxY), CGPoint(x: ghost.minX, y: ghost.maxY),
      ]
      for (start, end) in zip(corners, corners.dropFirst() + [corners[0]]) {
        for (from, to) in Self.segments(from: start, to: end, avoiding: content) {
          canvas.addUnchecked(.baseline(from: from, to: to, role: .annotation(.position)))
        }
      }
      addEdges(of: ghost)
    }
  }

  /// The parts of the horizontal or vertical segment from `start` to `end` outside every rectangle of
  /// `avoiding`.
  static func segments(from start: CGPoint, to end: CGPoint, avoiding rects: [CGRect]) -> [(CGPoint, CGPoint)]
  {
    let horizontal = abs(start.y - end.y) < 0.001
    let (low, high) =
      horizontal ? (min(start.x, end.x), max(start.x, end.x)) : (min(start.y, end.y), max(start.y, end.y))
    let across = horizontal ? start.y : start.x
    var cuts: [(CGFloat, CGFloat)] = []
    for rect in rects {
      let (crossLow, crossHigh) = horizontal ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
      guard across > crossLow, across < crossHigh else { continue }
      let (alongLow, alongHigh) = horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
      if alongHigh > low && alongLow < high { cuts.append((max(alongLow, low), min(alongHigh, high))) }
    }
    cuts.sort { $0.0 < $1.0 }
    var parts: [(CGFloat, CGFloat)] = []
    var cursor = low
    for (cutLow, cutHigh) in cuts {
      if cutLow > cursor { parts.append((cursor, cutLow)) }
      cursor = max(cursor, cutHigh)
    }
    if high > cursor { parts.append((cursor, high)) }
    return parts.map { from, to in
      horizontal
        ? (CGPoint(x: from, y: across), CGPoint(x: to, y: across))
        : (CGPoint(x: across, y: from), CGPoint(x: across, y: to))
    }
  }

  /// Corner specs: a callout naming the corner and the offset, with a leader to the child's corner.
  mutating func addCorners() {
    for index in elements.indices where elements[index].spec == .corner && shows(.position, index) {
      guard case .corner(let location, let offset, _, _) = elements[index].sizing?.contribution,
        elements[index].children.count == 2
      else { continue }
      let child = elements[elements[index].children[0]].frame
      let corner = elements[elements[index].children[1]].frame
      let point = CGPoint(
        x: location == .topRight || location == .bottomRight ? child.maxX : child.minX,
        y: location == .bottomLeft || location == .bottomRight ? child.maxY : child.minY)
      let center = CGPoint(x: corner.midX, y: corner.midY)
      // An offset large enough to draw (in a magnified detail, say) is drawn as what it is: the element's
      // centered place as a dashed ghost (`addCornerGhosts`) and an arrow from one of the ghost's corners
      // to the same corner of the element, labelled with the offset: said once, not again as a shift along
      // each axis. The overhang then goes unsaid, lest it be read as the offset.
      let dimensionsShift = dimensionsCornerShift(offset)
      let hidesCorner = addHiddenCorner(
        point: point, child: child, corner: corner, magnified: metrics.magnification > 1)
      // At one to one, the corner an element covers is marked with its dot, with the hidden edges or,
      // over the element's text (a count), alone: every covered corner is marked the same way.
      if !dimensionsShift, hidesCorner || corner.contains(point) {
        canvas.addUnchecked(.leader(from: point, to: point, role: .annotation(.position)))
      }
      // At one to one, a line from the corner to where the element's center went, ending in a dot; not
      // across the element's own text (a count, a glyph): there the dot says enough.
      if !dimensionsShift, hypot(center.x - point.x, center.y - point.y) >= 1,
        !canvas.pointIsOnContent(center), !canvas.leaderCrossesContent(from: point, to: center)
      {
        _ = canvas.tryPlace([.leader(from: point, to: center, role: .annotation(.position))])
      }
      // The offset as Texture writes it, then in words: which way the element moved, in points (y grows
      // down, which a reader should not have to know).
      let moves = [
        offset.x == 0 ? nil : "\(ValueText.points(abs(offset.x))) \(offset.x < 0 ? "left" : "right")",
        offset.y == 0 ? nil : "\(ValueText.points(abs(offset.y))) \(offset.y < 0 ? "up" : "down")",
      ].compactMap { $0 }
      let offsetText =
        "offset (\(ValueText.number(offset.x)), \(ValueText.number(offset.y))): "
        + moves.joined(separator: ", ")
      var text = "centered on the \(Self.cornerName(location)) corner"
      if offset != .zero { text += ", " + offsetText }
      let size = canvas.plateSize(text, fontSize: metrics.labelFontSize)
      let pointArea = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
      if dimensionsShift {
        // A dot on the corner, the ghost's middle: the point the caption names; on the element's text (a
        // count) only where the hidden edges lead to it.
        if hidesCorner || !canvas.pointIsOnContent(point) {
          canvas.addUnchecked(.leader(from: point, to: point, role: .annotation(.position)))
        }
        // The ghost says where centering put the element, the arrow where the offset moved it: between a
        // corner of each, the one on the corner's side first (away from the child), off any text.
        let ghost = corner.offsetBy(dx: -offset.x, dy: -offset.y)
        let xs =
          location == .topRight || location == .bottomRight
          ? [ghost.maxX, ghost.minX] : [ghost.minX, ghost.maxX]
        let ys =
          location == .bottomLeft || location == .bottomRight
          ? [ghost.maxY, ghost.minY] : [ghost.minY, ghost.maxY]
        let starts = [
          CGPoint(x: xs[0], y: ys[0]), CGPoint(x: xs[1], y: ys[0]), CGPoint(x: xs[0], y: ys[1]),
          CGPoint(x: xs[1], y: ys[1]),
        ]
        let start =
          starts.first { start in
            !canvas.segmentTouchesContent(
              from: start, to: CGPoint(x: start.x + offset.x, y: start.y + offset.y))
          } ?? starts[0]
        let end = CGPoint(x: start.x + offset.x, y: start.y + offset.y)
        let length = hypot(offset.x, offset.y)
        // An offset along one axis is a distance between the ghost's edge and the element's: dimensioned,
        // as distances are, rather than an arrow lying on the ghost's edge.
        var dimensioned = false
        if offset.x == 0 || offset.y == 0 {
          let axis: PlanAxis = offset.y == 0 ? .horizontal : .vertical
          let (from, to) = (axis.range(of: ghost).0, axis.range(of: corner).0)
          let ghostCross = axis.crossRange(of: ghost)
          let cornerCross = axis.crossRange(of: corner)
          let crossRange = (min(ghostCross.0, cornerCross.0), max(ghostCross.1, cornerCross.1))
          let starts = { (side: CGFloat) -> [CGFloat] in
            let ends = [side > 0 ? ghostCross.1 : ghostCross.0, side > 0 ? cornerCross.1 : cornerCross.0]
            return from < to ? ends : ends.reversed()
          }
          let request = DimensionRequest(
            axis: axis,
            segments: [
              .init(from: min(from, to), to: max(from, to), text: offsetText, role: .annotation(.position))
            ],
            placements: DimensionRequest.tiers(
              preferring: 1, crossRange: crossRange, starts: starts, metrics: metrics, count: 3),
            what: "offset of \(describe(index))")
          dimensioned = canvas.place(request, reportsDrop: false)
        }
        if !dimensioned {
          canvas.addUnchecked(.dimensionLine(from: start, to: end, role: .annotation(.position)))
          canvas.addUnchecked(
            .arrowhead(
              tip: end, direction: PlanVector(dx: offset.x / length, dy: offset.y / length),
              role: .annotation(.position)))
        }
        let centered = "centered on the \(Self.cornerName(location)) corner"
        let centeredCandidates = canvas.centers(
          around: ghost, size: canvas.plateSize(centered, fontSize: metrics.labelFontSize), inside: false)
        // Tied to the corner's dot where a leader reaches it without crossing the element's text, else to
        // the ghost centered there.
        let placedCentered =
          canvas.placeLabel(
            centered, fontSize: metrics.labelFontSize, role: .annotation(.position),
            candidates: centeredCandidates, tiedTo: pointArea, endsInside: true,
            leaderRole: .annotation(.position)) != nil
          || canvas.placeLabel(
            centered, fontSize: metrics.labelFontSize, role: .annotation(.position),
            candidates: centeredCandidates, tiedTo: ghost, endsInside: false) != nil
        let lineArea = CGRect(
          x: min(start.x, end.x), y: min(start.y, end.y), width: abs(offset.x), height: abs(offset.y))
        let offsetSize = canvas.plateSize(offsetText, fontSize: metrics.labelFontSize)
        // Beside the arrow, else beside the ghost it is measured from.
        let placedOffset =
          dimensioned
          || canvas.placeLabel(
            offsetText, fontSize: metrics.labelFontSize, role: .annotation(.position),
            candidates: canvas.centers(around: lineArea, size: offsetSize, inside: false)
              + canvas.centers(around: ghost, size: offsetSize, inside: false), target: nil,
            what: "offset of \(describe(index))") != nil
        if !placedCentered || !placedOffset {
          keyEntries.append(
            KeyEntry(element: index, name: elements[index].name ?? describe(index), note: text))
        }
      } else if canvas.placeLabel(
        text, fontSize: metrics.labelFontSize, role: .annotation(.position),
        // Beginning at the corner, over or under the element (away from the child) first, so that it
        // reads as said of that corner rather than of the child's whole top; then the usual places.
        candidates: cornerCalloutCenters(point: point, child: child, corner: corner, size: size)
          + canvas.centers(around: child.union(corner), size: size, inside: false),
        // A leader to a corner the element covers would cross the element: it ends at the element's edge.
        tiedTo: corner.contains(point) ? corner : pointArea, endsInside: !corner.contains(point),
        keepsOrder: true) == nil
      {
        // Where the callout finds no room (a magnified detail, whose window is the corner's surroundings),
        // the offset alone goes beside the corner it is measured from.
        let offsetSize = canvas.plateSize(offsetText, fontSize: metrics.labelFontSize)
        let placedOffset =
          offset != .zero
          && canvas.placeLabel(
            offsetText, fontSize: metrics.labelFontSize, role: .annotation(.position),
            candidates: canvas.centers(around: pointArea, size: offsetSize, inside: false), target: nil,
            what: "offset of \(describe(index))") != nil
        keyEntries.append(
          KeyEntry(
            element: index, name: elements[index].name ?? describe(index),
            note: placedOffset
              ? "centered on the \(Self.cornerName(location)) corner, then moved by the offset drawn" : text))
      }
      // How far the corner element sticks out of the spec, which keeps its child's size, when an offset
      // moved it: centered, it sticks out by half its size, which "centered on the corner" says.
      // Measured across the part of the element inside the spec, so that the value sits at the overhang.
      guard offset != .zero, !dimensionsShift else { continue }
      let spec = elements[index].frame
      let inside = corner.intersection(spec)
      guard !inside.isNull, inside.width > 0, inside.height > 0 else { continue }
      for edge in Edge.allCases {
        let distance = distanceOf(edge, outer: corner, inner: inside)
        guard distance > 0.01 else { continue }
        placeBand(
          outer: corner, inner: inside, edge: edge, text: ValueText.points(distance),
          role: .annotation(.position),
          what: "\(edge) overhang of \(describe(index))")
      }
    }
  }

  /// Where the corner element covers the corner it is centered on, the parts of the child's two edges
  /// under it are drawn dashed over it, as a drawing shows hidden edges, so that the corner is seen where
  /// they meet, and seen to be the element's middle (or moved from it by the offset). Returns whether
  /// they were drawn; at one to one a dot marks the corner where they meet.
  mutating func addHiddenCorner(point: CGPoint, child: CGRect, corner: CGRect, magnified: Bool) -> Bool {
    guard corner.minX < point.x, point.x < corner.maxX, corner.minY < point.y, point.y < corner.maxY else {
      return false
    }
    // Each edge runs from the corner toward the child, to where it comes out from under the element.
    let horizontalEnd = point.x == child.maxX ? max(corner.minX, child.minX) : min(corner.maxX, child.maxX)
    let verticalEnd = point.y == child.maxY ? max(corner.minY, child.minY) : min(corner.maxY, child.maxY)
    let edges = [CGPoint(x: horizontalEnd, y: point.y), CGPoint(x: point.x, y: verticalEnd)]
    // Across a small element's text (a count at one to one) they would only strike it through; in a
    // magnified detail they are broken around it, as the ghost's edges are, and lead to the dot on it.
    if !magnified, edges.contains(where: { canvas.segmentTouchesContent(from: point, to: $0) }) {
      return false
    }
    let content = elements.filter { $0.hasContent && $0.frame.intersects(corner) }.map {
      $0.frame.insetBy(dx: -metrics.labelClearance, dy: -metrics.labelClearance)
    }
    // In the outline color of the edges they continue, told apart from the ghost's dashes in the position
    // color; the corner's dot where they meet is the position's.
    for end in edges {
      for (from, to) in Self.segments(from: point, to: end, avoiding: content) {
        canvas.addUnchecked(.baseline(from: from, to: to, role: .nodeOutline))
      }
    }
    return true
  }

  /// Centers for a corner's callout of `size` that begins level with the corner: beyond the corner
  /// element on the side away from the child, starting at the corner and running away from the child.
  func cornerCalloutCenters(point: CGPoint, child: CGRect, corner: CGRect, size: CGSize) -> [CGPoint] {
    let margin = metrics.labelClearance + 1.5
    let outward: CGFloat = point.x == child.maxX ? 1 : -1
    let x = point.x + outward * size.width / 2
    let above = CGPoint(x: x, y: corner.minY - margin - size.height / 2)
    let below = CGPoint(x: x, y: corner.maxY + margin + size.height / 2)
    return point.y == child.minY ? [above, below] : [below, above]
  }

  /// A corner location as a reader says it: `top-right`.
  static func cornerName(_ location: CornerLayoutLocation) -> String {
    switch location {
    case .topLeft: "top-left"
    case .topRight: "top-right"
    case .bottomLeft: "bottom-left"
    case .bottomRight: "bottom-right"
    }
  }

  /// Baseline-aligned stacks: a dashed line across each line's children at its baseline, labelled.
  mutating func addBaselines() {
    for index in elements.indices where shows(.baseline, index) {
      guard mainAxis(of: index) == .horizontal, case .stack(let stack) = elements[index].sizing?.contribution
      else { continue }
      let children = elements[index].children
      let alignment = children.compactMap { elements[$0].sizing?.stackChild?.alignment }.first
      guard alignment == .baselineFirst || alignment == .baselineLast else { continue }
      let frame = elements[index].frame
      for line in stack.lines {
        let members = children.filter {
          elements[$0].sizing?.stackChild?.line == stack.lines.firstIndex(of: line)
        }
        guard let top = members.map({ elements[$0].frame.minY }).min() else { continue }
        let y = top + line.baseline
        let text = alignment == .baselineFirst ? "first baseline" : "last baseline"
        let start = CGPoint(x: frame.minX - 4, y: y)
        let end = CGPoint(x: frame.maxX + 4, y: y)
        let size = canvas.plateSize(text, fontSize: metrics.labelFontSize)
        // The line runs between the children's text, not through it: the glyphs sit on its gaps.
        var runs: [(CGFloat, CGFloat)] = [(start.x, end.x)]
        for member in members where elements[member].hasContent {
          let box = elements[member].frame
          guard box.minY < y, box.maxY > y else { continue }
          runs = runs.flatMap { run -> [(CGFloat, CGFloat)] in
            guard box.maxX > run.0, box.minX < run.1 else { return [run] }
            return [(run.0, box.minX - 1), (box.maxX + 1, run.1)].filter { $0.1 - $0.0 > 0.5 }
          }
        }
        let lines: [AnnotationMark] = runs.map {
          .baseline(from: CGPoint(x: $0.0, y: y), to: CGPoint(x: $0.1, y: y), role: .annotation(.baseline))
        }
        var placed = false
        for center in [
          CGPoint(x: end.x + 2 + size.width / 2 + metrics.labelClearance, y: y),
          CGPoint(x: start.x - 2 - size.width / 2 - metrics.labelClearance, y: y),
        ] {
          let label = canvas.label(
            text, fontSize: metrics.labelFontSize, role: .annotation(.baseline), center: center)
          if canvas.tryPlace(lines + [.label(label)]) {
            placed = true
            break
          }
        }
        if !placed { canvas.drop("baseline of \(describe(index))", text: text) }
      }
    }
  }
}
