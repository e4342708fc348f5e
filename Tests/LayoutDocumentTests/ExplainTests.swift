import DocumentRendering
import Foundation
import LayoutDocument
import RenderTestSupport
import Testing
import TextureLayout

/// Recording on every fixture (the `explain` commands are tested in LayoutDiagramCLITests).
struct ExplainTests {
  /// Recording on or off, every fixture has the same frames.
  @Test func everyFixtureHasTheSameFramesRecordedOrNot() throws {
    let fixtures = FixturePaths.files(withExtensions: ["yaml"])
    #expect(fixtures.count > 30)
    for fixture in fixtures {
      let url = TestPaths.fixtures.appendingPathComponent(fixture)
      let (plain, recorded, recordCount) = try LargeStack.run {
        let document = try DiagramDocument(contentsOf: url, file: fixture, measurer: PangoContentMeasurer())
        let recordedLayout = document.recordedLayout()
        let recorded = FramesReport(document: document, recorded: recordedLayout)
        let fresh = try DiagramDocument(contentsOf: url, file: fixture, measurer: PangoContentMeasurer())
        return (FramesReport(document: fresh, layout: fresh.layout()), recorded, recordedLayout.records.count)
      }
      #expect(plain.entries.map(\.frame) == recorded.entries.map(\.frame), "\(fixture)")
      #expect(recordCount >= 1, "\(fixture)")
    }
  }

  /// Written as the walk goes, the explanation is the same text as the report made whole.
  @Test func theWrittenExplanationIsTheReportsText() throws {
    for fixture in FixturePaths.files(withExtensions: ["yaml"]) {
      let url = TestPaths.fixtures.appendingPathComponent(fixture)
      let (whole, written) = try LargeStack.run {
        let document = try DiagramDocument(contentsOf: url, file: fixture, measurer: PangoContentMeasurer())
        let recorded = document.recordedLayout()
        var written = ""
        ExplainReport.write(document: document, recorded: recorded) { written += $0 }
        return (try ExplainReport(document: document, recorded: recorded).text, written)
      }
      #expect(written == whole, "\(fixture)")
    }
  }

  /// A name shared by many elements (aliases of one) explains the first few and counts the rest.
  @Test func aNameSharedByManyElementsIsExplainedAFewTimes() throws {
    let yaml =
      "root: {stack: {children: [&a {name: cell, box: {size: [1, 1]}}, "
      + Array(repeating: "*a", count: 99).joined(separator: ", ") + "]}}\n"
    let text = try LargeStack.run {
      let document = try DiagramDocument(yaml: yaml, file: "a.yaml", measurer: PangoContentMeasurer())
      return try ExplainReport(document: document, recorded: document.recordedLayout(), names: ["cell"]).text
    }
    let blocks = text.components(separatedBy: "\n").filter { $0.hasPrefix("cell") }
    #expect(blocks.count == ExplainReport.elementsPerName)
    #expect(
      text.hasSuffix(
        "… and 90 more elements named 'cell', not explained: give them names of their own to explain one\n"))
  }
}
