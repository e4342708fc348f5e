import DiagramAnnotations
import DocumentRendering
import Foundation
import LayoutRenderer
import Testing
import TextureLayout

/// The structure view's outlines: set out from their frames, so that specs sharing edges stay apart, unless
/// the figure measures gaps between elements, where they lie on their frames, as the values measure them.
struct StructureOutlineTests {
  private static func card(_ kinds: String) -> String {
    """
    constrainedSize: {min: [200, 0], max: [200, .inf]}
    annotate: [\(kinds)]
    root:
      name: card
      inset:
        insets: {top: 12, left: 12, bottom: 12, right: 12}
        child:
          name: column
          stack:
            direction: vertical
            spacing: 8
            children:
              - {name: title, text: {string: "Title", font: "DejaVu Sans 14"}}
              - {name: photo, fill: "#88aacc", box: {size: [0, 40]}}
    """
  }

  /// Each structure outline with its element's frame.
  private func outlines(_ yaml: String) throws -> [(outline: CGRect, frame: CGRect)] {
    try LargeStack.run {
      let document = try DocumentRenderingTesting.document(yaml)
      let recorded = document.recordedLayout()
      let (elements, plan) = try document.renderer().annotationPlan(
        recorded.layout, records: recorded.records)
      return plan.marks.compactMap { mark in
        guard case .outline(let rect, .structure, _, let element) = mark else { return nil }
        return (rect, elements[element].frame)
      }
    }
  }

  @Test func withInsetsOrSpacingShownEveryOutlineLiesOnItsFrame() throws {
    for kinds in ["structure, insets", "structure, spacing"] {
      let found = try outlines(Self.card(kinds))
      #expect(found.count == 2, "\(kinds): \(found)")
      #expect(found.allSatisfy { $0.outline == $0.frame }, "\(kinds): \(found)")
    }
  }

  @Test func aloneTheOutlinesOfSpecsSharingEdgesAreSetApart() throws {
    let found = try outlines(Self.card("structure"))
    #expect(found.count == 2)
    // The inset holds the column 12pt in on every edge: no edge shared, each set out by the least step.
    #expect(found.allSatisfy { $0.outline != $0.frame && $0.outline.encloses($0.frame) }, "\(found)")
  }
}
