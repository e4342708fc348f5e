import DiagramValues
import DocsBuild
import LayoutDocument
import Foundation
import InputLimits
import Synchronization
import LayoutRenderer
import Testing

/// Building documentation's layout blocks: errors placed in the Markdown, nothing written on failure,
/// every variant written, nothing rendered again when nothing changed, only an edited block again.
struct DocsBuildTests {
  static let good = """
    root:
      name: box
      fill: "#90caf9"
      box: {size: [40, 20]}
    """

  /// A temporary folder with `guide.md` holding three blocks, the second bad when `broken`.
  func makeGuide(broken: Bool, third: String = DocsBuildTests.good) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let second = broken ? "root:\n  name: bad\n  box: {sise: [1, 2]}\n" : Self.good
    let markdown = """
      # Guide

      ```layout name=first
      \(Self.good)
      ```

      Text between.

        ```layout name=second
        \(second.split(separator: "\n").joined(separator: "\n  "))
        ```

      ~~~layout name=third
      \(third)
      ~~~
      """
    try markdown.write(to: folder.appendingPathComponent("guide.md"), atomically: true, encoding: .utf8)
    return folder
  }

  func build(_ folder: URL, keepsGoing: Bool = false) throws -> DocsBuild.Report {
    let blocks = try DocsSources.blocks(in: [folder.appendingPathComponent("guide.md").path])
    let options = DocsBuild.Options(
      outputFolder: folder.appendingPathComponent("images"),
      variants: ImageVariant.all(appearances: [.light, .dark], scales: [1, 2], format: .png), jobs: 2,
      keepsGoing: keepsGoing, toolVersion: "test")
    return DocsBuild(options: options).run(blocks)
  }

  func images(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("images").path))
      ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test func aBadBlockFailsWithItsPlaceInTheMarkdownAndNothingIsWritten() throws {
    let folder = try makeGuide(broken: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try build(folder)
    #expect(report.failures.count == 1)
    let failure = try #require(report.failures.first)
    // The bad key is on the block's third line, the file's fifteenth; the block is indented two spaces in
    // the file, so the key's column in the file is two more than in the block.
    #expect(failure.file.hasSuffix("guide.md"))
    #expect(failure.line == 15)
    #expect(failure.column == 11)
    #expect(failure.description.contains("unknown key 'sise'"))
    #expect(images(in: folder).isEmpty)
  }

  @Test func aBadBlockStopsTheBuildBeforeAnyImageIsRendered() throws {
    let folder = try makeGuide(broken: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocks = try DocsSources.blocks(in: [folder.appendingPathComponent("guide.md").path])
    let (report, lines) = buildOneByOne(blocks, in: folder)
    #expect(report.failures.count == 1)
    #expect(lines.isEmpty)
  }

  /// A build of `blocks` into `folder`'s images, one variant each, on one thread, with the progress lines
  /// it printed.
  func buildOneByOne(_ blocks: [LayoutBlock], in folder: URL) -> (DocsBuild.Report, [String]) {
    let options = DocsBuild.Options(
      outputFolder: folder.appendingPathComponent("images"),
      variants: ImageVariant.all(appearances: [.light], scales: [1], format: .png), jobs: 1,
      keepsGoing: false, toolVersion: "test")
    let lines = Mutex<[String]>([])
    let report = DocsBuild(options: options).run(blocks) { line in lines.withLock { $0.append(line) } }
    return (report, lines.withLock { $0 })
  }

  @Test func aBlockThatFailsToRenderStopsTheBuildFromRenderingTheRest() throws {
    let folder = try makeGuide(broken: false, third: "root: {box: {size: [40000, 40000]}}\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    // The third block reads but cannot be drawn; on one thread, after it no block is rendered.
    var blocks = try DocsSources.blocks(in: [folder.appendingPathComponent("guide.md").path])
    blocks.insert(blocks.removeLast(), at: 0)
    let (report, lines) = buildOneByOne(blocks, in: folder)
    #expect(report.failures.count == 1)
    #expect(report.failures.first?.description.contains("cannot render") == true)
    #expect(lines.isEmpty)
    #expect(images(in: folder).isEmpty)
  }

  @Test func aBuildWritingMoreThanItsBudgetIsRefusedBeforeRenderingAtTheBlockPastIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Four variants each and one manifest: the block past the budget is the one whose images make the
    // files written, manifest included, pass it.
    let blockCount = (Budgets.docsImagesRendered - 1) / 4 + 1
    let markdown = (0..<blockCount).map { "```layout name=b\($0)\nroot: {box: {size: [1, 1]}}\n```\n" }
    try markdown.joined().write(
      to: folder.appendingPathComponent("guide.md"), atomically: true, encoding: .utf8)
    let report = try build(folder)
    let failure = try #require(report.failures.first)
    #expect(report.failures.count == 1)
    #expect(failure.line == 3 * (blockCount - 1) + 1)
    #expect(
      failure.description.contains(
        "would write \(4 * blockCount + 1) files, more than the \(Budgets.docsImagesRendered)"))
    #expect(report.rendered.isEmpty)
    #expect(images(in: folder).isEmpty)
  }

  @Test func eachFolderAManifestGoesIntoCountsAmongTheFilesABuildWrites() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // One block of one variant in each of as many folders as make images and manifests pass the budget.
    let count = Budgets.docsImagesRendered / 2 + 1
    var paths: [String] = []
    for index in 0..<count {
      let page = folder.appendingPathComponent("d\(index)")
      try FileManager.default.createDirectory(at: page, withIntermediateDirectories: true)
      let file = page.appendingPathComponent("a.md")
      try "```layout name=b\(index)\nroot: {box: {size: [1, 1]}}\n```\n".write(
        to: file, atomically: true, encoding: .utf8)
      paths.append(file.path)
    }
    let options = DocsBuild.Options(
      outputFolder: nil, variants: ImageVariant.all(appearances: [.light], scales: [1], format: .png),
      jobs: 2,
      keepsGoing: false, toolVersion: "test")
    let report = DocsBuild(options: options).run(try DocsSources.blocks(in: paths))
    #expect(report.failures.first?.description.contains("would write \(2 * count) files") == true)
    #expect(report.rendered.isEmpty)
  }

  @Test func aBlockWithAnImageThatCannotBeWrittenKeepsAllItsImagesAsTheyWere() throws {
    let folder = try makeGuide(broken: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder where one of the first block's images goes: that one is refused, and with it the block's
    // other three, while the other blocks are written.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("images/first@2x.png"), withIntermediateDirectories: true)
    let report = try build(folder, keepsGoing: true)
    #expect(report.failures.count == 1)
    #expect(images(in: folder).filter { $0.hasPrefix("first") } == ["first@2x.png"])
    #expect(images(in: folder).count == 9)
  }

  @Test func inspectorPagesAreWrittenBesideTheImagesAndKeptCurrentAlike() throws {
    let folder = try makeGuide(broken: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocks = try DocsSources.blocks(in: [folder.appendingPathComponent("guide.md").path])
    let options = DocsBuild.Options(
      outputFolder: folder.appendingPathComponent("images"),
      variants: ImageVariant.all(appearances: [.light], scales: [1], format: .png) + [.inspector], jobs: 2,
      keepsGoing: false, toolVersion: "test")
    let first = DocsBuild(options: options).run(blocks)
    #expect(first.failures.isEmpty)
    #expect(
      images(in: folder) == [
        "first.html", "first.png", "second.html", "second.png", "third.html", "third.png",
      ])
    let page = try String(
      contentsOf: folder.appendingPathComponent("images/first.html"), encoding: .utf8)
    #expect(page.contains("<title>first · layout inspector</title>"))
    let again = DocsBuild(options: options).run(blocks)
    #expect(again.rendered.isEmpty)
    #expect(again.upToDate.count == 6)
  }

  @Test func keepGoingWritesTheGoodBlocks() throws {
    let folder = try makeGuide(broken: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try build(folder, keepsGoing: true)
    #expect(report.failures.count == 1)
    #expect(images(in: folder).count == 8)
  }

  @Test func everyVariantIsWrittenThenNothingIsRenderedAgainThenOnlyAnEditedBlock() throws {
    let folder = try makeGuide(broken: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try build(folder)
    #expect(first.failures.isEmpty)
    #expect(first.rendered.count == 12)
    #expect(
      images(in: folder) == [
        "first.png", "first@2x.png", "first~dark.png", "first~dark@2x.png", "second.png", "second@2x.png",
        "second~dark.png", "second~dark@2x.png", "third.png", "third@2x.png", "third~dark.png",
        "third~dark@2x.png",
      ])
    let again = try build(folder)
    #expect(again.rendered.isEmpty)
    #expect(again.upToDate.count == 12)
    let guide = folder.appendingPathComponent("guide.md")
    let edited = try String(contentsOf: guide, encoding: .utf8).replacingOccurrences(
      of: "~~~layout name=third\nroot:\n  name: box", with: "~~~layout name=third\nroot:\n  name: wider")
    try edited.write(to: guide, atomically: true, encoding: .utf8)
    let third = try build(folder)
    #expect(
      Set(third.rendered.map(\.lastPathComponent)) == [
        "third.png", "third@2x.png", "third~dark.png", "third~dark@2x.png",
      ])
    #expect(third.upToDate.count == 8)
  }

  @Test func theSameNameTwiceNamesBothPlaces() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let markdown = "```layout name=a\n\(Self.good)\n```\n\n```layout name=a\n\(Self.good)\n```\n"
    try markdown.write(to: folder.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
    #expect {
      _ = try DocsSources.blocks(in: [folder.path])
    } throws: { error in
      let text = "\(error)"
      return text.contains("a.md:8:1: error: a second layout named 'a'; the first is at ")
        && text.hasSuffix("a.md:1")
    }
  }

  @Test func aDocCCatalogsImagesGoToItsResources() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("Kit.docc")
    try FileManager.default.createDirectory(
      at: catalog.appendingPathComponent("Resources"), withIntermediateDirectories: true)
    try "# Article\n\n```layout name=inArticle\n\(Self.good)\n```\n".write(
      to: catalog.appendingPathComponent("Article.md"), atomically: true, encoding: .utf8)
    try Self.good.write(
      to: catalog.appendingPathComponent("Resources/fromResource.yaml"), atomically: true, encoding: .utf8)
    let blocks = try DocsSources.blocks(in: [folder.path])
    #expect(Set(blocks.map(\.name)) == ["inArticle", "fromResource"])
    let options = DocsBuild.Options(
      outputFolder: nil, variants: ImageVariant.all(appearances: [.light], scales: [2], format: .png),
      jobs: 1,
      keepsGoing: false, toolVersion: "test")
    let report = DocsBuild(options: options).run(blocks)
    #expect(report.failures.isEmpty)
    let resources = try FileManager.default.contentsOfDirectory(
      atPath: catalog.appendingPathComponent("Resources").path)
    #expect(Set(resources).isSuperset(of: ["inArticle@2x.png", "fromResource@2x.png"]))
  }

  @Test func twoSVGsInOnePageShareNoIds() throws {
    let folder = try makeGuide(broken: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocks = try DocsSources.blocks(in: [folder.appendingPathComponent("guide.md").path])
    let options = DocsBuild.Options(
      outputFolder: folder.appendingPathComponent("images"),
      variants: ImageVariant.all(appearances: [.light, .dark], scales: [1], format: .svg), jobs: 2,
      keepsGoing: false, toolVersion: "test")
    let report = DocsBuild(options: options).run(blocks)
    #expect(report.rendered.count == 6)
    let first = try String(contentsOf: folder.appendingPathComponent("images/first.svg"), encoding: .utf8)
    let second = try String(contentsOf: folder.appendingPathComponent("images/second.svg"), encoding: .utf8)
    #expect(first.contains("<svg role=\"img\""))
    #expect(first.contains("<title>first</title>"))
    let ids = { (svg: String) -> Set<String> in
      Set(
        svg.components(separatedBy: "id=\"").dropFirst().compactMap {
          $0.split(separator: "\"").first.map(String.init)
        })
    }
    #expect(!ids(first).isEmpty)
    #expect(ids(first).isDisjoint(with: ids(second)))
    // Every reference in the page resolves to an id of the same image.
    let page = first + second
    for reference in page.components(separatedBy: "href=\"#").dropFirst() {
      let id = String(reference.prefix { $0 != "\"" })
      #expect(page.contains("id=\"\(id)\""))
    }
    let dark = try String(contentsOf: folder.appendingPathComponent("images/first~dark.svg"), encoding: .utf8)
    // The light image paints its white canvas; the dark one paints none (no opaque background).
    let light = try String(contentsOf: folder.appendingPathComponent("images/first.svg"), encoding: .utf8)
    #expect(light.contains("<rect x=\"0\" y=\"0\""))
    #expect(!dark.contains("<rect x=\"0\" y=\"0\""))
  }
}

