import Foundation

/// `docs --rewrite`: each fenced layout block of a Markdown file becomes an image reference, with the
/// block's document kept beside it in an HTML comment, which later builds read as the block. Running it
/// again changes nothing: the comments are blocks already, and nothing fenced is left.
public enum MarkdownRewrite {
  /// The file's text with its fenced blocks (among `blocks`, the file's) replaced; `imagePath` gives the
  /// path an image reference uses for a block, relative to the file.
  public static func rewritten(_ text: String, blocks: [LayoutBlock], imagePath: (LayoutBlock) -> String)
    throws(DocsError) -> String
  {
    let newline = text.contains("\r\n") ? "\r\n" : "\n"
    var lines = MarkdownBlocks.lines(of: text)
    for block in blocks.filter(\.isFenced).sorted(by: {
      ($0.lines?.lowerBound ?? 0) > ($1.lines?.lowerBound ?? 0)
    }) {
      guard let range = block.lines else { continue }
      // What ends an HTML comment early, as HTML parsers read it: `-->`, and `--!>` too.
      if let end = ["-->", "--!>"].first(where: { block.source.contains($0) }) {
        throw DocsError(
          file: block.file, line: block.firstLine, column: 1,
          message: "the layout block '\(block.name)' contains '\(end)' and cannot be kept in an HTML comment")
      }
      // The block's container marks stay on every line (a list item's indentation, a quote's `> `).
      let first = block.prefix
      let rest = block.continuation
      let document = block.source.hasSuffix("\n") ? String(block.source.dropLast()) : block.source
      let replacement =
        ["\(first)<!-- layout name=\(block.name)"]
        + document.split(separator: "\n", omittingEmptySubsequences: false).map { rest + $0 }
        + ["\(rest)-->", "\(rest)![\(block.name)](\(imagePath(block)))"]
      lines.replaceSubrange((range.lowerBound - 1)...(range.upperBound - 1), with: replacement)
    }
    return lines.joined(separator: newline)
  }

  /// The path from the folder of `file` to `target`, for an image reference.
  public static func relativePath(from file: String, to target: URL) -> String {
    let base = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.pathComponents
    let goal = target.standardizedFileURL.pathComponents
    var common = 0
    while common < base.count, common < goal.count, base[common] == goal[common] { common += 1 }
    return (Array(repeating: "..", count: base.count - common) + goal[common...]).joined(separator: "/")
  }
}
