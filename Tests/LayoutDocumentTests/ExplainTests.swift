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
}