/// Theme files and a document's `theme:`.
struct DocsThemeTests {
  @Test func aThemeFileChangesTheImagesAndIsPartOfTheirHash() throws {
    let folder = try DocsBuildTests().makeGuide(broken: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let themeFile = folder.appendingPathComponent("theme.yaml")
    try "light: {nodeOutline: \"#ff0000\", canvas: \"#fafafa\"}\nlineWidth: 2\n".write(
      to: themeFile, atomically: true, encoding: .utf8)
    let theme = try ThemeOverrides(contentsOf: themeFile)
    #expect(theme.light.nodeOutline == RGBAColor(hex: 0xFF0000))
    #expect(theme.lineWidth == 2)
    let blocks = try DocsSources.blocks(in: [folder.appendingPathComponent("guide.md").path])
    func build(_ theme: ThemeOverrides?) -> DocsBuild.Report {
      DocsBuild(
        options: DocsBuild.Options(
          outputFolder: folder.appendingPathComponent("images"),
          variants: ImageVariant.all(appearances: [.light], scales: [1], format: .png), jobs: 1,
          keepsGoing: false,
          toolVersion: "test", theme: theme)
      ).run(blocks)
    }
    #expect(build(nil).rendered.count == 3)
    let plain = try Data(contentsOf: folder.appendingPathComponent("images/first.png"))
    #expect(build(theme).rendered.count == 3)
    let themed = try Data(contentsOf: folder.appendingPathComponent("images/first.png"))
    #expect(plain != themed)
    #expect(build(theme).rendered.isEmpty)
  }

  /// The error reading a theme file of `text` gives, as its description.
  private func themeError(_ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("theme.yaml")
    try text.write(to: file, atomically: true, encoding: .utf8)
    do {
      _ = try ThemeOverrides(contentsOf: file, file: "theme.yaml")
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test func aThemeFontListingThousandsOfFamiliesIsAnErrorWithItsPlace() throws {
    let error = try themeError("fontFamily: '\(String(repeating: "A,", count: 20_000))'\n")
    #expect(
      error.hasPrefix("theme.yaml:1:13: error: fontFamily: 40000 characters, more than 256"), "\(error)")
  }

  @Test func aThemeFontSizePastTheLimitIsAnErrorAtItsKey() throws {
    let error = try themeError("labelFontSize: 1000000\n")
    #expect(error.hasPrefix("theme.yaml:1:16: error: labelFontSize: number 1000000 is beyond"), "\(error)")
  }

  @Test func aBadThemeKeyIsAnErrorWithItsPlace() throws {
    let error = try themeError("light:\n  nodeOutlines: red\n")
    #expect(error.hasPrefix("theme.yaml:2:3: error: unknown key 'nodeOutlines'"), "\(error)")
  }
}

/// Edge cases of finding blocks.
struct DocsScanningTests {
  func write(_ text: String, named name: String = "page.md") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  @Test func windowsLineEndingsAreRead() throws {
    let file = try write("# Page\r\n\r\n```layout name=crlf\r\nroot: {box: {size: [10, 10]}}\r\n```\r\n")
    let blocks = try DocsSources.blocks(in: [file])
    #expect(blocks.map(\.name) == ["crlf"])
    #expect(blocks.first?.source == "root: {box: {size: [10, 10]}}\n")
    #expect(blocks.first?.firstLine == 4)
  }

  @Test func aNameThatIsNotAFileNameIsAnError() throws {
    let file = try write("```layout name=../escaped\nroot: {box: {}}\n```\n")
    #expect {
      _ = try DocsSources.blocks(in: [file])
    } throws: { "\($0)".contains("1:1: error: the layout name '../escaped' must be letters, digits") }
  }

  @Test func scanningKeepsTheGoodBlocksBesideTheBadOnes() throws {
    let file = try write(
      "```layout\nroot: {box: {}}\n```\n\n```layout name=good\nroot: {box: {size: [1, 1]}}\n```\n")
    let (blocks, errors, _) = try DocsSources.scan([file])
    #expect(blocks.map(\.name) == ["good"])
    #expect(errors.map(\.line) == [1])
  }

  @Test func aCommentShownInsideAFenceIsNotABlock() throws {
    let file = try write(
      "````markdown\n<!-- layout name=example\nroot: {box: {}}\n-->\n````\n\n<!-- layout name=real\nroot: {box: {}}\n-->\n"
    )
    #expect(try DocsSources.blocks(in: [file]).map(\.name) == ["real"])
  }

  @Test func anIndentedBlockRewrittenReadsAsTheSameDocument() throws {
    let file = try write("- item\n\n  ```layout name=nested\n  root: {box: {size: [4, 4]}}\n  ```\n")
    let fenced = try DocsSources.blocks(in: [file])
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let rewritten = try MarkdownRewrite.rewritten(text, blocks: fenced) { "images/\($0.name).png" }
    try Data(rewritten.utf8).write(to: URL(fileURLWithPath: file))
    let comment = try DocsSources.blocks(in: [file])
    #expect(comment.map(\.source) == fenced.map(\.source))
    #expect(comment.first?.isFenced == false)
    #expect(
      try MarkdownRewrite.rewritten(rewritten, blocks: comment) { "images/\($0.name).png" } == rewritten)
  }

