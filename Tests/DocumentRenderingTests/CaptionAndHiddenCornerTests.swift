import DiagramAnnotations
import DocumentRendering
import Foundation
import Testing

/// Notes on variants side by side read as captions, a corner element's covered corner is drawn, and a
/// spec's kind inside another spec's outline is named inside its own.
struct CaptionAndHiddenCornerTests {
  private func labels(_ plan: AnnotationPlan) -> [PlannedLabel] {
    plan.marks.compactMap { if case .label(let label) = $0 { label } else { nil } }
  }

  /// Three boxes of different heights in a row, each with a note: the notes lie on one line, each over
  /// (or under) its own box, not wherever each found room.
  @Test func notesOfARowsChildrenAreLevelCaptions() throws {
    let plan = try DocumentRenderingTesting.plan(
      """
      style: diagram
      root:
        stack:
          direction: horizontal
          spacing: 40
          alignItems: end
          children:
            - {note: "short one", fill: "#eceff1", box: {size: [60, 20]}}
            - {note: "tall one", fill: "#eceff1", box: {size: [80, 90]}}
            - {note: "middle", fill: "#eceff1", box: {size: [60, 50]}}
      """)
    let notes = labels(plan).filter { $0.role == .note }
    #expect(notes.count == 3)
    let centers = Set(notes.map { ($0.plate.midY * 100).rounded() })
    #expect(centers.count == 1, "\(notes.map(\.plate))")
    // Each over the box it captions: the first note's plate overlaps the first box's x range.
    let first = try #require(notes.first { $0.text == "short one" })
    #expect(first.plate.minX < 60 && first.plate.maxX > 0)
    let last = try #require(notes.first { $0.text == "middle" })
    #expect(last.plate.minX < 300 && last.plate.maxX > 240)
  }

  /// A badge centered on a square's corner hides the corner: the square's two edges under the badge are
  /// drawn dashed over it, in the outline color, from the corner to where they come out, and a dot marks
  /// the corner where they meet.
  @Test func aCoveredCornerIsShownByItsHiddenEdges() throws {
    let plan = try DocumentRenderingTesting.plan(
      """
      style: diagram
      annotate: [position]
      root:
        corner:
          cornerLocation: topRight
          child: {name: square, fill: "#bdbdbd", box: {size: [100, 100]}}
          corner: {name: badge, fill: "#f44336", box: {size: [20, 20]}}
      """)
    let dashed = plan.marks.compactMap { mark -> (CGPoint, CGPoint)? in
      if case .baseline(let a, let b, .nodeOutline) = mark { (a, b) } else { nil }
    }
    // The corner is at (100, 0); the badge spans 90...110 both ways.
    let corner = CGPoint(x: 100, y: 0)
    #expect(dashed.count == 2, "\(dashed)")
    let joins = { (a: CGPoint, b: CGPoint) in
      dashed.contains { Set([$0.0, $0.1].map { "\($0)" }) == Set([a, b].map { "\($0)" }) }
    }
    #expect(joins(corner, CGPoint(x: 90, y: 0)), "\(dashed)")
    #expect(joins(corner, CGPoint(x: 100, y: 10)), "\(dashed)")
    #expect(
      plan.marks.contains {
        if case .leader(corner, corner, .annotation(.position)) = $0 { true } else { false }
      })
  }

  /// An inset inside a stack, both outlined in the structure view: the inset's kind is named inside the
  /// inset's own outline, where a callout from outside would end on the stack's outline or a sibling.
  @Test func aNestedSpecIsNamedInsideItsOutline() throws {
    let plan = try DocumentRenderingTesting.plan(
      """
      style: diagram
      annotate: [structure]
      root:
        stack:
          direction: vertical
          children:
            - {fill: "#263238", style: {height: 4}, box: {}}
            - inset:
                insets: {top: 30, left: 20, bottom: 30, right: 20}
                child: {box: {size: [200, 20]}}
      """)
    let inset = try #require(labels(plan).first { $0.text == "inset" })
    #expect(CGRect(x: 0, y: 4, width: 240, height: 80).contains(inset.plate), "\(inset.plate)")
    #expect(
      !plan.marks.contains { if case .leader(_, _, .structure(.inset)) = $0 { true } else { false } })
  }
}
