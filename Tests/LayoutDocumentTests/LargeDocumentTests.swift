import Foundation
import InputLimits
import LayoutDocument
import Testing

/// Documents at the limits: 4,000 elements deep, and the element budget.
struct LargeDocumentTests {
  /// `depth` wrappers, each holding the next, around a 7 × 5 box.
  static func nestedWrappers(_ depth: Int) -> String {
    "constrainedSize: {min: [0, 0], max: [100, 100]}\nroot: "
      + String(repeating: "{wrapper: {child: ", count: depth) + "{name: core, box: {size: [7, 5]}}"
      + String(repeating: "}}", count: depth) + "\n"
  }

  @Test func fourThousandElementsDeepLayOut() throws {
    let report = try DocumentTesting.outcome(Self.nestedWrappers(3_999)).get()
    #expect(report.entries.count == 4_000)
    let core = try #require(report.entries.last)
    #expect(core.depth == 3_999)
    #expect(core.name == "core")
    #expect(core.frame == CGRect(x: 0, y: 0, width: 7, height: 5))
    #expect(report.size == CGSize(width: 7, height: 5))
    #expect(report.json.hasSuffix(String(repeating: "]}", count: 4_000) + "}\n"))
  }

  @Test func nestingBeyondTheLimitSaysWhichLimit() throws {
    let error = try #require(DocumentTesting.error(Self.nestedWrappers(4_001)))
    #expect(error.message.hasSuffix("nesting deeper than 4000 elements, the limit"))
    #expect(
      error.message.contains("…(7991 keys)…"), "the key path is shortened: \(error.message.prefix(120))")
  }

  @Test func yamlNestingBeyondTheLimitSaysWhichLimit() throws {
    let yaml = "root: " + String(repeating: "[", count: 40_000) + String(repeating: "]", count: 40_000)
    let error = try #require(DocumentTesting.error(yaml))
    #expect(
      error.message == "nesting deeper than 12010 YAML levels: the limit, which allows 4000 nested elements")
    #expect(error.location.line == 1)
  }

  /// A root stack of 1,000 stacks of 4 × 3 boxes, `boxes` boxes in all, the first stacks one more than the
  /// rest where they do not divide evenly: 1,001 + `boxes` elements.
  static func stacksOfBoxes(_ boxes: Int) -> String {
    var yaml = "constrainedSize: {min: [0, 0], max: [400, .inf]}\nroot:\n  stack:\n    direction: vertical\n"
    yaml += "    children:\n"
    for stack in 0..<1_000 {
      let count = boxes / 1_000 + (stack < boxes % 1_000 ? 1 : 0)
      yaml += "      - stack:\n          children:\n"
      yaml += String(repeating: "            - {box: {size: [4, 3]}}\n", count: count)
    }
    return yaml
  }

  @Test func aDocumentOfTheElementBudgetLaysOut() throws {
    let boxes = Budgets.elements - 1_001
    let report = try DocumentTesting.outcome(Self.stacksOfBoxes(boxes)).get()
    #expect(report.entries.count == Budgets.elements)
    // The vertical stack is as wide as its widest child, within the 400pt maximum; the last stack holds
    // the fewest boxes.
    let widest = CGFloat((boxes + 999) / 1_000) * 4
    #expect(report.size == CGSize(width: widest, height: 3_000))
    let lastBox = try #require(report.entries.last)
    #expect(lastBox.frame == CGRect(x: CGFloat(boxes / 1_000 - 1) * 4, y: 0, width: 4, height: 3))
  }

  @Test func oneElementBeyondTheBudgetIsRefusedWhereItIsWritten() throws {
    let boxes = Budgets.elements - 1_000
    let yaml = Self.stacksOfBoxes(boxes)
    let error = try #require(DocumentTesting.error(yaml))
    #expect(error.reason == .tooManyElements(limit: Budgets.elements))
    // Every stack holds the same number of boxes, written in tree order, so the element beyond the budget
    // is the last box of the last stack, on the document's last line.
    #expect(boxes % 1_000 == 0)
    #expect(
      error.message
        == "root.stack.children[999].stack.children[\(boxes / 1_000 - 1)]: more than \(Budgets.elements) elements, the limit"
    )
    #expect(error.location.line == yaml.split(separator: "\n").count)
  }
}
