import DiagramAnnotations
import DocumentRendering
import Foundation
import Testing

/// A corner spec that wraps its corner element grows past its child's top or left, and moves the child by
/// as much: that shift is drawn.
struct WrapsCornerShiftTests {
  private func positionTexts(location: String, offset: String) throws -> [String] {
    let plan = try DocumentRenderingTesting.plan(
      """
      style: diagram
      annotate: [position]
      root:
        corner:
          cornerLocation: \(location)
          offset: \(offset)
          wrapsCorner: true
          child: {name: photo, fill: "#039be5", style: {preferredSize: [60, 60]}, box: {}}
          corner: {name: badge, fill: "#f4511e", box: {size: [20, 20]}}
      """)
    return plan.marks.compactMap { mark in
      if case .label(let label) = mark, label.role == .annotation(.position) { label.text } else { nil }
    }
  }

  @Test func theChildsShiftDownIsDrawn() throws {
    // Centered on the top-right corner and moved 2pt down, the badge sticks 8pt above the photo.
    #expect(try positionTexts(location: "topRight", offset: "[-2, 2]").contains("8pt"))
  }
}
