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

  @Test func theTextsOfTheRowAreOutlined() throws {
    let plan = try plan(showingPositions: false)
    let outlined = plan.marks.compactMap { mark -> CGRect? in
      if case .outline(let rect, .specOutline, _, _) = mark { rect } else { nil }
    }
    // The small text's frame, 9.5pt down: the shift reads from its top edge.
    #expect(outlined.contains { abs($0.minY - 9.5) < 0.01 && abs($0.minX) < 0.01 }, "\(outlined)")
    // And the large text, which sets the line's top: without its box the shift has nothing to be read against.
    #expect(outlined.contains { $0.minX > 10 && abs($0.minY) < 0.01 && $0.height > 20 }, "\(outlined)")
  }
}
