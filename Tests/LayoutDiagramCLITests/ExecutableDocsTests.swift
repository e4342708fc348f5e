import Foundation
import Testing

/// `layout-diagram docs` through the real executable: exit statuses, the error's place, what is written.
struct ExecutableDocsTests {
  static let markdown = """
    # Guide

    ```layout name=good
    root: {name: good, fill: "#90caf9", box: {size: [40, 20]}}
    ```

    ```layout name=bad
    root: {name: bad, box: {size: [40, 20]}, color: red}
    ```
    """

  @Test func aBadBlockExitsTwoWithItsPlaceAndWritesNothing() throws {
    let outcome = try ExecutableRunner.run(
      ["docs", "guide.md", "-o", "images"], files: ["guide.md": Self.markdown])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("guide.md:8:"))
    #expect(outcome.standardError.contains("error: "))
    #expect(outcome.createdFiles.filter { $0.hasPrefix("images") }.isEmpty)
  }

  @Test func keepGoingWritesTheGoodOneAndStillExitsTwo() throws {
    let outcome = try ExecutableRunner.run(
      ["docs", "guide.md", "-o", "images", "--keep-going", "--appearances", "light", "--scales", "2"],
      files: ["guide.md": Self.markdown])
    #expect(outcome.status == 2)
    #expect(outcome.createdFiles.contains("images/good@2x.png"))
    #expect(!outcome.createdFiles.contains { $0.hasPrefix("images/bad") })
  }

  @Test func helpHasAnExample() throws {
    let outcome = try ExecutableRunner.run(["docs", "--help"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("layout-diagram docs Docs/ --output Docs/images"))
  }
}

/// `docs --rewrite` through the real executable.
struct ExecutableRewriteTests {
  static let markdown = """
    # Guide

    Before.

    ```layout name=good
    root: {name: good, fill: "#90caf9", box: {size: [40, 20]}}
    ```

    After.
    """

  @Test func rewritingTwiceGivesTheSameFileAndTheCommentStaysABlock() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rewrite-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let guide = directory.appendingPathComponent("guide.md")
    try Self.markdown.write(to: guide, atomically: true, encoding: .utf8)
    let arguments = [
      "docs", guide.path, "-o", directory.appendingPathComponent("images").path, "--appearances", "light",
      "--scales", "1", "--rewrite",
    ]
    let first = try ExecutableRunner.run(arguments)
    #expect(first.status == 0)
    let once = try String(contentsOf: guide, encoding: .utf8)
    #expect(
      once == """
        # Guide

        Before.

        <!-- layout name=good
        root: {name: good, fill: "#90caf9", box: {size: [40, 20]}}
        -->
        ![good](images/good.png)

        After.
        """)
    let second = try ExecutableRunner.run(arguments)
    #expect(second.status == 0)
    #expect(second.standardOutput.contains("1 layout blocks: 0 rendered, 1 up to date"))
    #expect(try String(contentsOf: guide, encoding: .utf8) == once)
  }
}

/// A theme file's colors are hashed the same way in every process.
struct ExecutableThemeTests {
  @Test func aSecondRunWithAThemeFileRendersNothing() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "theme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try ExecutableDocsTests.markdown.replacingOccurrences(of: ", color: red", with: "").write(
      to: directory.appendingPathComponent("guide.md"), atomically: true, encoding: .utf8)
    try "light: {size: \"#111111\", insets: \"#222222\", ratio: \"#333333\", spacing: \"#444444\"}\n".write(
      to: directory.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
    let arguments = [
      "docs", directory.appendingPathComponent("guide.md").path, "-o",
      directory.appendingPathComponent("images").path,
      "--theme", directory.appendingPathComponent("theme.yaml").path, "--appearances", "light", "--scales",
      "1",
    ]
    #expect(try ExecutableRunner.run(arguments).status == 0)
    let second = try ExecutableRunner.run(arguments)
    #expect(second.standardOutput.contains("nothing to render"))
  }
}

/// `docs`' list options are typed arguments: a bad value is a usage error naming the option, and nothing is
/// written.
struct ExecutableDocsOptionTests {
  @Test(arguments: [
    ["--scales", "1,9"], ["--scales", "2,"], ["--appearances", "light,dusk"], ["--format", "gif"],
  ])
  func aBadListIsAUsageErrorNamingTheOption(option: [String]) throws {
    let outcome = try ExecutableRunner.run(
      ["docs", "guide.md", "-o", "images"] + option, files: ["guide.md": "# Guide\n"])
    #expect(outcome.status == 2)
    #expect(
      outcome.standardError.contains("'\(option[1])' is invalid for '\(option[0])"),
      "\(outcome.standardError)")
    #expect(outcome.createdFiles.isEmpty)
  }
}
