import CCairo
import Foundation
import TextureLayout

/// Paints elements in paint order: each element's fill on the pixel grid, then its content (text or image).
struct ElementPainter {
  let canvas: CairoCanvas

  /// How opaque a translucent subtree is drawn.
  static let translucentOpacity: CGFloat = 0.6

  /// Paints every element, parents before children; with `bounds`, only what lies within them: an element
  /// wholly outside is not painted at all, so that nothing of it is in the output, nor is a text partly
  /// outside.
  ///
  /// The elements in `translucent` (a subtree, contiguous in paint order) are painted together and laid on
  /// what is under them at `translucentOpacity`, so that what they cover shows through: a corner badge in
  /// a detail over the corner it is centered on.
  func paint(
    _ elements: [PaintedElement], within bounds: CGRect? = nil, translucent: Range<Int>? = nil,
    afterEach: (Int) -> Void = { _ in }
  ) {
    if let bounds {
      cairo_save(canvas.cairo)
      cairo_rectangle(canvas.cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
      cairo_clip(canvas.cairo)
    }
    defer { if bounds != nil { cairo_restore(canvas.cairo) } }
    for (index, element) in elements.enumerated() {
      if translucent?.lowerBound == index { cairo_push_group(canvas.cairo) }
      defer {
        if let translucent, translucent.upperBound - 1 == index {
          cairo_pop_group_to_source(canvas.cairo)
          cairo_paint_with_alpha(canvas.cairo, Self.translucentOpacity)
        }
      }
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
      // Text the bounds would cut is not drawn: half glyphs say nothing.
      let textCut = bounds.map { element.hasText && !$0.contains(element.frame) } ?? false
      if !textCut, let node = element.element as? DisplayNode,
        let content = node.content as? any DrawableContent
      {
        content.draw(on: canvas.cairo, in: element.frame)
      }
      afterEach(index)
    }
  }
}
