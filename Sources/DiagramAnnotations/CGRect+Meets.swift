import Foundation

extension CGRect {
  /// Whether the two rectangles overlap or touch: what `intersects(_:)` answers, without making the
  /// intersection rectangle it is computed from. The planner asks it of every candidate place against every
  /// neighbour, millions of times for a figure of thousands of names.
  func meets(_ other: CGRect) -> Bool {
    !isNull && !other.isNull && minX <= other.maxX && other.minX <= maxX && minY <= other.maxY
      && other.minY <= maxY
  }
}

extension CGRect {
  /// Whether the two rectangles share area, not only an edge: siblings side by side touch, layers overlap.
  func meetsInterior(_ other: CGRect) -> Bool {
    !isNull && !other.isNull && minX < other.maxX - 0.01 && other.minX < maxX - 0.01
      && minY < other.maxY - 0.01 && other.minY < maxY - 0.01
  }
}

extension CGRect {
  /// Whether `other` lies within this rectangle, edges included, give or take `tolerance`. (Foundation's
  /// `contains(_:)` on Linux compares the union with the rectangle exactly, so a rectangle grown by a
  /// hundredth of a point can fail to contain itself once the union's width rounds.)
  package func encloses(_ other: CGRect, tolerance: CGFloat = 0) -> Bool {
    !isNull && !other.isNull && other.minX >= minX - tolerance && other.minY >= minY - tolerance
      && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
  }
}

extension CGRect {
  /// The shortest distance between the two rectangles; 0 when they meet.
  func distance(to other: CGRect) -> CGFloat {
    let dx = max(0, max(other.minX - maxX, minX - other.maxX))
    let dy = max(0, max(other.minY - maxY, minY - other.maxY))
    return hypot(dx, dy)
  }
}
