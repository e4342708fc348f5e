import DiagramAnnotations
import DocumentRendering
import Foundation
import Testing

/// A baseline-aligned row is drawn as typographers draw it: one line under every glyph, each text's frame
/// outlined, and, where positions are shown, how far each text moved down to the line.
struct BaselineFigureTests {
  private static let row = """
    style: diagram
    annotate: [baseline%@]
    root:
      stack:
        direction: horizontal
        alignItems: baselineFirst
        spacing: 4
        children:
          - {name: small, text: {string: ab, font: DejaVu Sans 10}}
          - {name: large, text: {string: cd, font: DejaVu Sans 20}}
    """

  private func plan(showingPositions: Bool) throws -> AnnotationPlan {
    try DocumentRenderingTesting.plan(
      Self.row.replacingOccurrences(of: "%@", with: showingPositions ? ", position" : ""))
  }

  private func lines(_ plan: AnnotationPlan, _ role: MarkRole) -> [(CGPoint, CGPoint)] {
    plan.marks.compactMap { mark in
      if case .baseline(let a, let b, let markRole) = mark, markRole == role { (a, b) } else { nil }
    }
  }

  @Test func theBaselineIsOneLineAcrossTheWholeRow() throws {
    let plan = try plan(showingPositions: false)
    let baselines = lines(plan, .annotation(.baseline))
    #expect(baselines.count == 1, "\(baselines)")
    let line = try #require(baselines.first)
    // From before the row's left edge (x 0) to past its right edge, through both texts.
    #expect(line.0.x < 0 && line.1.x > 40, "\(line)")
    #expect(line.0.y == line.1.y)
  }

  @Test func theShiftDownToTheBaselineIsShownWithPositions() throws {
    let texts = { (plan: AnnotationPlan) in
      plan.marks.compactMap { mark -> String? in
        if case .label(let label) = mark, label.role == .annotation(.baseline) { label.text } else { nil }
      }
    }
    // The small text sits 9.5pt below the row's top; that value is drawn only when positions are shown.
    #expect(texts(try plan(showingPositions: true)).contains("9.5pt"))
    #expect(!texts(try plan(showingPositions: false)).contains("9.5pt"))
  }

  @Test func theTextsTheBaselineMovedAreOutlined() throws {
    let plan = try plan(showingPositions: false)
    let outlined = plan.marks.compactMap { mark -> CGRect? in
      if case .outline(let rect, .specOutline, _, _) = mark { rect } else { nil }
    }
    // The small text's frame, 9.5pt down: the shift reads from its top edge.
    #expect(outlined.contains { abs($0.minY - 9.5) < 0.01 && abs($0.minX) < 0.01 }, "\(outlined)")
  }
}

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
