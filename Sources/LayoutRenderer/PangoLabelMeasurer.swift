import DiagramAnnotations
import Foundation

/// Measures label text with Pango in the theme's font, remembering each text's size.
final class PangoLabelMeasurer: LabelMeasuring, @unchecked Sendable {
  private let fontFamily: String
  private var sizes: [String: CGSize] = [:]

  init(fontFamily: String) {
    self.fontFamily = fontFamily
  }

  func size(of text: String, fontSize: CGFloat) -> CGSize {
    let key = "\(fontSize)|\(text)"
    if let size = sizes[key] { return size }
    let size = PangoTextContent(string: text, font: font(size: fontSize)).sizeThatFits(
      CGSize(width: CGFloat.infinity, height: .infinity))
    sizes[key] = size
    return size
  }

  /// The Pango font description of the family at `size` points.
  func font(size: CGFloat) -> String {
    "\(fontFamily) \(ValueText.number(size))"
  }
}
