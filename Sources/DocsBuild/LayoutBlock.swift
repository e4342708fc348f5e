import Foundation

/// A layout document written in documentation: a fenced code block whose info string is `layout name=NAME`
/// in a Markdown file, or a `.yaml` file in a DocC catalog's resources.
public struct LayoutBlock: Hashable, Sendable {
  /// The name its images are written under (`NAME.png`, `NAME~dark@2x.png`…).
  public var name: String
  /// The document's text (YAML or JSON).
  public var source: String
  /// The file it was found in, as the user gave it.
  public var file: String
  /// The line of the file where the document's first line is, from 1.
  public var firstLine: Int
  /// The columns of indentation the block's lines carry in the file.
  public var indentation: Int
  /// Where images of it go when no output folder is given: the DocC catalog's `Resources/` for a block in
  /// a catalog, else `nil`.
  public var catalogResources: URL?
  /// The lines of the file the block takes, its fences included (from 1); `nil` for a whole file.
  public var lines: ClosedRange<Int>? = nil
  /// Whether the block is a fenced code block (`--rewrite` turns those into an image and a comment) or
  /// the HTML comment a rewrite left.
  public var isFenced = true
  /// What stands before the block's opening line in the file (its indentation, a block quote's `> `, a
  /// list item's marker), and before its other lines: a rewrite keeps them, so the comment and the image
  /// stay where the block was.
  public var prefix = ""
  public var continuation = ""

  /// The line of the block's opening fence or comment, or of a resource file's first line.
  public var openingLine: Int { lines?.lowerBound ?? firstLine }
}

/// Finds the layout blocks of a Markdown file as CommonMark reads it (cmark, the reference parser): a
/// fenced code block is one wherever CommonMark sees one (at the top, in a list item, in a block quote) and
/// never inside an HTML block (`<pre>`, a comment), which is HTML, not Markdown.
public enum MarkdownBlocks {
  /// Every fenced block (``` or ~~~) whose info string is `layout` followed by `name=NAME`, and every
  /// comment a rewrite left, in order. A block without a name, with two, or a fence left open, is an error
  /// naming its line.
  public static func blocks(in text: String, file: String, catalogResources: URL? = nil) throws(DocsError)
    -> [LayoutBlock]
  {
    let (blocks, errors) = scan(text, file: file, catalogResources: catalogResources)
    if let first = errors.first { throw first }
    return blocks
  }

  /// The good blocks of a file and the errors of the bad ones (a fenced block without a name, a fence or
  /// comment never closed, a name that is not a file name), so that the good ones can still be built.
  public static func scan(_ text: String, file: String, catalogResources: URL? = nil) -> (
    blocks: [LayoutBlock], errors: [DocsError]
  ) {
    // cmark counts a lone carriage return as a line break too; the text it reads has line feeds only, so
    // that its line numbers are the lines here. Only the lines of blocks are ever looked at: they are found
    // by an index of where lines start, not split into a string each (a file of millions of short lines).
    let normalized =
      text.contains("\r")
      ? text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") : text
    let lines = LineIndex(normalized)
    var blocks: [LayoutBlock] = []
    var errors: [DocsError] = []
    for node in CommonMarkDocument(normalized).nodes {
      let place = Place(node: node, lines: lines, file: file)
      switch node.kind {
      case .fencedCode(let info, let literal):
        let words = info.split(separator: " ").map(String.init)
        guard words.first == "layout" else { continue }
        do throws(DocsError) {
          blocks.append(
            try fencedBlock(words: words, literal: literal, at: place, catalogResources: catalogResources))
        } catch {
          errors.append(error)
        }
      case .html(let literal):
        do throws(DocsError) {
          if let block = try commentBlock(literal, at: place, catalogResources: catalogResources) {
            blocks.append(block)
          }
        } catch {
          errors.append(error)
        }
      }
    }
    return (blocks, errors)
  }

  /// Where a node is in the file: its lines, and what stands before it on its first and last lines (the
  /// indentation of a list item, a block quote's `> `).
  private struct Place {
    let file: String
    let lines: ClosedRange<Int>
    let column: Int
    let prefix: String
    let continuation: String

    init(node: CommonMarkDocument.Node, lines text: LineIndex, file: String) {
      self.file = file
      let first = max(1, min(node.startLine, text.count))
      let last = max(first, min(node.endLine, text.count))
      lines = first...last
      column = node.startColumn
      self.prefix = String(decoding: text[first - 1].utf8.prefix(max(0, node.startColumn - 1)), as: UTF8.self)
      // The last line's own prefix: its container's marks, without the fence or the comment's end.
      let lastLine = text[last - 1]
      continuation = String(lastLine.prefix { $0 == " " || $0 == ">" })
      lastLineText = String(lastLine.dropFirst(continuation.count))
    }

