import Foundation

/// How a plain text is given to Pango: in one layout, or a paragraph at a time. Pango lays out a layout's
/// paragraphs by counting the characters of the rest of the text for each one, so a text of many short
/// paragraphs (49,000 lines of "a") takes time that grows with the square of its length in one layout.
/// Past `paragraphsInOneLayout` paragraphs each gets a layout of its own, placed under the one before as
/// one layout places it; a line limit then counts lines across them, and the paragraph it ends in is cut
/// at the lines left. Texts of fewer paragraphs, and texts whose limit ends within the first of them, are
/// laid out whole, as before.
enum PangoParagraphs {
  /// The most paragraphs one layout is given.
  static let paragraphsInOneLayout = 64

  /// The texts to lay out, each under the one before: the whole text, or one per paragraph.
  static func pieces(of string: String, maxLines: Int) -> [String] {
    var separators = 0
    for character in string where isSeparator(character) {
      separators += 1
      if separators >= paragraphsInOneLayout { break }
    }
    guard separators >= paragraphsInOneLayout else { return [string] }
    let paragraphs = string.split(omittingEmptySubsequences: false, whereSeparator: isSeparator)
    // A limit that ends within the first paragraphs needs only them, and one more to show the text goes on.
    if maxLines > 0, maxLines < paragraphsInOneLayout {
      return [paragraphs.prefix(maxLines + 1).joined(separator: "\n")]
    }
    return paragraphs.map(String.init)
  }

  private static func isSeparator(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2029}"
  }
}
