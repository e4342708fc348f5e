import CCairo
import DiagramValues
import Foundation

/// A Cairo context drawing in points, with the drawing operations the painters need.
struct CairoCanvas {
  /// The `cairo_t`.
  let cairo: OpaquePointer
  /// Pixels per point of the pixel grid that fills snap to.
  let scale: CGFloat

  /// The smallest pixel edge at or after `points`, forgiving floating-point noise.
  func pixelEdge(_ points: CGFloat) -> CGFloat {
    let pixels = (points * scale - 1e-6).rounded(.up)
    return min(max(pixels, -1e7), 1e7)
  }

  /// Fills `rect` with whole pixels and no antialiasing, so boxes that share an edge meet without a seam.
  func fillOnPixelGrid(_ rect: CGRect, color: RGBAColor) {
    let left = pixelEdge(rect.minX)
    let top = pixelEdge(rect.minY)
    let right = pixelEdge(rect.maxX)
    let bottom = pixelEdge(rect.maxY)
    guard right > left, bottom > top else { return }
    cairo_save(cairo)
    cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE)
    setColor(color)
    cairo_rectangle(cairo, left / scale, top / scale, (right - left) / scale, (bottom - top) / scale)
    cairo_fill(cairo)
    cairo_restore(cairo)
  }

  /// Fades what is drawn inside `rect` toward its edges over `width`: to `background`, or to transparency
  /// when there is none. A cut drawn this way reads as the layout going on past it, not as an edge.
  func fadeEdges(of rect: CGRect, width: CGFloat, to background: RGBAColor?) {
    guard width > 0, rect.width > 2 * width, rect.height > 2 * width else { return }
    cairo_save(cairo)
    if background == nil { cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT) }
    let color = background ?? RGBAColor(hex: 0)
    let strips: [(CGRect, CGPoint, CGPoint)] = [
      (
        CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height),
        CGPoint(x: rect.minX + width, y: 0), CGPoint(x: rect.minX, y: 0)
      ),
      (
        CGRect(x: rect.maxX - width, y: rect.minY, width: width, height: rect.height),
        CGPoint(x: rect.maxX - width, y: 0), CGPoint(x: rect.maxX, y: 0)
      ),
      (
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: width),
        CGPoint(x: 0, y: rect.minY + width), CGPoint(x: 0, y: rect.minY)
      ),
      (
        CGRect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width),
        CGPoint(x: 0, y: rect.maxY - width), CGPoint(x: 0, y: rect.maxY)
      ),
    ]
    for (strip, from, to) in strips {
      let gradient = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)!
      cairo_pattern_add_color_stop_rgba(gradient, 0, color.red, color.green, color.blue, 0)
      cairo_pattern_add_color_stop_rgba(gradient, 1, color.red, color.green, color.blue, 1)
      cairo_set_source(cairo, gradient)
      cairo_rectangle(cairo, strip.minX, strip.minY, strip.width, strip.height)
      cairo_fill(cairo)
      cairo_pattern_destroy(gradient)
    }
    cairo_restore(cairo)
  }

  /// Lays `color` over the whole surface except `hole`: what a focused figure draws over all it is not
  /// about, so that it reads as context. With `bounds`, only within them (where the layout is drawn).
  func veil(_ color: RGBAColor, around hole: CGRect, within bounds: CGRect? = nil) {
    cairo_save(cairo)
    if let bounds {
      cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
      cairo_clip(cairo)
    }
    setColor(color)
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    cairo_rectangle(cairo, x1, y1, x2 - x1, y2 - y1)
    cairo_rectangle(cairo, hole.minX, hole.minY, hole.width, hole.height)
    cairo_fill(cairo)
    cairo_restore(cairo)
  }

  /// Paints the whole surface with `color`.
  func paint(_ color: RGBAColor) {
    cairo_save(cairo)
    setColor(color)
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Strokes the outline of `rect` inside its edges, optionally dashed.
  func strokeInside(_ rect: CGRect, color: RGBAColor, width: CGFloat, dash: CGFloat?) {
    let inset = rect.insetBy(dx: width / 2, dy: width / 2)
    guard inset.width >= 0, inset.height >= 0, !inset.isNull else { return }
    cairo_save(cairo)
    setColor(color)
    cairo_set_line_width(cairo, width)
    if let dash { setDash(dash) }
    // Under a transformation that only moves (an SVG's canvas, one point a unit), the rectangle is drawn
    // where it lands with no transformation at all: the same pixels, and Cairo's SVG writes the path
    // without a `transform` of six numbers, a sixth of what a large figure's document formats.
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    if matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0 {
      cairo_identity_matrix(cairo)
      cairo_rectangle(cairo, inset.minX + matrix.x0, inset.minY + matrix.y0, inset.width, inset.height)
    } else {
      cairo_rectangle(cairo, inset.minX, inset.minY, inset.width, inset.height)
    }
    cairo_stroke(cairo)
    cairo_restore(cairo)
  }

  /// Fills `rect` with its corners rounded to `radius` (at most half its shorter side), antialiased as a
  /// rounded layer is.
  func fillRounded(_ rect: CGRect, radius: CGFloat, color: RGBAColor) {
    cairo_save(cairo)
    setColor(color)
    roundedRectangle(rect, radius: radius)
    cairo_fill(cairo)
    cairo_restore(cairo)
  }

  /// Strokes a border of `width` inside `rect`, its corners rounded to `radius` less half the width.
  func strokeRoundedInside(_ rect: CGRect, radius: CGFloat, color: RGBAColor, width: CGFloat) {
    let inset = rect.insetBy(dx: width / 2, dy: width / 2)
    guard inset.width >= 0, inset.height >= 0, !inset.isNull else { return }
    cairo_save(cairo)
    setColor(color)
    cairo_set_line_width(cairo, width)
    roundedRectangle(inset, radius: max(0, radius - width / 2))
    cairo_stroke(cairo)
    cairo_restore(cairo)
  }

  private func roundedRectangle(_ rect: CGRect, radius: CGFloat) {
    let r = min(max(0, radius), rect.width / 2, rect.height / 2)
    guard r > 0 else {
      cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
    cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
    cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cairo, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cairo)
  }

  /// Strokes a straight line.
  func line(from start: CGPoint, to end: CGPoint, color: RGBAColor, width: CGFloat, dash: CGFloat? = nil) {
    cairo_save(cairo)
    setColor(color)
    cairo_set_line_width(cairo, width)
    cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
    if let dash { setDash(dash) }
    cairo_move_to(cairo, start.x, start.y)
    cairo_line_to(cairo, end.x, end.y)
    cairo_stroke(cairo)
    cairo_restore(cairo)
  }

  /// Fills a triangular arrowhead whose tip is at `tip`, pointing away from `tail`.
  func arrowhead(at tip: CGPoint, from tail: CGPoint, color: RGBAColor, length: CGFloat, halfWidth: CGFloat) {
    let dx = tip.x - tail.x
    let dy = tip.y - tail.y
    let distance = (dx * dx + dy * dy).squareRoot()
    guard distance > 0 else { return }
    let ux = dx / distance
    let uy = dy / distance
    let head = min(length, distance / 2)
    let width = halfWidth * head / length
    let base = CGPoint(x: tip.x - ux * head, y: tip.y - uy * head)
    cairo_save(cairo)
    setColor(color)
    cairo_move_to(cairo, tip.x, tip.y)
    cairo_line_to(cairo, base.x - uy * width, base.y + ux * width)
    cairo_line_to(cairo, base.x + uy * width, base.y - ux * width)
    cairo_close_path(cairo)
    cairo_fill(cairo)
    cairo_restore(cairo)
  }

  /// Fills a small disc, the end of a leader line.
  func dot(at center: CGPoint, radius: CGFloat, color: RGBAColor) {
    cairo_save(cairo)
    setColor(color)
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
    cairo_fill(cairo)
    cairo_restore(cairo)
  }

  /// Fills `rect` with antialiasing, for label plates.
  func fill(_ rect: CGRect, color: RGBAColor) {
    cairo_save(cairo)
    setColor(color)
    cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    cairo_fill(cairo)
    cairo_restore(cairo)
  }

  /// Sets the source color.
  func setColor(_ color: RGBAColor) {
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
  }

  private func setDash(_ length: CGFloat) {
    var dashes = [Double(length), Double(length)]
    cairo_set_dash(cairo, &dashes, 2, 0)
  }
}