    /// The last line without its container's marks: a closing fence, when the writer closed it.
    let lastLineText: String

    func error(_ message: String) -> DocsError {
      DocsError(file: file, line: lines.lowerBound, column: column, message: message)
    }
  }

  private static func fencedBlock(
    words: [String], literal: String, at place: Place, catalogResources: URL?
  ) throws(DocsError) -> LayoutBlock {
    let names = words.dropFirst().filter { $0.hasPrefix("name=") }.map { String($0.dropFirst(5)) }
    guard names.count <= 1 else {
      throw place.error("a layout block has one name: write ```layout name=NAME once")
    }
    guard let name = names.first, !name.isEmpty else {
      throw place.error("a layout block needs a name: write ```layout name=NAME")
    }
    try validate(name, file: place.file, line: place.lines.lowerBound, column: place.column)
    // A fence CommonMark closes at the end of its container (the file, a list item, a quote) was never
    // closed by the writer: its last line is not a fence.
    let closing = place.lastLineText
    guard place.lines.count >= 2, closing.hasPrefix("```") || closing.hasPrefix("~~~") else {
      throw place.error("the layout block '\(name)' is never closed")
    }
    return LayoutBlock(
      name: name, source: literal, file: place.file, firstLine: place.lines.lowerBound + 1,
      indentation: place.column - 1, catalogResources: catalogResources, lines: place.lines,
      prefix: place.prefix, continuation: place.continuation)
  }

  /// The blocks `--rewrite` left: `<!-- layout name=NAME` on a line of its own, the document, `-->` on a
  /// line of its own; `nil` for any other HTML.
  private static func commentBlock(_ literal: String, at place: Place, catalogResources: URL?)
    throws(DocsError) -> LayoutBlock?
  {
    let body = literal.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let opening = body[0].trimmingCharacters(in: .whitespaces)
    guard opening.hasPrefix("<!-- layout name="), !opening.contains("-->") else { return nil }
    let name = String(opening.dropFirst("<!-- layout name=".count)).trimmingCharacters(in: .whitespaces)
    guard let close = body.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "-->" }) else {
      throw place.error("the layout comment '\(name)' is never closed")
    }
    try validate(name, file: place.file, line: place.lines.lowerBound, column: place.column)
    let indentation = body[0].prefix { $0 == " " }.count
    let document = body[1..<close].map {
      String($0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count)))
    }
    return LayoutBlock(
      name: name, source: document.joined(separator: "\n") + "\n", file: place.file,
      firstLine: place.lines.lowerBound + 1, indentation: place.column - 1 + indentation,
      catalogResources: catalogResources,
      lines: place.lines.lowerBound...(place.lines.lowerBound + close), isFenced: false, prefix: place.prefix,
      continuation: place.continuation)
  }

  /// Checks that a block's name makes file names of its own: letters, digits, `.`, `_` and `-`, not
  /// starting with a dot, so that no image is written outside its folder.
  static func validate(_ name: String, file: String, line: Int, column: Int) throws(DocsError) {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
    guard !name.hasPrefix("."), name.unicodeScalars.allSatisfy({ allowed.contains($0) }) else {
      throw DocsError(
        file: file, line: line, column: column,
        message: "the layout name '\(name)' must be letters, digits, '.', '_' and '-', not starting with '.'")
    }
    guard name.utf8.count <= maximumNameBytes else {
      throw DocsError(
        file: file, line: line, column: column,
        message:
          "the layout name is \(name.utf8.count) bytes long, more than \(maximumNameBytes): its images' file "
          + "names would pass the 255 bytes a file name may have")
    }
  }

  /// The longest layout name, in bytes: room for the longest variant suffix (`~dark@3x.png`, and more)
  /// within the 255 bytes of a file name.
  static let maximumNameBytes = 200

  /// A file's lines, whether they end in LF, CRLF or CR, as CommonMark counts them.
  static func lines(of text: String) -> [String] {
    text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

/// Where each line of a text starts, to read a line by its number without splitting the text.
struct LineIndex {
  private let text: String
  private var starts: [String.Index] = []

  init(_ text: String) {
    self.text = text
    starts.append(text.startIndex)
    var index = text.utf8.startIndex
    while index < text.utf8.endIndex {
      let next = text.utf8.index(after: index)
      if text.utf8[index] == 0x0A { starts.append(next) }
      index = next
    }
  }

  /// How many lines the text has (a final line feed starts one more, empty).
  var count: Int { starts.count }

  /// Line `index`, from 0, without its line feed.
  subscript(index: Int) -> String {
    let start = starts[index]
    let end = index + 1 < starts.count ? text.utf8.index(before: starts[index + 1]) : text.endIndex
    return String(text[start..<end])
  }
}
