import Foundation
import Testing

@testable import DocsBuild
import InputLimits

/// Layout blocks are found where CommonMark finds fenced code blocks: in lists and block quotes, never in
/// HTML (`<pre>`, comments); a block names itself once.
struct CommonMarkBlocksTests {
  static let box = "root: {box: {size: [10, 10]}}"

  private func scan(_ text: String) -> (names: [String], errors: [String]) {
    let found = MarkdownBlocks.scan(text, file: "guide.md")
    return (found.blocks.map(\.name), found.errors.map(\.description))
  }

  @Test func aFenceInsideAnHTMLCommentOrPreIsNotABlock() {
    let text = """
      <!--
      ```layout name=hidden
      \(Self.box)
      ```
      -->

      <pre>
      ```layout name=shown-as-text
      \(Self.box)
      ```
      </pre>

      ```layout name=real
      \(Self.box)
      ```
      """
    #expect(scan(text).names == ["real"])
  }

  @Test func aBlockInABlockQuoteIsFoundWithItsDocument() {
    let text = "> A note:\n>\n> ```layout name=quoted\n> \(Self.box)\n> ```\n"
    let found = MarkdownBlocks.scan(text, file: "guide.md")
    #expect(found.blocks.map(\.name) == ["quoted"])
    #expect(found.blocks.first?.source == Self.box + "\n")
    #expect(found.blocks.first?.firstLine == 4)
  }

  @Test func aRewriteKeepsTheQuoteOnEveryLine() throws {
    let text = "> ```layout name=quoted\n> \(Self.box)\n> ```\n"
    let blocks = MarkdownBlocks.scan(text, file: "guide.md").blocks
    let rewritten = try MarkdownRewrite.rewritten(text, blocks: blocks) { _ in "images/quoted.png" }
    #expect(
      rewritten == "> <!-- layout name=quoted\n> \(Self.box)\n> -->\n> ![quoted](images/quoted.png)\n")
    // Read again, the comment is the block.
    let again = MarkdownBlocks.scan(rewritten, file: "guide.md")
    #expect(again.blocks.map(\.name) == ["quoted"] && again.blocks.first?.isFenced == false)
    #expect(again.blocks.first?.source == Self.box + "\n")
  }

  @Test func aBlockNamesItselfOnce() {
    let text = "```layout name=a name=b\n\(Self.box)\n```\n"
    #expect(scan(text).errors.first?.contains("a layout block has one name") == true)
  }

  @Test func aFenceLeftOpenIsAnErrorAtItsLine() {
    let text = "# Guide\n\n```layout name=open\n\(Self.box)\n"
    #expect(scan(text).errors == ["guide.md:3:1: error: the layout block 'open' is never closed"])
  }

  @Test func tenThousandBlocksAreEachFound() {
    let text = (0..<10_000).map { "```layout name=b\($0)\n\(Self.box)\n```\n" }.joined(separator: "\n")
    let names = scan(text).names
    #expect(names.count == 10_000 && names.last == "b9999")
  }

  @Test func aFolderNamedLikeAMarkdownFileIsSearchedNotRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "md-folder-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("api.md"), withIntermediateDirectories: true)
    try "```layout name=inner\n\(Self.box)\n```\n".write(
      to: folder.appendingPathComponent("api.md/guide.md"), atomically: true, encoding: .utf8)
    #expect(try DocsSources.blocks(in: [folder.path]).map(\.name) == ["inner"])
  }

  @Test func aMarkdownFilePastItsBudgetIsRefusedBeforeItIsParsed() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(repeating: 0x61, count: Budgets.markdownBytes + 1).write(to: file)
    #expect(throws: DocsError.self) { try DocsSources.text(of: file.path) }
  }

  /// A NUL is not text: refused where it is, not read as another character that moves the block's lines.
  @Test func aNULInAMarkdownFileIsRefusedWhereItIs() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("nul-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("# Guide\n```layout name=a\u{0}b\n\(Self.box)\n```\n".utf8).write(to: file)
    #expect {
      try DocsSources.text(of: file.path)
    } throws: { error in
      guard let error = error as? DocsError else { return false }
      return error.line == 2 && error.column == 17
        && error.message == "cannot read: a NUL character is not text"
    }
  }
}
