import Foundation

/// The axis a dimension measures along.
public enum PlanAxis: Hashable, Sendable {
  /// Widths: the dimension line runs left to right.
  case horizontal
  /// Heights: the dimension line runs top to bottom.
  case vertical

  /// A point from a coordinate along the axis and one across it.
  func point(along: CGFloat, across: CGFloat) -> CGPoint {
    self == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
  }

  /// The rectangle's extent along the axis.
  func range(of rect: CGRect) -> (CGFloat, CGFloat) {
    self == .horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
  }

  /// The rectangle's extent across the axis.
  func crossRange(of rect: CGRect) -> (CGFloat, CGFloat) {
    self == .horizontal ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// A size's length along the axis.
  func length(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }

  /// A size's length across the axis.
  func crossLength(_ size: CGSize) -> CGFloat { self == .horizontal ? size.height : size.width }

  /// The unit vector along the axis.
  var unit: PlanVector { self == .horizontal ? PlanVector(dx: 1, dy: 0) : PlanVector(dx: 0, dy: 1) }
}

/// A dimension to place: one or more consecutive segments along an axis (a chain), each with a label or
/// none, and the places its line may go, tried in order.
struct DimensionRequest {
  /// One measured segment.
  struct Segment {
    /// Where it starts and ends along the axis.
    var from: CGFloat
    var to: CGFloat
    /// Its value; `nil` draws the segment without a label (a gap labelled once elsewhere).
    var text: String?
    /// Its color's meaning.
    var role: MarkRole
    /// The element it measures, when it is one element's length (a chain's child); else the request's.
    var subject: Int? = nil
    /// Whether it keeps its arrowheads without a label: one of equal gaps whose value another says once,
    /// `8pt each`.
    var ticked = false
    /// The value's own tier, when it differs from the request's (a chain's plain length among its gaps);
    /// `nil` for the tier being placed.
    var tier: RequestTier? = nil
  }

  /// A line position to try.
  struct Placement {
    /// The line's coordinate across the axis.
    var cross: CGFloat
    /// For each boundary between segments (segments + 1 of them), where its extension line starts across
    /// the axis; `nil` for a line drawn between edges, with no extension lines.
    var extensionStarts: [CGFloat]?
    /// The side of the line away from what it measures (+1 below or right, −1 above or left), where a label
    /// that does not fit on the line goes.
    var outward: CGFloat
    /// Whether a value too long for a short line goes past its start rather than its end: for a line
    /// between edges whose end is an element's edge (an inset's band before its child), where past the end
    /// the value would lie on the element and read as its.
    var pastStart = false
  }

  /// The axis.
  var axis: PlanAxis
  /// The segments in order along the axis.
  var segments: [Segment]
  /// The line positions to try.
  var placements: [Placement]
  /// What the dimension is, for a drop report.
  var what: String
  /// The element whose length it is, when one is: its extension lines cross no fill that does not hold
  /// it (a neighbor it overlaps, as a badge does a photo), where they would read as that neighbor's edges.
  var measured: CGRect?
  /// Line positions tried only when the value is called out (`PlanCanvas.placeCallout(_:)`): a chain's
  /// gaps drawn across the middle of its stack, between the children's edges, where a label would lie
  /// over the children but a line alone fits.
  var calloutPlacements: [Placement] = []

  /// The boundaries of the segments along the axis.
  var boundaries: [CGFloat] {
    // Every segment's ends, once each, in order: a chain's segments may leave gaps between them.
    var ends: [CGFloat] = []
    for segment in segments {
      for end in [segment.from, segment.to] where !ends.contains(where: { abs($0 - end) < 0.001 }) {
        ends.append(end)
      }
    }
    return ends.sorted()
  }

  /// Placements outside a feature spanning `crossRange` across the axis: tiers going away from it, first
  /// on the preferred side, then on the other; then, when `drawing` is given, tiers beyond the whole
  /// drawing on each side, where there is always room. `starts` gives each boundary's extension start on a
  /// side.
  static func tiers(
    preferring side: CGFloat, crossRange: (CGFloat, CGFloat), starts: (CGFloat) -> [CGFloat],
    metrics: PlannerMetrics, count: Int = 5, beyond drawing: (CGFloat, CGFloat)? = nil
  ) -> [Placement] {
    var placements: [Placement] = []
    for side in [side, -side] {
      let edge = side > 0 ? crossRange.1 : crossRange.0
      for tier in 0..<count {
        let cross = edge + side * (metrics.dimensionGap + CGFloat(tier) * metrics.tierSpacing)
        placements.append(Placement(cross: cross, extensionStarts: starts(side), outward: side))
      }
    }
    if let drawing {
      for side in [side, -side] {
        let edge = side > 0 ? max(drawing.1, crossRange.1) : min(drawing.0, crossRange.0)
        // Four: one more than the tiers near an element, so that a whole (the root) whose edges three
        // tiers of its parts' lengths already hold still finds a tier rather than the key.
        for tier in 0..<4 {
          let cross = edge + side * (metrics.dimensionGap + CGFloat(tier) * metrics.tierSpacing)
          placements.append(Placement(cross: cross, extensionStarts: starts(side), outward: side))
        }
      }
    }
    return placements
  }
}
