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

  /// The line of the block's opening fence or comment, or of a resource file's first line.
  public var openingLine: Int { lines?.lowerBound ?? firstLine }
}

/// Finds the layout blocks of a Markdown file.
public enum MarkdownBlocks {
  /// Every fenced block (``` or ~~~, three or more, indented by up to three spaces) whose info string is
  /// `layout` followed by `name=NAME`, in order. A block without a name, or a fence left open, is an error
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
    var errors: [DocsError] = []
    let lines = Self.lines(of: text)
    var blocks: [LayoutBlock] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard let fence = Fence(line) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count, !fence.closes(lines[end]) { end += 1 }
      let words = fence.info.split(separator: " ").map(String.init)
      if words.first == "layout" {
        guard
          let name = words.dropFirst().first(where: { $0.hasPrefix("name=") }).map({ String($0.dropFirst(5)) }
          ),
          !name.isEmpty
        else {
          errors.append(
            DocsError(
              file: file, line: index + 1, column: fence.indentation + 1,
              message: "a layout block needs a name: write ```layout name=NAME"))
          index = end + 1
          continue
        }
        guard end < lines.count else {
          errors.append(
            DocsError(
              file: file, line: index + 1, column: fence.indentation + 1,
              message: "the layout block '\(name)' is never closed"))
          break
        }
        do {
          try validate(name, file: file, line: index + 1, column: fence.indentation + 1)
        } catch {
          errors.append(error)
          index = end + 1
          continue
        }
        let body = lines[(index + 1)..<end].map {
          String($0.dropFirst(min(fence.indentation, leadingSpaces($0))))
        }
        blocks.append(
          LayoutBlock(
            name: name, source: body.joined(separator: "\n") + "\n", file: file, firstLine: index + 2,
            indentation: fence.indentation, catalogResources: catalogResources, lines: (index + 1)...(end + 1)
          ))
      }
      index = end + 1
    }
    let comments = commentBlocks(in: lines, file: file, catalogResources: catalogResources)
    return (blocks + comments.blocks, errors + comments.errors)
  }

  /// The blocks `--rewrite` left: `<!-- layout name=NAME` on a line of its own, the document, `-->`.
  static func commentBlocks(in lines: [String], file: String, catalogResources: URL?) -> (
    blocks: [LayoutBlock], errors: [DocsError]
  ) {
    var blocks: [LayoutBlock] = []
    var errors: [DocsError] = []
    var index = 0
    while index < lines.count {
      // A comment shown inside a fenced code block (an example of the form) is not a block.
      if let fence = Fence(lines[index]) {
        index += 1
        while index < lines.count, !fence.closes(lines[index]) { index += 1 }
        index += 1
        continue
      }
      let indentation = leadingSpaces(lines[index])
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("<!-- layout name="), !line.contains("-->") else {
        index += 1
        continue
      }
      let name = String(line.dropFirst("<!-- layout name=".count)).trimmingCharacters(in: .whitespaces)
      var end = index + 1
      while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "-->" { end += 1 }
      guard end < lines.count else {
        errors.append(
          DocsError(
            file: file, line: index + 1, column: indentation + 1,
            message: "the layout comment '\(name)' is never closed"))
        break
      }
      do {
        try validate(name, file: file, line: index + 1, column: indentation + 1)
      } catch {
        errors.append(error)
        index = end + 1
        continue
      }
      let body = lines[(index + 1)..<end].map { String($0.dropFirst(min(indentation, leadingSpaces($0)))) }
      blocks.append(
        LayoutBlock(
          name: name, source: body.joined(separator: "\n") + "\n", file: file, firstLine: index + 2,
          indentation: indentation, catalogResources: catalogResources, lines: (index + 1)...(end + 1),
          isFenced: false))
      index = end + 1
    }
    return (blocks, errors)
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

  /// A file's lines, whether they end in LF or CRLF.
  static func lines(of text: String) -> [String] {
    text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  private static func leadingSpaces(_ line: String) -> Int {
    line.prefix { $0 == " " }.count
  }

  /// An opening fence: its character, length, indentation and info string.
  private struct Fence {
    let character: Character
    let length: Int
    let indentation: Int
    let info: String

    init?(_ line: String) {
      let indentation = line.prefix { $0 == " " }.count
      guard indentation <= 3 else { return nil }
      let rest = line.dropFirst(indentation)
      guard let first = rest.first, first == "`" || first == "~" else { return nil }
      let length = rest.prefix { $0 == first }.count
      guard length >= 3 else { return nil }
      let info = rest.dropFirst(length).trimmingCharacters(in: .whitespaces)
      if first == "`" && info.contains("`") { return nil }
      character = first
      self.length = length
      self.indentation = indentation
      self.info = info
    }

    /// Whether `line` closes this fence.
    func closes(_ line: String) -> Bool {
      let indentation = line.prefix { $0 == " " }.count
      guard indentation <= 3 else { return false }
      let rest = line.dropFirst(indentation)
      let run = rest.prefix { $0 == character }.count
      return run >= length && rest.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
    }
  }
}
