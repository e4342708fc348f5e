import Foundation
import RenderTestSupport
import Testing

/// `explain`, `frames --explain` and `frames --ascii`.
struct ExecutableExplainTests {
  @Test func explainSaysThePercentResolvedAndTheMinimumRaisedIt() throws {
    let outcome = try ExecutableRunner.run(["explain", FixturePaths.fixture("docs/min-width.yaml").path])
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput.contains(
        "  element (box) 200 × 60\n    width 200pt: width 50% of 320pt = 160pt; raised to minWidth 200pt\n"))
  }

  @Test func explainOnlyTheNamedElements() throws {
    let outcome = try ExecutableRunner.run([
      "explain", FixturePaths.fixture("docs/flex-basis.yaml").path, "--element", "leftStack",
    ])
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput.hasPrefix(
        "leftStack (box) 128 × 80\n  width 128pt: flexBasis 40% of 320pt = 128pt\n"))
    #expect(!outcome.standardOutput.contains("rightStack"))
  }

  @Test func anUnknownElementNameIsAnErrorNamingTheNearest() throws {
    let path = FixturePaths.fixture("docs/flex-basis.yaml").path
    let outcome = try ExecutableRunner.run(["explain", path, "--element", "leftStak"])
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError.hasPrefix(
        "\(path):1:1: error: no element named 'leftStak' in the document; nearest: 'leftStack'"))
  }

  @Test func framesExplainAddsTheSizingRecords() throws {
    let outcome = try ExecutableRunner.run([
      "frames", "--explain", FixturePaths.fixture("docs/min-width.yaml").path,
    ])
    #expect(outcome.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let root = try #require(json["root"] as? [String: Any])
    let element = try #require((root["children"] as? [[String: Any]])?.last)
    let width = try #require((element["sizing"] as? [String: Any])?["width"] as? [String: Any])
    #expect(width["style"] as? String == "50%")
    #expect(width["min"] as? String == "200pt")
    #expect(width["decidedBy"] as? String == "styleMin")
    #expect(width["length"] as? Double == 200)
  }

  @Test func framesAsciiPrintsTheTree() throws {
    let outcome = try ExecutableRunner.run(["frames", "--ascii", FixturePaths.fixture("stack.yaml").path])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("StackLayoutSpec"))
    #expect(outcome.standardOutput.contains("left"))
  }
}