  @Test func lightAndDarkSVGsOfOneBlockShareNoIds() throws {
    let folder = try DocsBuildTests().makeGuide(broken: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocks = try DocsSources.blocks(in: [folder.appendingPathComponent("guide.md").path])
    let options = DocsBuild.Options(
      outputFolder: folder.appendingPathComponent("images"),
      variants: ImageVariant.all(appearances: [.light, .dark], scales: [1], format: .svg), jobs: 1,
      keepsGoing: false, toolVersion: "test")
    _ = DocsBuild(options: options).run(blocks)
    func ids(_ name: String) throws -> Set<String> {
      let svg = try String(contentsOf: folder.appendingPathComponent("images/\(name)"), encoding: .utf8)
      return Set(
        svg.components(separatedBy: "id=\"").dropFirst().compactMap {
          $0.split(separator: "\"").first.map(String.init)
        })
    }
    #expect(try !ids("first.svg").isEmpty)
    #expect(try ids("first.svg").isDisjoint(with: ids("first~dark.svg")))
  }
}

/// A YAML syntax error inside a block names places in the Markdown file, its own message included.
struct DocsSyntaxErrorTests {
  /// The first failure of a build of one Markdown file of `text`.
  static func failure(ofMarkdown text: String) throws -> DocsError? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("syntax-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("g.md")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let blocks = try DocsSources.blocks(in: [file.path])
    let report = DocsBuild(
      options: DocsBuild.Options(
        outputFolder: folder.appendingPathComponent("out"),
        variants: ImageVariant.all(appearances: [.light], scales: [1], format: .png), jobs: 1,
        keepsGoing: false,
        toolVersion: "test")
    ).run(blocks)
    return report.failures.first
  }

