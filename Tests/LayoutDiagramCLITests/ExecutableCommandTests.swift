import Foundation
import RenderTestSupport
import Testing

/// The commands of the real executable on good input, and their help.
struct ExecutableCommandTests {
  @Test func framesPrintsTheContractJSON() throws {
    let outcome = try ExecutableRunner.run(["frames", FixturePaths.fixture("stack.yaml").path])
    #expect(outcome.status == 0)
    #expect(outcome.standardError.isEmpty)
    #expect(
      outcome.standardOutput == """
        {"size": {"width": 320, "height": 80},
         "root": {"kind": "stack", "name": "row", "frame": {"x": 0, "y": 0, "width": 320, "height": 80}, "children": [
            {"kind": "box", "name": "left", "frame": {"x": 0, "y": 0, "width": 128, "height": 80}, "children": []},
            {"kind": "box", "name": "right", "frame": {"x": 128, "y": 0, "width": 192, "height": 80}, "children": []}]}}

        """)
    let json = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
    let root = try #require(json?["root"] as? [String: Any])
    #expect((root["children"] as? [Any])?.count == 2)
  }

  @Test func benchPrintsItsJSON() throws {
    let outcome = try ExecutableRunner.run([
      "bench", FixturePaths.fixture("background.yaml").path, "--iterations", "3",
    ])
    #expect(outcome.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    #expect(json["elements"] as? Int == 4)
    #expect(json["runs"] as? Int == 3)
    #expect(
      Set(json.keys) == ["elements", "coldNanoseconds", "warmNanoseconds", "resizedNanoseconds", "runs"])
    #expect(outcome.standardOutput.hasPrefix("{\"elements\": 4, \"coldNanoseconds\": "))
  }

  @Test func benchStopsStartingRunsAtItsTimeLimit() throws {
    // A thousand runs of a document whose one run takes far longer than the limit: one run is made.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("texts.yaml")
    let texts = (0..<400).map { "{text: {string: \"word \($0) and more words to shape\"}}" }
    try "root: {stack: {children: [\(texts.joined(separator: ", "))]}}\n".write(
      to: document, atomically: true, encoding: .utf8)
    let outcome = try ExecutableRunner.run([
      "bench", document.path, "--iterations", "1000", "--time-limit", "0.1",
    ])
    #expect(outcome.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let runs = try #require(json["runs"] as? Int)
    #expect(runs >= 1 && runs < 1000)
  }

  @Test(arguments: [[], ["render"], ["frames"], ["bench"]])
  func helpHasAnExample(_ command: [String]) throws {
    let outcome = try ExecutableRunner.run(command + ["--help"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("Example"))
    #expect(outcome.standardOutput.contains("layout-diagram \(command.first ?? "frames") Fixtures/"))
  }
}

/// `frames --ascii` draws each spec's box around its children's: a document nested deeper than the art can
/// hold in reasonable size is refused before it is drawn.
struct AsciiArtDepthTests {
  static func nested(_ depth: Int) -> String {
    "root: " + String(repeating: "{wrapper: {child: ", count: depth) + "{name: leaf, box: {size: [1, 1]}}"
      + String(repeating: "}}", count: depth) + "\n"
  }

  @Test func deepNestingIsRefusedAndShallowIsDrawn() throws {
    let deep = try ExecutableRunner.run(["frames", "--ascii", "d.yaml"], files: ["d.yaml": Self.nested(101)])
    #expect(deep.status == 2)
    // Located at the first spec past the depth: the 101st wrapper, 100 openings of 18 characters in.
    #expect(deep.standardError.hasPrefix("d.yaml:1:\(7 + 100 * 18): error: root."))
    #expect(deep.standardError.contains("specs nest more than 100 deep here, too deep for --ascii"))
    let shallow = try ExecutableRunner.run(
      ["frames", "--ascii", "d.yaml"], files: ["d.yaml": Self.nested(100)])
    #expect(shallow.status == 0)
    #expect(shallow.standardOutput.contains("DisplayNode (leaf)"))
  }
}
