import Foundation
import ImageDiff

/// What one render draws and the canvas it draws on: the elements in paint order, the diagram marks, and
/// the canvas size in pixels with the root's place on it.
struct RenderScene {
  /// The elements in paint order.
  let elements: [PaintedElement]
  /// Outlines, annotations and labels (diagram style only).
  let marks: [DiagramMark]
  /// Canvas width in pixels.
  let pixelWidth: Int
  /// Canvas height in pixels.
  let pixelHeight: Int
  /// Where the root's origin sits on the canvas, in points (whole pixels, so the root stays on the grid).
  let origin: CGPoint

  /// Sizes the canvas: the root's frame, `ceil(size × scale)` pixels, grown by `margin` on each side that
  /// marks reach beyond.
  init(elements: [PaintedElement], marks: [DiagramMark], scale: CGFloat, margin: CGFloat) throws(RenderError)
  {
    self.elements = elements
    self.marks = marks
    let root = elements[0].frame
    let drawn = marks.reduce(root) { $0.union($1.bounds) }
    func outward(_ overhang: CGFloat) -> CGFloat {
      overhang > 0.001 ? Self.pixels(overhang + margin, scale: scale) : 0
    }
    let left = outward(root.minX - drawn.minX)
    let top = outward(root.minY - drawn.minY)
    let right = outward(drawn.maxX - root.maxX)
    let bottom = outward(drawn.maxY - root.maxY)
    let width = Self.pixels(root.width, scale: scale) + left + right
    let height = Self.pixels(root.height, scale: scale) + top + bottom
    guard width <= CGFloat(Bitmap.maximumSide), height <= CGFloat(Bitmap.maximumSide) else {
      throw .canvasTooLarge(width: width, height: height)
    }
    guard width >= 1, height >= 1 else { throw .emptyCanvas(width: Int(width), height: Int(height)) }
    pixelWidth = Int(width)
    pixelHeight = Int(height)
    origin = CGPoint(x: left / scale, y: top / scale)
  }

  /// `ceil(points × scale)`, forgiving floating-point noise; infinite or NaN lengths count as too large.
  private static func pixels(_ points: CGFloat, scale: CGFloat) -> CGFloat {
    guard points.isFinite else { return .infinity }
    return max(0, (points * scale - 1e-6).rounded(.up))
  }
}
