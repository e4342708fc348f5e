import DiagramValues
import Foundation
import TextureLayout

/// Distances between an outer and an inner edge, the geometry every spec's values share.
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
        what: what, measured: outer))
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
}
