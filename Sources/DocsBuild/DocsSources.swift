import Foundation

/// Where documentation's layout blocks are: Markdown files, and DocC catalogs (`*.docc`: their Markdown
/// articles, and the `.yaml` files in their resources, each a document named after its file).
public enum DocsSources {
  /// Every block under `paths` (files or folders, searched recursively), in path order. A name used twice
  /// is an error naming both places.
  public static func blocks(in paths: [String]) throws(DocsError) -> [LayoutBlock] {
    var blocks: [LayoutBlock] = []
    for file in try files(in: paths) {
      let text: String
      do {
        text = try String(contentsOfFile: file.path, encoding: .utf8)
      } catch {
        throw DocsError(
          file: file.path, line: 1, column: 1, message: "cannot read: \(error.localizedDescription)")
      }
      if file.path.hasSuffix(".md") {
        blocks += try MarkdownBlocks.blocks(
          in: text, file: file.path, catalogResources: file.catalogResources)
      } else {
        let name = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
        blocks.append(
          LayoutBlock(
            name: name, source: text, file: file.path, firstLine: 1, indentation: 0,
            catalogResources: file.catalogResources))
      }
    }
    var seen: [String: LayoutBlock] = [:]
    for block in blocks {
      if let first = seen[block.name] {
        throw DocsError(
          file: block.file, line: max(block.firstLine - 1, 1), column: block.indentation + 1,
          message: "a second layout named '\(block.name)'; the first is at \(first.place)")
      }
      seen[block.name] = block
    }
    return blocks
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
      while let relative = walker?.nextObject() as? String {
        let full = (path as NSString).appendingPathComponent(relative)
        if relative.hasSuffix(".md") {
          found.append(full)
        } else if relative.hasSuffix(".yaml"), let catalog = catalog(containing: full),
          full.hasPrefix(catalog.path + "/")
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