  @Test func theParsersPlacesAreMovedIntoTheFile() throws {
    let failure = try #require(
      try Self.failure(ofMarkdown: "# G\n\n```layout name=bad\nroot:\n  box: {size: [1, 2]\n  name: x\n```\n")
    )
    #expect(failure.line == 6)
    #expect(failure.message.contains("at line 5, column 8"))
    #expect(failure.documentError?.location.line == 6)
  }

  @Test func aRepeatedKeysFirstLineIsMovedIntoTheFile() throws {
    let failure = try #require(
      try Self.failure(ofMarkdown: "# G\n\n```layout name=twice\nroot:\n  box: {}\n  box: {}\n```\n"))
    // The key is first given on the block's second line, the file's fifth, and repeated on the sixth.
    #expect(failure.line == 6)
    #expect(failure.message.contains("first given at line 5"), "\(failure.message)")
  }
}

/// A layout fence Markdown does not read as a block is said, not skipped silently.
struct UnreadFenceTests {
  @Test func aFenceInAFootnoteOrIndentedAsCodeIsAWarningAtItsLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fence-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.md")
    let markdown = """
      # T

      [^1]

      [^1]: note

          ```layout name=blk
          root: {box: {size: [4, 4]}}
          ```

      ```layout name=read
      root: {box: {size: [4, 4]}}
      ```

      An example of the syntax, in a code sample of its own, is text:

      ````markdown
      ```layout name=example
      root: {box: {size: [4, 4]}}
      ```
      ````

      """
    try markdown.write(to: file, atomically: true, encoding: .utf8)
    let (blocks, errors, warnings) = try DocsSources.scan([file.path])
    #expect(blocks.map(\.name) == ["read"])
    #expect(errors.isEmpty)
    #expect(warnings.map { "\($0.line):\($0.column)" } == ["7:5"])
    #expect(
      warnings.first?.warningText.contains(": warning: this layout fence is not read as a block") == true)
  }
}
