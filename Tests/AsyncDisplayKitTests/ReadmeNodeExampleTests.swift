import Foundation
import RenderTestSupport
import Testing

/// The README's node example is the example package's file, which `make examples` compiles and tests: the
/// two cannot drift apart.
struct ReadmeNodeExampleTests {
  @Test func theReadmesSettingsRowIsTheExamplesFile() throws {
    let readme = try String(
      contentsOf: FixturePaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let file = try String(
      contentsOf: FixturePaths.packageRoot.appendingPathComponent(
        "Examples/TextureOnLinux/Sources/FeedNodes/SettingsRowNode.swift"), encoding: .utf8)
    #expect(readme.contains("```swift\n" + file + "\n"))
  }
}
