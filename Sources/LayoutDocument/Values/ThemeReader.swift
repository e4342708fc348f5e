import DiagramValues
import Foundation

/// Reads theme overrides (a theme file, or a document's `theme:`): `light:` and `dark:` palettes and the
/// shared `fontFamily`, `labelFontSize`, `nameFontSize`, `lineWidth`, `outlineWidth`.
enum ThemeReader {
  static let keys = [
    "light", "dark", "fontFamily", "labelFontSize", "nameFontSize", "lineWidth", "outlineWidth",
  ]
  static let paletteKeys =
    ["nodeOutline", "specOutline", "names", "notes", "leaders", "labelPlates", "canvas"]
    + EnumNames.annotation.map(\.key)

  static func read(_ node: DocumentNode) throws(DocumentError) -> ThemeOverrides {
    let reader = try MappingReader(node, allowed: keys, what: "a theme")
    var theme = ThemeOverrides()
    if let light = reader["light"] { theme.light = try palette(light) }
    if let dark = reader["dark"] { theme.dark = try palette(dark) }
    theme.fontFamily = try reader["fontFamily"]?.string()
    theme.labelFontSize = try reader["labelFontSize"]?.number(.nonNegative)
    theme.nameFontSize = try reader["nameFontSize"]?.number(.nonNegative)
    theme.lineWidth = try reader["lineWidth"]?.number(.nonNegative)
    theme.outlineWidth = try reader["outlineWidth"]?.number(.nonNegative)
    return theme
  }

  private static func palette(_ node: DocumentNode) throws(DocumentError) -> ThemeOverrides.Palette {
    let reader = try MappingReader(node, allowed: paletteKeys, what: "a palette")
    var palette = ThemeOverrides.Palette()
    palette.nodeOutline = try reader["nodeOutline"]?.color()
    palette.specOutline = try reader["specOutline"]?.color()
    palette.names = try reader["names"]?.color()
    palette.notes = try reader["notes"]?.color()
    palette.leaders = try reader["leaders"]?.color()
    palette.labelPlates = try reader["labelPlates"]?.color()
    palette.canvas = try reader["canvas"]?.color()
    for (name, kind) in EnumNames.annotation {
      if let color = try reader[name]?.color() { palette.annotations[kind] = color }
    }
    return palette
  }
}

extension ThemeOverrides {
  /// Reads a theme file (YAML or JSON); a bad one is an error naming its file, line, column and key.
  public init(contentsOf url: URL, file: String? = nil) throws(DocumentError) {
    let source = try DocumentSource(contentsOf: url, file: file ?? url.path)
    self = try ThemeReader.read(DocumentNode(node: source.node, path: .top, file: source.file))
  }
}
