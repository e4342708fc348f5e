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
    #expect(Set(json.keys) == ["elements", "coldNanoseconds", "warmNanoseconds", "resizedNanoseconds"])
    #expect(outcome.standardOutput.hasPrefix("{\"elements\": 4, \"coldNanoseconds\": "))
  }

  @Test(arguments: [[], ["render"], ["frames"], ["bench"]])
  func helpHasAnExample(_ command: [String]) throws {
    let outcome = try ExecutableRunner.run(command + ["--help"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("Example"))
    #expect(outcome.standardOutput.contains("layout-diagram \(command.first ?? "frames") Fixtures/"))
  }
}
