import Foundation

/// SVG fit for a web page or a DocC article: a `<title>` and `role="img"` for screen readers, and ids that
/// start with the image's name, so that several SVGs inlined in one page never clash.
public enum SVGForPages {
  private static let identifier = try! NSRegularExpression(
    pattern: "\\b(surface|pattern|clip|mask|image|glyph)([0-9]+(?:-[0-9]+)?)\\b")

  /// `svg` with its title and role, and every id (and every reference to one) prefixed with
  /// `idPrefix(name:dark:)`, so that the images of a page's blocks, light and dark, never share an id.
  public static func prepared(_ svg: Data, name: String, dark: Bool = false, title: String) -> Data {
    guard var text = String(data: svg, encoding: .utf8) else { return svg }
    let prefix = idPrefix(name: name, dark: dark)
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

  /// The prefix of a block's ids: `ld-`, then the name with ASCII letters and digits kept and every other
  /// character written as `_HEX_` (`_` itself too), then `--dark` for the dark image. One name gives one
  /// prefix and no two names give the same one (`a.b`, `a-b` and `a_b` differ), no name's prefix is another's
  /// dark one (an escaped name holds no `-`), and every id starts with a letter, as XML wants.
  public static func idPrefix(name: String, dark: Bool) -> String {
    var prefix = "ld-"
    for scalar in name.unicodeScalars {
      if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
        prefix.unicodeScalars.append(scalar)
      } else {
        prefix += "_" + String(scalar.value, radix: 16) + "_"
      }
    }
    return dark ? prefix + "--dark" : prefix
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
