import Foundation

/// SVG fit for a web page or a DocC article: a `<title>` and `role="img"` for screen readers, and ids that
/// start with the image's name, so that several SVGs inlined in one page never clash.
public enum SVGForPages {
  private static let identifier = try! NSRegularExpression(
    pattern: "\\b(surface|pattern|clip|mask|image|glyph)([0-9]+(?:-[0-9]+)?)\\b")

  /// `svg` with its title and role, and every id (and every reference to one) prefixed with `name`.
  public static func prepared(_ svg: Data, name: String, title: String) -> Data {
    guard var text = String(data: svg, encoding: .utf8) else { return svg }
    let prefix = name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "-" }
      .joined()
    let range = NSRange(location: 0, length: (text as NSString).length)
    text = identifier.stringByReplacingMatches(in: text, range: range, withTemplate: "\(prefix)-$1$2")
    if let open = text.range(of: "<svg "),
      let close = text.range(of: ">", range: open.upperBound..<text.endIndex)
    {
      text.replaceSubrange(open, with: "<svg role=\"img\" ")
      let titleElement = "<title>\(escaped(title))</title>\n"
      if let end = text.range(of: ">", range: text.index(open.lowerBound, offsetBy: 0)..<text.endIndex) {
        text.insert(contentsOf: "\n" + titleElement, at: end.upperBound)
      }
      _ = close
    }
    return Data(text.utf8)
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
