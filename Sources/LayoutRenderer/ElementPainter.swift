import CCairo
import DiagramAnnotations
import DiagramValues
import Foundation
import TextureLayout

/// Paints elements in paint order: each element's fill on the pixel grid, then its content (text or image).
struct ElementPainter {
  let canvas: CairoCanvas
  /// The canvas's color under everything, for telling whether a text would vanish into it.
  var background: RGBAColor? = nil

  /// Paints every element (or those at `indices`, a band of paint order), parents before children; with
  /// `bounds`, only what lies within them: an element wholly outside is not painted at all, so that
  /// nothing of it is in the output, nor is a text partly outside.
  func paint(
    _ elements: [PaintedElement], only indices: Range<Int>? = nil, within bounds: CGRect? = nil,
    afterEach: (Int) -> Void = { _ in }
  ) {
    if let bounds {
      cairo_save(canvas.cairo)
      cairo_rectangle(canvas.cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
      cairo_clip(canvas.cairo)
    }
    defer { if bounds != nil { cairo_restore(canvas.cairo) } }
    for index in indices ?? elements.indices {
      let element = elements[index]
      if let bounds, !element.frame.intersects(bounds) {
        afterEach(index)
        continue
      }
      let appearance = element.appearance
      if let fill = appearance.fill {
        if appearance.cornerRadius > 0 {
          canvas.fillRounded(element.frame, radius: appearance.cornerRadius, color: fill)
        } else {
          canvas.fillOnPixelGrid(element.frame, color: fill)
        }
      }
      if let border = appearance.border {
        canvas.strokeRoundedInside(
          element.frame, radius: appearance.cornerRadius, color: border.color, width: border.width)
      }
      // Text the bounds would cut is not drawn: half glyphs say nothing. Nor is content an opaque fill
      // painted later covers whole: it is nowhere on the page, and would only be in the SVG.
      let textCut = bounds.map { element.hasText && !$0.encloses(element.frame) } ?? false
      let hidden =
        element.hasContent
        && Occlusion.hides(element.frame, in: elements, paintedAfter: index, within: bounds)
      if !textCut, !hidden,
        let node = element.element as? DisplayNode,
        let content = node.intrinsicContent as? any DrawableContent
      {
        if let text = content as? PangoTextContent,
          let backdrop = TextBackdrop.backdrop(
            for: text.color, over: TextBackdrop.under(index, in: elements, background: background))
        {
          canvas.fillOnPixelGrid(element.frame, color: backdrop)
        }
        content.draw(on: canvas.cairo, in: element.frame)
      }
      afterEach(index)
    }
  }
}
