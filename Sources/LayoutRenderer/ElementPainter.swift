import Foundation
import TextureLayout

/// Paints elements in paint order: each element's fill on the pixel grid, then its content (text or image).
struct ElementPainter {
  let canvas: CairoCanvas

  /// Paints every element, parents before children.
  func paint(_ elements: [PaintedElement], afterEach: (Int) -> Void = { _ in }) {
    for (index, element) in elements.enumerated() {
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
      if let node = element.element as? DisplayNode, let content = node.content as? any DrawableContent {
        content.draw(on: canvas.cairo, in: element.frame)
      }
      afterEach(index)
    }
  }
}
