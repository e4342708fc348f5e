import DiagramValues
import Foundation

/// A label placed on a diagram: its plate, its text and, when it sits away from what it describes, a leader
/// line back to that point.
struct PlacedLabel {
  /// The text.
  let text: String
  /// The Pango font description of the text.
  let font: String
  /// The text color.
  let color: RGBAColor
  /// The plate behind the text, in root points.
  let plate: CGRect
  /// Where the text sits inside the plate.
  let textFrame: CGRect
  /// The point the label describes, when a leader line runs to it.
  let leaderTarget: CGPoint?
}

/// One thing diagram style draws over the elements, in root points.
enum DiagramMark {
  /// An element's outline, inside its frame; dashed for specs.
  case outline(CGRect, color: RGBAColor, dashed: Bool)
  /// A plain or dashed line.
  case line(from: CGPoint, to: CGPoint, color: RGBAColor, dashed: Bool)
  /// A line with arrowheads at its end, or at both ends.
  case arrow(from: CGPoint, to: CGPoint, color: RGBAColor, bothEnds: Bool)
  /// A dot marking a point.
  case dot(CGPoint, color: RGBAColor)
  /// A label.
  case label(PlacedLabel)

  /// The area the mark covers.
  var bounds: CGRect {
    switch self {
    case .outline(let rect, _, _): return rect
    case .line(let start, let end, _, _), .arrow(let start, let end, _, _):
      return CGRect(
        x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x),
        height: abs(end.y - start.y)
      ).insetBy(dx: -3, dy: -3)
    case .dot(let point, _):
      return CGRect(x: point.x - 2, y: point.y - 2, width: 4, height: 4)
    case .label(let label):
      guard let target = label.leaderTarget else { return label.plate }
      return label.plate.union(CGRect(x: target.x - 2, y: target.y - 2, width: 4, height: 4))
    }
  }
}
