import DiagramValues
import Foundation

/// The keys of theme overrides (a theme file, or a document's `theme:`): `light:` and `dark:` palettes and
/// the shared `fontFamily`, `labelFontSize`, `nameFontSize`, `lineWidth`, `outlineWidth`.
enum ThemeKeys {
  /// A palette's color keys, with where each is set in `ThemeOverrides.Palette`.
  static let paletteColors:
    [(key: DocumentKey<RGBAColor>, property: WritableKeyPath<ThemeOverrides.Palette, RGBAColor?> & Sendable)] =
      [
        (.color("nodeOutline", "Outline of display nodes."), \.nodeOutline),
        (.color("specOutline", "Outline of layout specs."), \.specOutline),
        (.color("names", "Element names."), \.names),
        (.color("notes", "Element notes."), \.notes),
        (.color("leaders", "Lines from labels to what they label."), \.leaders),
        (.color("labelPlates", "The plates behind labels."), \.labelPlates),
        (.color("canvas", "The canvas."), \.canvas),
      ]

  /// A palette's keys: its colors, then one per annotation kind.
  static let paletteKeys =
    paletteColors.map(\.key.spec)
    + EnumNames.coloredAnnotation.map { KeySpec($0.key, .color, "Color of \($0.key) annotations.") }

  static let fontFamily = DocumentKey<String>.font("fontFamily", "Font family of names and labels.")
  static let labelFontSize = DocumentKey<CGFloat>.fontSize(
    "labelFontSize", "Font size of annotation labels, in points.")
  static let nameFontSize = DocumentKey<CGFloat>.fontSize(
    "nameFontSize", "Font size of element names, in points.")
  static let lineWidth = DocumentKey<CGFloat>.number(
    "lineWidth", .nonNegative, "Width of dimension lines, in points.")
  static let outlineWidth = DocumentKey<CGFloat>.number(
    "outlineWidth", .nonNegative, "Width of element outlines, in points.")

  /// The light palette.
  static let light = KeySpec("light", palette, "Colors in light appearance.")
  /// The dark palette.
  static let dark = KeySpec("dark", palette, "Colors in dark appearance.")

  /// Every theme key, in order.
  static let keys = [
    light, dark, fontFamily.spec, labelFontSize.spec, nameFontSize.spec, lineWidth.spec, outlineWidth.spec,
  ]

  private static let palette = ValueShape.mapping(name: "a palette", keys: paletteKeys)

  /// How a theme is written.
  static let shape = ValueShape.mapping(name: "a theme", keys: keys)

  /// Reads theme overrides.
  static func read(_ node: DocumentNode) throws(DocumentError) -> ThemeOverrides {
    let reader = try MappingReader(node, allowed: keys.map(\.name), what: "a theme")
    var theme = ThemeOverrides()
    if let node = reader[light.name] { theme.light = try readPalette(node) }
    if let node = reader[dark.name] { theme.dark = try readPalette(node) }
    theme.fontFamily = try reader.value(fontFamily)
    theme.labelFontSize = try reader.value(labelFontSize)
    theme.nameFontSize = try reader.value(nameFontSize)
    theme.lineWidth = try reader.value(lineWidth)
    theme.outlineWidth = try reader.value(outlineWidth)
    return theme
  }

  private static func readPalette(_ node: DocumentNode) throws(DocumentError) -> ThemeOverrides.Palette {
    let reader = try MappingReader(node, allowed: paletteKeys.map(\.name), what: "a palette")
    var palette = ThemeOverrides.Palette()
    for (key, property) in paletteColors {
      palette[keyPath: property] = try reader.value(key)
    }
    for (name, kind) in EnumNames.coloredAnnotation {
      if let color = try reader[name]?.color() { palette.annotations[kind] = color }
    }
    return palette
  }
}

extension ThemeOverrides {
  /// Reads a theme file (YAML or JSON); a bad one is an error naming its file, line, column and key.
  public init(contentsOf url: URL, file: String? = nil) throws(DocumentError) {
    let source = try DocumentSource(contentsOf: url, file: file ?? url.path)
    self = try ThemeKeys.read(DocumentNode(node: source.node, path: .top, file: source.file))
  }
}
