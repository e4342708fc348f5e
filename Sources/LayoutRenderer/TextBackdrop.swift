import DiagramValues
import Foundation

/// What lies under a text, and the backdrop a text gets when it would vanish into it: white text of a
/// dark app screen drawn on the figure's white canvas (the screen's background is the app's window, not
/// part of the layout) is drawn over a neutral gray the size of its frame, so that the figure shows it.
enum TextBackdrop {
  /// The contrast below which a text is taken to vanish: WCAG's ratio of relative luminances, where
  /// black on white is 21 and a color on itself is 1.
  static let leastContrast = 1.6
  /// How many earlier siblings are looked at for a fill under a text (a background spec's layer is the
  /// one just before its content).
  static let siblingsLookedAt = 8

  /// The color painted under the text of `elements[index]`: the fill of the nearest element painted
  /// before it whose frame holds it (an ancestor, or an earlier sibling of one, as a background's layer),
  /// else the canvas's `background`; `nil` when nothing opaque is known to lie under it, or an image or
  /// another element that draws content does (a photo a text is laid over, whose colors are its own).
  static func under(_ index: Int, in elements: [PaintedElement], background: RGBAColor?) -> RGBAColor? {
    let frame = elements[index].frame
    var node = index
    while let parent = elements[node].parent {
      let siblings = elements[parent].children
      if let position = siblings.firstIndex(of: node) {
        for sibling in siblings[..<position].reversed().prefix(siblingsLookedAt)
        where elements[sibling].frame.intersects(frame) {
          if let fill = elements[sibling].appearance.fill, fill.alpha > 0.5,
            elements[sibling].frame.encloses(frame, tolerance: 0.5)
          {
            return fill
          }
          // Something drawn under the text that is not one known color: nothing is known to be under it.
          if elements[sibling].hasContent || !elements[sibling].children.isEmpty { return nil }
        }
      }
      if let fill = elements[parent].appearance.fill, fill.alpha > 0.5 { return fill }
      node = parent
    }
    return background
  }

  /// The backdrop for text of `color` over `under`, or `nil` when the text reads there.
  static func backdrop(for color: RGBAColor, over under: RGBAColor?) -> RGBAColor? {
    guard let under, color.alpha > 0.5 else { return nil }
    let (text, behind) = (luminance(color), luminance(under))
    let contrast = (max(text, behind) + 0.05) / (min(text, behind) + 0.05)
    guard contrast < leastContrast else { return nil }
    // A light text on a dark gray, a dark one on a light gray: each reads at about 7:1.
    return text > 0.4
      ? RGBAColor(red: 0.35, green: 0.36, blue: 0.38) : RGBAColor(red: 0.86, green: 0.87, blue: 0.89)
  }

  /// WCAG's relative luminance of a color's red, green and blue.
  static func luminance(_ color: RGBAColor) -> Double {
    func linear(_ value: Double) -> Double {
      value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }
}
