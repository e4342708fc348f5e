import Foundation
import InputLimits

/// Where documentation's layout blocks are: Markdown files, and DocC catalogs (`*.docc`: their Markdown
/// articles, and the `.yaml` files in their resources, each a document named after its file).
public enum DocsSources {
  /// Every block under `paths` (files or folders, searched recursively), in path order. A name used twice
  /// is an error naming both places; the first error found is thrown.
  public static func blocks(in paths: [String]) throws(DocsError) -> [LayoutBlock] {
    let (blocks, errors, _) = try scan(paths)
    if let first = errors.first { throw first }
    return blocks
  }

  /// Every good block under `paths`, the errors of the bad ones (a file that cannot be read, a block
  /// without a name or never closed, a name used twice), so that `--keep-going` can build the rest, and
  /// warnings of layout fences Markdown does not read as blocks (`unreadFences`).
  public static func scan(_ paths: [String]) throws(DocsError) -> (
    blocks: [LayoutBlock], errors: [DocsError], warnings: [DocsError]
  ) {
    var blocks: [LayoutBlock] = []
    var errors: [DocsError] = []
    var warnings: [DocsError] = []
    for file in try files(in: paths) {
      do throws(DocsError) {
        let text = try text(of: file.path)
        if file.path.hasSuffix(".md") {
          let found = MarkdownBlocks.scan(text, file: file.path, catalogResources: file.catalogResources)
          blocks += found.blocks
          errors += found.errors
          warnings += unreadFences(in: text, file: file.path, read: found.blocks)
        } else {
          let name = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
          try MarkdownBlocks.validate(name, file: file.path, line: 1, column: 1)
          blocks.append(
            LayoutBlock(
              name: name, source: text, file: file.path, firstLine: 1, indentation: 0,
              catalogResources: file.catalogResources))
        }
      } catch {
        errors.append(error)
      }
    }
    // Names are compared without case: on macOS's case-insensitive disks, `Logo` and `logo` are one file.
    var seen: [String: LayoutBlock] = [:]
    var unique: [LayoutBlock] = []
    for block in blocks {
      if let first = seen[block.name.lowercased()] {
        let what =
          first.name == block.name
          ? "a second layout named '\(block.name)'"
          : "the layout name '\(block.name)' differs from '\(first.name)' only by case (one file on a "
            + "case-insensitive disk)"
        errors.append(
          DocsError(
            file: block.file, line: block.openingLine, column: block.indentation + 1,
            message: "\(what); the first is at \(first.file):\(first.openingLine)"))
        continue
      }
      seen[block.name.lowercased()] = block
      unique.append(block)
    }
    return (unique, errors, warnings)
  }

  /// A warning for each line that opens a layout fence (```` ```layout ```` or `~~~layout`) which Markdown
  /// does not read as a block: indented as code, or inside a construct CommonMark does not know (a
  /// footnote's text). Nothing is rendered for such a fence; said, not skipped silently.
  static func unreadFences(in text: String, file: String, read blocks: [LayoutBlock]) -> [DocsError] {
    let opened = Set(blocks.map(\.openingLine))
    var warnings: [DocsError] = []
    // The fence open around the line, as its character and length: what is inside a fence (an example of
    // a layout block in a Markdown code sample) is text, not a block to warn about.
    var fence: (character: Character, length: Int)?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      let indent = line.count - trimmed.count
      let marker = trimmed.prefix { $0 == "`" || $0 == "~" }
      let run = marker.prefix { $0 == marker.first }
      if let open = fence {
        if indent < 4, run.first == open.character, run.count >= open.length,
          trimmed.dropFirst(run.count).allSatisfy(\.isWhitespace)
        {
          fence = nil
        }
        continue
      }
      let opensLayout = trimmed.hasPrefix("```layout") || trimmed.hasPrefix("~~~layout")
      if opensLayout, !opened.contains(index + 1) {
        warnings.append(
          DocsError(
            file: file, line: index + 1, column: indent + 1,
            message:
              "this layout fence is not read as a block (indented as code, or in a footnote or other text "
              + "Markdown keeps as it is); nothing is rendered for it"))
      }
      if indent < 4, run.count >= 3, let character = run.first { fence = (character, run.count) }
    }
    return warnings
  }

  /// The text of the Markdown or YAML file at `path`: a regular file of UTF-8 text within the document
  /// budget.
  public static func text(of path: String) throws(DocsError) -> String {
    let data: Data
    do {
      let limit = path.hasSuffix(".md") ? Budgets.markdownBytes : Budgets.documentBytes
      data = try RegularFile.read(URL(fileURLWithPath: path), limit: limit)
    } catch {
      throw DocsError(file: path, line: 1, column: 1, message: "cannot read: \(error)")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw DocsError(file: path, line: 1, column: 1, message: "cannot read: not UTF-8 text")
    }
    // A NUL is not text: CommonMark reads it as U+FFFD, and the block's lines would no longer be where the
    // file has them.
    if let nul = data.firstIndex(of: 0) {
      let before = data[data.startIndex..<nul]
      let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
      let column = String(decoding: data[lineStart..<nul], as: UTF8.self).count + 1
      throw DocsError(
        file: path, line: line, column: column, message: "cannot read: a NUL character is not text")
    }
    return text
  }

  private struct SourceFile {
    let path: String
    let catalogResources: URL?
  }

  private static func files(in paths: [String]) throws(DocsError) -> [SourceFile] {
    var files: [SourceFile] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw DocsError(file: path, line: 1, column: 1, message: "no such file or folder")
      }
      guard isFolder.boolValue else {
        files.append(SourceFile(path: path, catalogResources: catalog(containing: path)))
        continue
      }
      let walker = FileManager.default.enumerator(atPath: path)
      var found: [String] = []
      let inside = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path + "/"
      while let relative = walker?.nextObject() as? String {
        let full = (path as NSString).appendingPathComponent(relative)
        // A folder named like a file (`api.md/`) holds files to search, and is not one; a link out of the
        // folder is not one of its sources (docs build on pull requests).
        if RegularFile.isFolder(full) { continue }
        let resolved = URL(fileURLWithPath: full).resolvingSymlinksInPath().standardizedFileURL.path
        if !resolved.hasPrefix(inside) { continue }
        if relative.hasSuffix(".md") {
          found.append(full)
        } else if relative.hasSuffix(".yaml"), let catalog = catalog(containing: full),
          URL(fileURLWithPath: full).standardizedFileURL.path.hasPrefix(
            catalog.standardizedFileURL.path + "/")
        {
          found.append(full)
        }
      }
      files += found.sorted().map { SourceFile(path: $0, catalogResources: catalog(containing: $0)) }
    }
    return files
  }

  /// The `Resources/` folder of the DocC catalog holding `path`, if it is in one.
  static func catalog(containing path: String) -> URL? {
    var url = URL(fileURLWithPath: path).deletingLastPathComponent()
    while url.path != "/" && !url.path.isEmpty {
      if url.pathExtension == "docc" { return url.appendingPathComponent("Resources", isDirectory: true) }
      url.deleteLastPathComponent()
    }
    return nil
  }
}
