import DiagramValues
import Foundation

/// What a mark means, which decides its color in a theme.
public enum MarkRole: Hashable, Sendable {
  /// A display node's outline.
  case nodeOutline
  /// A spec's outline.
  case specOutline
  /// An outline in the element's own stroke color.
  case stroke(RGBAColor)
  /// A structure-view outline and callout, one color per spec kind.
  case structure(SpecKind)
  /// A value of the annotation kind.
  case annotation(AnnotationKind)
  /// An element's name.
  case name
  /// A note from the document.
  case note
  /// A leader from a label to what it names.
  case leader
}

/// A label's text and where it goes: its plate (the text's box with padding, painted behind the text)
/// and the text's own box inside it.
public struct PlannedLabel: Hashable, Sendable {
  /// The text.
  public var text: String
  /// The font size in points.
  public var fontSize: CGFloat
  /// What the label shows.
  public var role: MarkRole
  /// The plate: no other mark overlaps it.
  public var plate: CGRect
  /// The text's box, centered in the plate.
  public var textFrame: CGRect
}

extension PlannedLabel {
  /// A label of `text` whose plate is `plate`, its text of `textSize` centered in it.
  public init(text: String, fontSize: CGFloat, role: MarkRole, plate: CGRect, textSize: CGSize) {
    self.text = text
    self.fontSize = fontSize
    self.role = role
    self.plate = plate
    textFrame = CGRect(
      x: plate.midX - textSize.width / 2, y: plate.midY - textSize.height / 2, width: textSize.width,
      height: textSize.height)
  }
}

/// One mark of a planned diagram, with its exact geometry in root points.
public enum AnnotationMark: Hashable, Sendable {
  /// An element's outline, drawn inside `rect`; dashed for specs. `element` is the index of the element it
  /// belongs to, so that a renderer can paint a node's or spec's outline right after the element itself and
  /// under whatever is painted over it; a stroke or structure outline goes on top of everything.
  case outline(CGRect, role: MarkRole, dashed: Bool, element: Int)
  /// A dimension line segment (solid).
  case dimensionLine(from: CGPoint, to: CGPoint, role: MarkRole)
  /// An extension line from an element's edge (with a small gap) past a dimension line.
  case extensionLine(from: CGPoint, to: CGPoint, role: MarkRole)
  /// An arrowhead with its tip at `tip`, pointing along `direction` (a unit vector).
  case arrowhead(tip: CGPoint, direction: PlanVector, role: MarkRole)
  /// A leader from a label's edge to the point it names, ending in a dot.
  case leader(from: CGPoint, to: CGPoint, role: MarkRole)
  /// A dashed baseline across aligned children.
  case baseline(from: CGPoint, to: CGPoint, role: MarkRole)
  /// A label.
  case label(PlannedLabel)

  /// The smallest rectangle holding the mark.
  public func bounds(arrowLength: CGFloat, arrowHalfWidth: CGFloat) -> CGRect {
    switch self {
    case .outline(let rect, _, _, _): return rect
    case .dimensionLine(let a, let b, _), .extensionLine(let a, let b, _), .leader(let a, let b, _),
      .baseline(let a, let b, _):
      return Shape.segment(a, b, width: 1).bounds
    case .arrowhead(let tip, let direction, _):
      return ArrowGeometry.box(tip: tip, direction: direction, length: arrowLength, halfWidth: arrowHalfWidth)
    case .label(let label): return label.plate
    }
  }
}

/// The box an arrowhead covers.
enum ArrowGeometry {
  static func box(tip: CGPoint, direction: PlanVector, length: CGFloat, halfWidth: CGFloat) -> CGRect {
    let base = CGPoint(x: tip.x - direction.dx * length, y: tip.y - direction.dy * length)
    let normal = PlanVector(dx: -direction.dy, dy: direction.dx)
    let corners = [
      tip, CGPoint(x: base.x + normal.dx * halfWidth, y: base.y + normal.dy * halfWidth),
      CGPoint(x: base.x - normal.dx * halfWidth, y: base.y - normal.dy * halfWidth),
    ]
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}
