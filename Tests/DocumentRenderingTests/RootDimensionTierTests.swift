import DiagramAnnotations
import DocumentRendering
import Foundation
import Testing

/// The root's size is drawn beyond the drawing even when three tiers of its children's lengths stand
/// between it and its edge: the whole is the value a reader looks for first, not one for the key.
struct RootDimensionTierTests {
  @Test func theRootsWidthFindsATierPastThreeChildTiers() throws {
    let plan = try DocumentRenderingTesting.plan(
      """
      style: diagram
      annotate: [size]
      root:
        name: avatar
        corner:
          cornerLocation: topRight
          wrapsCorner: true
          child: {name: photo, fill: "#039be5", style: {preferredSize: [60, 60]}, box: {}}
          corner: {name: badge, fill: "#f4511e", box: {size: [20, 20]}}
      """)
    let widths = plan.marks.compactMap { mark -> PlannedLabel? in
      if case .label(let label) = mark, label.text == "70pt" { label } else { nil }
    }
    // 70pt wide and tall (the photo's 60pt and half the badge past each edge): both drawn, neither keyed.
    #expect(widths.count == 2, "\(plan.key)")
    #expect(!plan.key.contains { $0.note?.contains("70pt") == true || $0.name.contains("70pt") })
  }
}
