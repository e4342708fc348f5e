@_implementationOnly import CCairo
import Foundation
import TextureLayout

/// Corners of a rectangle, for paths that round only some.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path in points, filled, stroked or clipped to in the current drawing context (`UIGraphics…`).
open class UIBezierPath: NSObject, @unchecked Sendable {
  private enum Step {
    case move(CGPoint)
    case line(CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
    case oval(CGRect)
    case close
  }

  private var steps: [Step] = []
  /// The stroke's width.
  public var lineWidth: CGFloat = 1
  /// Whether fills use the even-odd rule (kept; fills use the nonzero rule).
  public var usesEvenOddFillRule = false
  public var lineCapStyle = CGLineCap.butt
  public var lineJoinStyle = CGLineJoin.miter

  public override init() {}

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    close()
  }

  /// The ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    steps.append(.oval(rect))
  }

  /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners,
      cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A rectangle with `corners` rounded by `cornerRadii.width` (at most half the shorter side).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let radius = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
    func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
    let halfPi = CGFloat.pi / 2
    move(to: CGPoint(x: rect.minX + r(.topLeft), y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - r(.topRight), y: rect.minY))
    addArc(
      withCenter: CGPoint(x: rect.maxX - r(.topRight), y: rect.minY + r(.topRight)), radius: r(.topRight),
      startAngle: -halfPi, endAngle: 0, clockwise: true)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r(.bottomRight)))
    addArc(
      withCenter: CGPoint(x: rect.maxX - r(.bottomRight), y: rect.maxY - r(.bottomRight)),
      radius: r(.bottomRight),
      startAngle: 0, endAngle: halfPi, clockwise: true)
    addLine(to: CGPoint(x: rect.minX + r(.bottomLeft), y: rect.maxY))
    addArc(
      withCenter: CGPoint(x: rect.minX + r(.bottomLeft), y: rect.maxY - r(.bottomLeft)),
      radius: r(.bottomLeft),
      startAngle: halfPi, endAngle: .pi, clockwise: true)
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + r(.topLeft)))
    addArc(
      withCenter: CGPoint(x: rect.minX + r(.topLeft), y: rect.minY + r(.topLeft)), radius: r(.topLeft),
      startAngle: .pi, endAngle: 3 * halfPi, clockwise: true)
    close()
  }

  /// An arc of a circle.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  open func move(to point: CGPoint) { steps.append(.move(point)) }
  open func addLine(to point: CGPoint) { steps.append(.line(point)) }
  open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    steps.append(.curve(controlPoint1, controlPoint2, end))
  }
  /// A quadratic curve, drawn as the cubic curve of the same shape.
  open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    let start = currentPoint
    let first = CGPoint(
      x: start.x + 2 / 3 * (controlPoint.x - start.x), y: start.y + 2 / 3 * (controlPoint.y - start.y))
    let second = CGPoint(
      x: end.x + 2 / 3 * (controlPoint.x - end.x), y: end.y + 2 / 3 * (controlPoint.y - end.y))
    addCurve(to: end, controlPoint1: first, controlPoint2: second)
  }
  /// An arc; angles in radians, clockwise as the screen shows it (y down).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    steps.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
  }
  open func close() { steps.append(.close) }
  /// Appends another path's steps.
  open func append(_ path: UIBezierPath) { steps += path.steps }
  open func removeAllPoints() { steps.removeAll() }

  /// Where the path ends so far.
  public var currentPoint: CGPoint {
    for step in steps.reversed() {
      switch step {
      case .move(let point), .line(let point), .curve(_, _, let point): return point
      case .arc(let center, let radius, _, let end, _):
        return CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
      case .oval, .close: continue
      }
    }
    return .zero
  }

  /// The smallest rectangle holding every point of the path and its curves' control points (UIKit's
  /// `bounds`); `.null` for an empty path.
  public var bounds: CGRect {
    var box = CGRect.null
    func add(_ rect: CGRect) { box = box.union(rect) }
    func add(_ point: CGPoint) { add(CGRect(origin: point, size: .zero)) }
    for step in steps {
      switch step {
      case .move(let point), .line(let point): add(point)
      case .curve(let first, let second, let end):
        add(first)
        add(second)
        add(end)
      case .arc(let center, let radius, _, _, _):
        add(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
      case .oval(let rect): add(rect)
      case .close: break
      }
    }
    return box
  }

  /// Whether the path has no steps.
  public var isEmpty: Bool { steps.isEmpty }

  /// Fills the path with the current fill color.
  open func fill() {
    guard let context = GraphicsContextStack.current else { return }
    trace(on: context.cairo)
    context.fillColor.setSource(on: context.cairo)
    cairo_fill(context.cairo)
  }

  /// Strokes the path `lineWidth` wide with the current stroke color.
  open func stroke() {
    guard let context = GraphicsContextStack.current else { return }
    trace(on: context.cairo)
    context.strokeColor.setSource(on: context.cairo)
    cairo_set_line_width(context.cairo, lineWidth)
    cairo_stroke(context.cairo)
  }

  /// Limits what is drawn next in the current context to the path's inside.
  open func addClip() {
    guard let context = GraphicsContextStack.current else { return }
    trace(on: context.cairo)
    cairo_clip(context.cairo)
  }

  /// Lays the path down as Cairo's current path.
  private func trace(on cairo: OpaquePointer) {
    cairo_new_path(cairo)
    for step in steps {
      switch step {
      case .move(let point): cairo_move_to(cairo, point.x, point.y)
      case .line(let point): cairo_line_to(cairo, point.x, point.y)
      case .curve(let first, let second, let end):
        cairo_curve_to(cairo, first.x, first.y, second.x, second.y, end.x, end.y)
      case .arc(let center, let radius, let start, let end, let clockwise):
        guard radius > 0 else {
          cairo_line_to(cairo, center.x, center.y)
          continue
        }
        if clockwise {
          cairo_arc(cairo, center.x, center.y, radius, start, end)
        } else {
          cairo_arc_negative(cairo, center.x, center.y, radius, start, end)
        }
      case .oval(let rect):
        guard rect.width > 0, rect.height > 0 else { continue }
        cairo_new_sub_path(cairo)
        cairo_save(cairo)
        cairo_translate(cairo, rect.midX, rect.midY)
        cairo_scale(cairo, rect.width / 2, rect.height / 2)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cairo)
        cairo_close_path(cairo)
      case .close: cairo_close_path(cairo)
      }
    }
  }
}

/// How a stroke's ends are drawn (kept).
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

/// How a stroke's joins are drawn (kept).
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}
