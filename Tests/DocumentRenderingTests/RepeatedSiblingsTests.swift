import DiagramAnnotations
import DocumentRendering
import Foundation
import LayoutRenderer
import Testing
import TextureLayout

/// Rows built alike say what they share once: a table's rows are not each measured again.
struct RepeatedSiblingsTests {
  /// Four rows, each a 4pt bar, a 20pt crest and a name, in a 300pt column.
  private static func table(rows: Int) -> String {
    let row = { (index: Int) in
      """
          - name: row\(index)
            stack:
              direction: horizontal
              spacing: 8
              alignItems: center
              children:
                - {name: bar\(index), fill: "#1e88e5", box: {size: [4, 24]}}
                - {name: crest\(index), fill: "#c62828", box: {size: [20, 20]}}
                - {name: club\(index), text: {string: "Club \(index)", font: "DejaVu Sans 14"}}
      """
    }
    return """
      constrainedSize: {min: [300, 0], max: [300, .inf]}
      annotate: [size]
      root:
        name: table
        stack:
          direction: vertical
          spacing: 12
          children:
      \((0..<rows).map(row).joined(separator: "\n"))
      """
  }

  private func labels(_ yaml: String) throws -> [String] {
    try LargeStack.run {
      let document = try DocumentRenderingTesting.document(yaml)
      let recorded = document.recordedLayout()
      var renderer = document.renderer()
      renderer.options.detailsCrowdedRegion = false
      let plan = try renderer.annotationPlan(recorded.layout, records: recorded.records).plan
      return plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
    }
  }

  @Test func rowsBuiltAlikeAreMeasuredOnce() throws {
    let texts = try labels(Self.table(rows: 4))
    // The bar's height and the crest's size, said for the first row; none of the others repeats them.
    #expect(texts.filter { $0.hasPrefix("24pt") }.count <= 1, "\(texts)")
    #expect(texts.filter { $0.hasPrefix("20pt") }.count <= 2, "\(texts)")
    #expect(texts.contains { $0.hasPrefix("24pt") || $0.hasPrefix("20pt") }, "\(texts)")
  }

  @Test func aRowUnlikeTheOthersKeepsItsOwnValues() throws {
    let odd = Self.table(rows: 3).replacingOccurrences(
      of: "{name: bar2, fill: \"#1e88e5\", box: {size: [4, 24]}}",
      with: "{name: bar2, fill: \"#1e88e5\", box: {size: [4, 30]}}")
    let texts = try labels(odd)
    #expect(texts.contains { $0.hasPrefix("30pt") }, "\(texts)")
  }
}
