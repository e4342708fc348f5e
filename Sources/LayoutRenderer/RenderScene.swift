import DiagramAnnotations
import Foundation
import TextureLayout
import CairoSupport
import InputLimits

/// What one render draws: the elements, the planned annotations, and the canvas that holds them, in whole
/// pixels around the root.
struct RenderScene {
  /// The elements in paint order.
  let elements: [PaintedElement]
  /// The planned marks, empty in plain style.
  let marks: [AnnotationMark]
  /// Canvas width in pixels.
  let pixelWidth: Int
  /// Canvas height in pixels.
  let pixelHeight: Int
  /// Where the root's origin sits on the canvas, in points (of the root, before any magnification).
  let origin: CGPoint
  /// The frame of the element the figure focuses on, when it does: the rest is veiled.
  let focus: CGRect?
  /// Where the layout is drawn, when not everywhere: a detail's region, outside which its marks stand on
  /// the background alone.
  let layoutBounds: CGRect?

  /// A scene whose canvas is `area` (the root unless given) grown by whole pixels to hold `drawn` (the
  /// plan's bounds, margin included), when anything reaches outside it. `scale` is pixels per point of the
  /// canvas: the grid's scale times any magnification.
  init(
    elements: [PaintedElement], marks: [AnnotationMark], drawn: CGRect?, scale: CGFloat, focus: CGRect? = nil,
    area: CGRect? = nil, layoutBounds: CGRect? = nil
  ) throws(RenderError) {
    self.elements = elements
    self.marks = marks
    self.focus = focus
    self.layoutBounds = layoutBounds
    let root = area ?? elements[0].frame
    let drawn = drawn.map { root.union($0) } ?? root
    func outward(_ overhang: CGFloat) -> CGFloat {
      overhang > 0.001 ? Self.pixels(overhang, scale: scale) : 0
    }
    let left = outward(root.minX - drawn.minX)
    let top = outward(root.minY - drawn.minY)
    let right = outward(drawn.maxX - root.maxX)
    let bottom = outward(drawn.maxY - root.maxY)
    let width = Self.pixels(root.width, scale: scale) + left + right
    let height = Self.pixels(root.height, scale: scale) + top + bottom
    try Self.checkCanvas(width: width, height: height)
    pixelWidth = Int(width)
    pixelHeight = Int(height)
    // A canvas is bounded as one image is; the run's budget is for the image files it decodes, which a
    // document may show many of at little cost of its own (a canvas costs its document's drawing, which a
    // batch of many documents asks for).
    guard pixelWidth * pixelHeight <= PixelBudget.perImage else {
      throw .beyondPixelBudget(.image(pixels: pixelWidth * pixelHeight, limit: PixelBudget.perImage))
    }
    try Self.checkDrawnText(elements)
    try Self.checkDrawnImages(elements)
    // The images it draws are decoded while it is drawn: their pixels are charged now, before any is.
    for element in elements {
      guard let image = (element.element as? DisplayNode)?.intrinsicContent as? CairoImageContent else {
        continue
      }
      do {
        try image.prepareForDrawing()
      } catch {
        if case .beyondBudget(_, let budget) = error { throw .beyondPixelBudget(budget) }
        throw .imageUnreadable(element: ObjectIdentifier(element.element), reason: error.description)
      }
    }
    origin = CGPoint(x: left / scale - root.minX, y: top / scale - root.minY)
  }

  /// Refuses a figure that would draw more text than `Budgets.drawnText`, before any is drawn: a text
  /// aliased in many leaves is shaped again for each, and a text wrapped into many lines costs by its lines
  /// (`PangoTextContent.layoutWeight(atWidth:)`).
  private static func checkDrawnText(_ elements: [PaintedElement]) throws(RenderError) {
    // Counted until the budget is passed, so that the count costs no more than the budget.
    var drawn = 0
    for element in elements {
      guard let text = (element.element as? DisplayNode)?.intrinsicContent as? PangoTextContent else {
        continue
      }
      drawn += text.layoutWeight(atWidth: element.frame.width)
      guard drawn <= Budgets.drawnText else { throw .textBeyondBudget(limit: Budgets.drawnText) }
    }
  }

  /// Refuses a figure whose image leaves draw more pixels than `Budgets.figureImagePixels` together, before
  /// any is drawn: each leaf scales its image's every pixel.
  private static func checkDrawnImages(_ elements: [PaintedElement]) throws(RenderError) {
    var drawn = 0
    for element in elements {
      guard let image = (element.element as? DisplayNode)?.intrinsicContent as? CairoImageContent else {
        continue
      }
      drawn += image.pixelWidth * image.pixelHeight
      guard drawn <= Budgets.figureImagePixels else {
        throw .imagesBeyondBudget(limit: Budgets.figureImagePixels)
      }
    }
  }

  /// Refuses a root that no canvas can hold, before anything is planned for it: margins only add to it.
  static func checkRoot(_ root: CGRect, scale: CGFloat) throws(RenderError) {
    let width = pixels(root.width, scale: scale)
    let height = pixels(root.height, scale: scale)
    try checkCanvas(width: width, height: height)
    // The canvas holds at least the drawing: past one image's pixels, it is refused before it is planned.
    guard width * height <= CGFloat(PixelBudget.perImage) else {
      throw .beyondPixelBudget(.image(pixels: Int(width * height), limit: PixelBudget.perImage))
    }
  }

  /// Refuses a canvas larger than Cairo's surfaces allow, or of no pixels.
  private static func checkCanvas(width: CGFloat, height: CGFloat) throws(RenderError) {
    guard width <= CGFloat(CairoImageLimits.maximumSide), height <= CGFloat(CairoImageLimits.maximumSide)
    else {
      throw .canvasTooLarge(width: width, height: height)
    }
    guard width >= 1, height >= 1 else { throw .emptyCanvas(width: Int(width), height: Int(height)) }
  }

  private static func pixels(_ points: CGFloat, scale: CGFloat) -> CGFloat {
    guard points.isFinite else { return .infinity }
    return max(0, (points * scale - 1e-6).rounded(.up))
  }
}
