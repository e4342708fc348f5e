import Foundation
import DiagramAnnotations

/// What the opaque fills painted after an element hide of it. An element's outline is painted right after
/// the element, and its content with it, so a fill painted later (a corner badge, a child, an overlay)
/// covers them: only the outline's visible parts are stroked, and content covered whole is not drawn, so
/// that the SVG holds nothing the page does not show.
struct Occlusion {
  /// What opaque later fills cover for certain: a plain fill's frame; a rounded fill's two rectangles
  /// that its corners do not cut.
  let covers: [CGRect]

  /// The most elements a paint looks through for later fills: past it nothing counts as hidden, so that
  /// painting a huge layout stays linear.
  static let searchLimit = 2_000

  init(covers: [CGRect]) {
    self.covers = covers
  }

  /// The covers of the fills of `elements` painted after `index`, near `rect`; with `bounds` (a detail's
  /// region), only of elements painted there, as `ElementPainter` paints nothing wholly outside them.
  init(of elements: [PaintedElement], paintedAfter index: Int, near rect: CGRect, within bounds: CGRect?) {
    guard elements.count <= Self.searchLimit else {
      covers = []
      return
    }
    covers = elements[(index + 1)...].flatMap { Self.covers(of: $0, near: rect, within: bounds) }
  }

  /// Whether an opaque fill of `elements` painted after `index` holds all of `rect`; the search stops at
  /// the first that does.
  static func hides(
    _ rect: CGRect, in elements: [PaintedElement], paintedAfter index: Int, within bounds: CGRect?
  ) -> Bool {
    guard elements.count <= searchLimit else { return false }
    return elements[(index + 1)...].contains { element in
      covers(of: element, near: rect, within: bounds).contains { $0.encloses(rect) }
    }
  }

  /// What one element's fill covers for certain near `rect`: none unless it is opaque and painted.
  private static func covers(of element: PaintedElement, near rect: CGRect, within bounds: CGRect?)
    -> [CGRect]
  {
    guard element.frame.intersects(rect), bounds.map({ element.frame.intersects($0) }) ?? true,
      let fill = element.appearance.fill, fill.alpha >= 1
    else { return [] }
    let frame = element.frame
    let radius = min(max(0, element.appearance.cornerRadius), frame.width / 2, frame.height / 2)
    guard radius > 0 else { return [frame] }
    return [frame.insetBy(dx: radius, dy: 0), frame.insetBy(dx: 0, dy: radius)]
  }

  /// The visible pieces of the outline stroked `width` wide inside `rect`, as straight segments; `nil`
  /// when nothing of it is hidden (the rectangle is then stroked whole, its corners joined).
  func visibleSegments(ofOutlineInside rect: CGRect, width: CGFloat) -> [(CGPoint, CGPoint)]? {
    let inset = rect.insetBy(dx: width / 2, dy: width / 2)
    guard !covers.isEmpty, inset.width >= 0, inset.height >= 0, !inset.isNull else { return nil }
    let half = width / 2
    // Each edge runs half a width past its corners, so that the edges meeting there fill the corner.
    let horizontal = [inset.minY, inset.maxY].map { y in
      (hidden(along: y, from: inset.minX - half, to: inset.maxX + half, horizontal: true, half: half), y)
    }
    let vertical = [inset.minX, inset.maxX].map { x in
      (hidden(along: x, from: inset.minY - half, to: inset.maxY + half, horizontal: false, half: half), x)
    }
    guard
      horizontal.contains(where: { $0.0.count != 1 || $0.0[0] != (inset.minX - half, inset.maxX + half) })
        || vertical.contains(where: { $0.0.count != 1 || $0.0[0] != (inset.minY - half, inset.maxY + half) })
    else { return nil }
    return horizontal.flatMap { pieces, y in pieces.map { (CGPoint(x: $0.0, y: y), CGPoint(x: $0.1, y: y)) } }
      + vertical.flatMap { pieces, x in pieces.map { (CGPoint(x: x, y: $0.0), CGPoint(x: x, y: $0.1)) } }
  }

  /// The pieces of the interval `from...to` on the line at `position` that no cover hides across the
  /// stroke's whole width.
  private func hidden(along position: CGFloat, from: CGFloat, to: CGFloat, horizontal: Bool, half: CGFloat)
    -> [(CGFloat, CGFloat)]
  {
    var pieces = [(from, to)]
    for cover in covers {
      let across = horizontal ? (cover.minY, cover.maxY) : (cover.minX, cover.maxX)
      guard across.0 <= position - half, across.1 >= position + half else { continue }
      let along = horizontal ? (cover.minX, cover.maxX) : (cover.minY, cover.maxY)
      pieces = pieces.flatMap { piece -> [(CGFloat, CGFloat)] in
        guard along.0 < piece.1, along.1 > piece.0 else { return [piece] }
        return [(piece.0, along.0), (along.1, piece.1)].filter { $0.1 - $0.0 > 0.01 }
      }
    }
    return pieces
  }
}
