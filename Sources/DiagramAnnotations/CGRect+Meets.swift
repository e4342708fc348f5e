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
