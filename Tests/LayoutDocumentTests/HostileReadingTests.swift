import Foundation
import InputLimits
import LayoutDocument
import Testing

/// Inputs shaped to make the reader slow: many keys, many siblings, deep flow nesting around many values.
/// Each once took tens of seconds; each must now read in time proportional to its size, or stop at a limit.
struct HostileReadingTests {
  @Test func aRepeatedKeyAmongFortyThousandIsFoundAtItsRepetition() throws {
    var yaml = "root:\n  name: n\n  box: {}\n  style:\n"
    for index in 0..<40_000 { yaml += "    k\(index): 1\n" }
    yaml += "    k17: 2\n"
    let error = try #require(DocumentTesting.error(yaml))
    #expect(error.reason == .yamlRepeatedKey(key: "k17", firstLine: 22))
    #expect(error.location.line == 40_005)
    #expect(error.location.column == 5)
  }

  @Test func siblingsUpToTheElementBudgetInJSONLayOut() throws {
    let siblings = Budgets.elements - 1
    let json =
      #"{"constrainedSize": {"min": [0, 0], "max": [100000, 1000]}, "root": {"stack": {"children": ["#
      + Array(repeating: #"{"box": {"size": [1, 1]}}"#, count: siblings).joined(separator: ",") + "]}}}"
    let report = try DocumentTesting.outcome(json, file: "siblings.json").get()
    #expect(report.entries.count == Budgets.elements)
    #expect(report.entries.last?.frame == CGRect(x: siblings - 1, y: 0, width: 1, height: 1))
  }

  /// Millions of values stop where the reading passes the event budget, before they are all kept and
  /// before any element is built, whether the JSON reader or libyaml reads them.
  @Test(arguments: [#"{"root": ["#, "root: ["])
  func millionsOfValuesStopAtTheEventBudget(opening: String) throws {
    let text = opening + String(repeating: "1,", count: Budgets.yamlEvents) + "1]}"
    let error = try #require(DocumentTesting.error(text))
    #expect(error.reason == .yamlTooLarge(eventLimit: Budgets.yamlEvents))
    #expect(error.location.line == 1)
    // A few events open the document (the stream, the mapping, its key, the list), so the value past the
    // budget is a few values before the budget's count of them.
    let valuesBefore = (error.location.column - opening.count - 1) / 2
    #expect((Budgets.yamlEvents - 6...Budgets.yamlEvents).contains(valuesBefore), "\(error.location)")
  }

  @Test func deepFlowNestingAroundManyValuesStopsAtTheBudget() throws {
    let yaml =
      "root: " + String(repeating: "[", count: 3_000)
      + Array(repeating: "1", count: 40_000).joined(separator: ",") + String(repeating: "]", count: 3_000)
    let error = try #require(DocumentTesting.error(yaml))
    #expect(error.reason == .yamlFlowNestingTooHeavy(limit: 100_000_000))
    #expect(error.location.line == 1)
    #expect(error.location.column > 3_000)
  }

  @Test func flowNestingPastLibYAMLsLevelsStopsBeforeItsValues() throws {
    let yaml =
      "root: " + String(repeating: "[", count: 36_000)
      + Array(repeating: "1", count: 200_000).joined(separator: ",") + String(repeating: "]", count: 36_000)
    let error = try #require(DocumentTesting.error(yaml))
    #expect(error.reason == .yamlTooDeep(limit: 12_010, elementLimit: 4_000))
  }

  @Test func blockNestingOnOneLineStopsAtTheDepthLimit() throws {
    // Each "- " opens a list inside the last without indenting a new line: libyaml sets no bound on
    // that, the reader does.
    let yaml = "root:\n  " + String(repeating: "- ", count: 20_000) + "1"
    let error = try #require(DocumentTesting.error(yaml))
    #expect(error.reason == .yamlTooDeep(limit: 12_010, elementLimit: 4_000))
    #expect(error.location.line == 2)
  }
}
