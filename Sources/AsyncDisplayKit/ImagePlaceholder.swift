import DiagramValues
import Foundation
import LayoutRenderer
import TextureLayout

/// What a network image node without an image shows in a review: the last path component of its URL,
/// centered in gray over the placeholder fill. It measures as a display node does (the constrained size
/// when finite, else zero), so that showing it changes no layout.
struct ImagePlaceholder: DrawableContent, Hashable {
  /// The text shown.
  let text: String

  func sizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    let valid =
      constrainedSize.width.isFinite && constrainedSize.height.isFinite && constrainedSize.width >= 0
      && constrainedSize.height >= 0
    return valid ? constrainedSize : .zero
  }

  func draw(on cairo: OpaquePointer, in frame: CGRect) {
    let margin: CGFloat = 4
    guard frame.width > 2 * margin, frame.height > 0 else { return }
    let label = PangoTextContent(
      string: text, font: "DejaVu Sans 11", color: RGBAColor(hex: 0x757575), maxLines: 1, truncation: .middle,
      alignment: .center)
    let width = frame.width - 2 * margin
    let size = label.sizeThatFits(CGSize(width: width, height: .infinity))
    label.draw(
      on: cairo,
      in: CGRect(x: frame.minX + margin, y: frame.midY - size.height / 2, width: width, height: size.height))
  }
}
