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
    root: {name: bad, box: {size: [40, 20]}, colour: red}
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
