import DiagramValues
import Foundation
import TextureLayout

extension PlannerRun {
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
  /// Corner specs: a callout naming the corner and the offset, with a leader to the child's corner.
  mutating func addCorners() {
    for index in elements.indices where elements[index].spec == .corner && shows(.position, index) {
      guard admits([.position], .authored, about: [index] + elements[index].children) else { continue }
      canvas.subject = elements[index].children.last
      guard
        case .corner(let location, let offset, let cornerOrigin, let wrapsCorner)? =
          elements[index].sizing?.contribution, elements[index].children.count == 2
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
      if !dimensionsShift, corner.contains(point) {
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
      // Where the spec grew past its child's top or left to hold the corner element (`wrapsCorner`), the
      // child moved by as much: how far, from those edges of the spec.
      if wrapsCorner {
        let edges = (cornerOrigin.y < -0.01 ? [Edge.top] : []) + (cornerOrigin.x < -0.01 ? [Edge.left] : [])
        let childIndex = elements[index].children[0]
        for edge in edges {
          placeBand(
            outer: elements[index].frame, inner: child, edge: edge,
            text: ValueText.points(distanceOf(edge, outer: elements[index].frame, inner: child)),
            role: .annotation(.position), what: "shift of \(describe(childIndex)) to hold the corner element")
        }
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
}
