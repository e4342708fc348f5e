import Foundation
import TextureLayout

/// How messages name elements and values: in Texture's words, with the element's `debugName` when it has
/// one.
enum ElementWords {
  /// The kind of element, as Texture's class reads in prose: "stack", "inset spec", "text node".
  static func kind(of element: any LayoutElement) -> String {
    switch element {
    // Texture's docs call a stack a stack, and every other spec a spec.
    case let spec as LayoutSpec: spec.kindName.map { $0 == "stack" ? $0 : "\($0) spec" } ?? "spec"
    case let node as DisplayNode:
      node.intrinsicContent is any TextLinesContent
        ? "text node" : node.intrinsicContent == nil ? "node" : "image node"
    default: "spec"
    }
  }

  /// The element as another element's message names it: "its stack 'row'" reads `possessive` "its".
  static func named(_ element: any LayoutElement, _ possessive: String = "its") -> String {
    let kind = kind(of: element)
    guard let name = element.debugName, !name.isEmpty else { return "\(possessive) \(kind)" }
    return "\(possessive) \(kind) '\(name)'"
  }

  /// `a` or `an`, as `kind` begins.
  static func article(_ kind: String) -> String {
    kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }

  /// A length in points: `12pt`, `12.5pt`, `inf`.
  static func points(_ value: CGFloat) -> String {
    value.isFinite ? "\(format((value * 100).rounded() / 100))pt" : "unbounded"
  }

  /// A dimension as a style writes it: `50%`, `12pt`, `auto`.
  static func dimension(_ value: TextureLayout.Dimension) -> String {
    switch value.unit {
    case .auto: "auto"
    case .points: points(value.value)
    case .fraction: "\(format((value.value * 10000).rounded() / 100))%"
    }
  }

  /// `width` or `height`.
  static func length(_ axis: LayoutAxis) -> String { axis.lengthName }

  /// The style dimension an author wrote on `axis`: the exact size when set, else the minimum, else the
  /// maximum.
  static func authored(_ sizing: AxisSizing, axis: LayoutAxis) -> (
    name: String, value: TextureLayout.Dimension
  ) {
    let names = styleNames(axis)
    if sizing.style != .auto { return (names.exact, sizing.style) }
    if sizing.minStyle != .auto { return (names.min, sizing.minStyle) }
    return (names.max, sizing.maxStyle)
  }

  /// `wide` or `tall`.
  static func extent(_ axis: LayoutAxis) -> String { axis == .horizontal ? "wide" : "tall" }

  /// The style's names for the axis's exact, minimum and maximum: `width`, `minWidth`, `maxWidth`.
  static func styleNames(_ axis: LayoutAxis) -> (exact: String, min: String, max: String) {
    axis == .horizontal ? ("width", "minWidth", "maxWidth") : ("height", "minHeight", "maxHeight")
  }

  /// A factor without a needless fraction: `1`, `0.5`.
  static func factor(_ value: CGFloat) -> String { format(value) }
}
