import Foundation

/// Makes Cairo's SVG ids independent of what the process rendered before.
///
/// Cairo numbers SVG surfaces, patterns and glyphs from counters that live as long as the process, so the
/// second render of the same drawing may name its `surface` or `pattern` differently. Each id family is
/// renumbered in order of first appearance.
enum SVGIdentifiers {
  /// An id: its family, its number, and the glyph index that follows a font's number.
  private static let identifier = try! NSRegularExpression(
    pattern: "\\b(surface|pattern|clip|mask|image|glyph)([0-9]+)((?:-[0-9]+)?)")

  /// The SVG with every id family renumbered from 1.
  static func stabilized(_ svg: Data) -> Data {
    guard let text = String(data: svg, encoding: .utf8) else { return svg }
    var renumbered: [String: String] = [:]
    var counters: [String: Int] = [:]
    let source = text as NSString
    var result = ""
    var cursor = 0
    for match in identifier.matches(in: text, range: NSRange(location: 0, length: source.length)) {
      result += source.substring(with: NSRange(location: cursor, length: match.range.location - cursor))
      let family = source.substring(with: match.range(at: 1))
      let key = source.substring(
        with: NSRange(
          location: match.range.location, length: match.range(at: 2).upperBound - match.range.location))
      let suffix = source.substring(with: match.range(at: 3))
      if renumbered[key] == nil {
        counters[family, default: 0] += 1
        renumbered[key] = "\(family)\(counters[family]!)"
      }
      result += renumbered[key]! + suffix
      cursor = match.range.upperBound
    }
    result += source.substring(from: cursor)
    return Data(result.utf8)
  }
}
