import Foundation

/// A piece of planned geometry that labels must keep clear of: a rectangle (a label's plate, an arrowhead's
/// box, content text) or a line segment with a width (an edge, a dimension line, a leader).
public enum Shape: Hashable, Sendable {
  /// A filled rectangle.
  case rect(CGRect)
  /// A segment drawn with a stroke of `width`.
  case segment(CGPoint, CGPoint, width: CGFloat)

  /// The smallest rectangle holding the shape.
  public var bounds: CGRect {
    switch self {
    case .rect(let rect): return rect
    case .segment(let start, let end, let width):
      return CGRect(
        x: min(start.x, end.x) - width / 2, y: min(start.y, end.y) - width / 2,
        width: abs(end.x - start.x) + width, height: abs(end.y - start.y) + width)
    }
  }

  /// Whether the shape overlaps `rect` (touching edges do not count).
  public func intersects(_ rect: CGRect) -> Bool {
    switch self {
    case .rect(let own): return Self.overlap(own, rect)
    case .segment(let start, let end, let width):
      let grown = rect.insetBy(dx: -width / 2, dy: -width / 2)
      return Self.segment(start, end, crosses: grown)
    }
  }

  /// Whether two shapes overlap.
  public func intersects(_ other: Shape) -> Bool {
    switch (self, other) {
    case (.rect(let rect), _): return other.intersects(rect)
    case (_, .rect(let rect)): return intersects(rect)
    case (.segment(let a, let b, let w1), .segment(let c, let d, let w2)):
      if Self.segmentsCross(a, b, c, d) { return true }
      let reach = (w1 + w2) / 2
      let reachSquared = reach * reach
      return Self.squaredDistance(a, c, d) < reachSquared || Self.squaredDistance(b, c, d) < reachSquared
        || Self.squaredDistance(c, a, b) < reachSquared || Self.squaredDistance(d, a, b) < reachSquared
    }
  }

  static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// Liang–Barsky clipping: whether any part of the segment lies strictly inside the rectangle.
  static func segment(_ start: CGPoint, _ end: CGPoint, crosses rect: CGRect) -> Bool {
    guard rect.width > 0, rect.height > 0 else { return false }
    var low: CGFloat = 0
    var high: CGFloat = 1
    let dx = end.x - start.x
    let dy = end.y - start.y
    for (p, q) in [
      (-dx, start.x - rect.minX), (dx, rect.maxX - start.x), (-dy, start.y - rect.minY),
      (dy, rect.maxY - start.y),
    ] {
      if p == 0 {
        if q <= 0 { return false }
      } else {
        let t = q / p
        if p < 0 { low = max(low, t) } else { high = min(high, t) }
        if low >= high { return false }
      }
    }
    return high - low > 1e-9
  }

  private static func segmentsCross(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> Bool {
    func side(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat {
      (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
    }
    let d1 = side(c, d, a)
    let d2 = side(c, d, b)
    let d3 = side(a, b, c)
    let d4 = side(a, b, d)
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
  }

  private static func squaredDistance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let lengthSquared = dx * dx + dy * dy
    let t = lengthSquared > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared)) : 0
    let ex = p.x - (a.x + t * dx)
    let ey = p.y - (a.y + t * dy)
    return ex * ex + ey * ey
  }

}

/// A direction in the plane.
public struct PlanVector: Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// Creates a vector.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
}
