import Foundation

extension Layout: CustomStringConvertible {
  /// `<Layout InsetLayoutSpec (name); size = [30, 30]; position = [10, 10]>`; no position until placed.
  public var description: String {
    var parts = ["\(element.asciiArtName())", "size = \(format(size))"]
    if let position {
      parts.append("position = [\(format(position.x)), \(format(position.y))]")
    }
    return "<Layout " + parts.joined(separator: "; ") + ">"
  }

  /// This layout's description, then each sublayout's on its own line in tree order, indented two spaces per
  /// level (Texture's `recursiveDescription`).
  public var recursiveDescription: String {
    var lines: [String] = []
    forEachLayout { layout, depth, _ in
      lines.append(String(repeating: "  ", count: depth) + layout.description)
    }
    return lines.joined(separator: "\n")
  }
}
