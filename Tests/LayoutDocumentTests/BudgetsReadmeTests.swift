import Foundation
import InputLimits
import Testing

/// The guide's budget table states the limits the code enforces.
struct BudgetsReadmeTests {
  static func row(_ name: String) throws -> String {
    let readme = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/guide.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Budgets").dropFirst().first)
    return try #require(
      section.split(separator: "\n").first { $0.hasPrefix("| `\(name)` |") }.map(String.init))
  }

  static func grouped(_ value: Int) -> String {
    value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
  }

  @Test func eachBudgetIsInTheReadmeWithItsValue() throws {
    let limits: [(String, String)] = [
      ("documentBytes", Self.grouped(Budgets.documentBytes)),
      ("elements", Self.grouped(Budgets.elements)),
      ("nestingDepth", Self.grouped(Budgets.nestingDepth)),
      ("flowNestingWork", Self.grouped(Budgets.flowNestingWork)),
      ("yamlEvents", Self.grouped(Budgets.yamlEvents)),
      ("layoutWorkFloor", Self.grouped(Budgets.layoutWorkFloor)),
      ("layoutWorkPerElement", "\(Budgets.layoutWorkPerElement)"),
      ("shapedTextFloor", Self.grouped(Budgets.shapedTextFloor)),
      ("drawnText", Self.grouped(Budgets.drawnText)),
      ("figureImagePixels", Self.grouped(Budgets.figureImagePixels)),
      ("shapedTextPerCharacter", "\(Budgets.shapedTextPerCharacter)"),
      ("shapedTextPerWrappedLine", "\(Budgets.shapedTextPerWrappedLine)"),
      ("wrappedLines", Self.grouped(Budgets.wrappedLines)),
      ("textLength", Self.grouped(Budgets.textLength)),
      ("combiningMarksInARow", "\(Budgets.combiningMarksInARow)"),
      ("tabsInAParagraph", Self.grouped(Budgets.tabsInAParagraph)),
      ("directionChangesInAParagraph", Self.grouped(Budgets.directionChangesInAParagraph)),
      ("documentTextLength", Self.grouped(Budgets.documentTextLength)),
      ("markdownBytes", Self.grouped(Budgets.markdownBytes)),
      ("manifestBytes", Self.grouped(Budgets.manifestBytes)),
      ("docsImagesRendered", Self.grouped(Budgets.docsImagesRendered)),
      ("fontSize", Self.grouped(Int(Budgets.fontSize))),
      ("aliasElements", Self.grouped(Budgets.aliasElements)),
      ("nameLength", Self.grouped(Budgets.nameLength)),
      ("numberMagnitude", "±" + Self.grouped(Int(Budgets.numberMagnitude))),
      ("scale", "\(Budgets.scale.lowerBound) to \(Int(Budgets.scale.upperBound))"),
      ("imageFileBytes", Self.grouped(Budgets.imageFileBytes)),
      ("imagePixels", Self.grouped(Budgets.imagePixels)),
      ("heldImagePixels", Self.grouped(Budgets.heldImagePixels)),
      ("runPixels", Self.grouped(Budgets.runPixels)),
    ]
    for (name, value) in limits {
      let row = try Self.row(name)
      #expect(row.contains("| \(value) "), "README row of \(name): \(row)")
    }
  }
}
