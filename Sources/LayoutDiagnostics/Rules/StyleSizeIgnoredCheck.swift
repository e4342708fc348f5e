import Foundation
import TextureLayout

/// `style-size-ignored`: a style size on a spec that does not apply its own size, where the size it came
/// out at is not the one asked for. Texture's inset, overlay and background specs override the restricted
/// sizing step and never read the style size they are given (ASInsetLayoutSpec.mm:68,
/// ASOverlayLayoutSpec.mm:67, ASBackgroundLayoutSpec.mm:45); a stack may still apply it to its child, and
/// then nothing is reported.
enum StyleSizeIgnoredCheck: DiagnosticCheck {
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic] {
    let node = tree[index]
    guard let record = node.record, record.width.styleRange == nil else { return [] }
    let kind = ElementWords.kind(of: node.element)
    return LayoutAxis.allCases.compactMap { axis -> LayoutDiagnostic? in
      let sizing = record[axis]
      let names = ElementWords.styleNames(axis)
      let length = sizing.length
      let asked: (name: String, value: TextureLayout.Dimension)?
      if let exact = sizing.style.resolved(against: sizing.parentLength), abs(exact - length) > 0.5 {
        asked = (names.exact, sizing.style)
      } else if let minimum = sizing.minStyle.resolved(against: sizing.parentLength), minimum > length + 0.5 {
        asked = (names.min, sizing.minStyle)
      } else if let maximum = sizing.maxStyle.resolved(against: sizing.parentLength), maximum < length - 0.5 {
        asked = (names.max, sizing.maxStyle)
      } else {
        asked = nil
      }
      guard let asked else { return nil }
      return LayoutDiagnostic(
        .styleSizeIgnored, axis: axis,
        message:
          "style.\(asked.name) \(ElementWords.dimension(asked.value)) is ignored: \(ElementWords.article(kind)) \(kind) does not apply its own size, so it came out \(ElementWords.points(length)) \(ElementWords.extent(axis))",
        hint: "set style.\(asked.name) on its child instead, or wrap it in a wrapper spec that has the size")
    }
  }
}
