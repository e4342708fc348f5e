import DiagramAnnotations
import DocumentRendering
import Foundation
import Testing
import TextureLayout

/// Values end on edges the reader sees, and sit where they cannot be taken for another element's: a text a
/// value measures to is outlined, a short inset's value goes beyond the outer edge, an inset said once for
/// every edge is said where the inset's content is, two dimension lines never run along each other, and
/// spec outlines of one size look one size.
struct MeasuredEdgeTests {
  private func label(_ text: String, in plan: AnnotationPlan) -> PlannedLabel? {
    plan.marks.lazy.compactMap { if case .label(let label) = $0, label.text == text { label } else { nil } }
      .first
  }

  /// The text inset by 12pt on the left is outlined dashed on its own frame, where the 12pt ends.
  @Test func aTextAnInsetMeasuresToIsOutlinedOnItsFrame() throws {
    let plan = try DocumentRenderingTesting.plan(
      """
      style: diagram
      annotate: [insets]
      root:
        inset:
          insets: {top: 10, left: 12, bottom: 10, right: 30}
          child: {text: {string: text, font: DejaVu Sans 20}}
      """)
    let dashed = plan.marks.compactMap { mark -> CGRect? in
      if case .outline(let frame, .specOutline, true, _) = mark { frame } else { nil }
    }
    #expect(dashed.contains { $0.minX == 12 && $0.minY == 10 }, "\(dashed)")
  }

  /// The inset figure's 8pt left band is too narrow for its value, which goes left of the spec rather than
  /// onto the text node inside it.
  @Test func aShortInsetsValueGoesBeyondTheOuterEdge() throws {
    let plan = try DocumentRenderingTesting.plan(fixture: "docs/specs/inset.yaml")
    let eight = try #require(label("8pt", in: plan))
    #expect(eight.plate.maxX <= 0, "\(eight.plate)")
  }

  /// The video cell's badge sits in the bottom-right corner of its 8pt inset: `8pt each edge` is said at
  /// the bottom of the poster, not at its top.
  @Test func anInsetSaidOnceIsSaidWhereItsContentIs() throws {
    let plan = try DocumentRenderingTesting.plan(fixture: "realistic/video-thumbnail.yaml")
    let inset = try #require(label("8pt each edge", in: plan))
    #expect(inset.plate.midY > 150, "\(inset.plate)")
  }

  /// On every fixture, no dimension line lies along a line of another color, where the two would read as
  /// one (a chain's short gap on its neighbor's line, a ratio on an inset's).
  @Test func noDimensionLineRunsAlongAnother() throws {
    for name in DocumentRenderingTesting.referencedFixtures {
      let plan = try DocumentRenderingTesting.plan(fixture: name)
      let lines = plan.marks.compactMap { mark -> (CGPoint, CGPoint, MarkRole, Bool)? in
        switch mark {
        case .dimensionLine(let a, let b, let role): (a, b, role, true)
        case .extensionLine(let a, let b, let role): (a, b, role, false)
        default: nil
        }
      }
      for (index, (a, b, role, isDimension)) in lines.enumerated() where isDimension {
        let vertical = abs(a.x - b.x) < 0.01
        guard vertical || abs(a.y - b.y) < 0.01 else { continue }
        for (other, (c, d, otherRole, _)) in lines.enumerated() where other != index && otherRole != role {
          let collinear =
            vertical
            ? abs(c.x - d.x) < 0.01 && abs(c.x - a.x) < 1
              && min(max(a.y, b.y), max(c.y, d.y)) - max(min(a.y, b.y), min(c.y, d.y)) > 1
            : abs(c.y - d.y) < 0.01 && abs(c.y - a.y) < 1
              && min(max(a.x, b.x), max(c.x, d.x)) - max(min(a.x, b.x), min(c.x, d.x)) > 1
          #expect(!collinear, "\(name): \(a)–\(b) along \(c)–\(d)")
        }
      }
    }
  }

  /// The pin card's title row and pinner row are both 168pt wide; the pinner row holds a stack, which
  /// shares none of its left or right edges, so both rows' outlines stand out by the same distance.
  @Test func specOutlinesOfOneSizeLookOneSize() throws {
    let plan = try DocumentRenderingTesting.plan(fixture: "docs/concepts/spec-relationship-1.yaml")
    let rows = plan.marks.compactMap { mark -> CGRect? in
      if case .outline(let frame, .structure(.horizontalStack), _, _) = mark { frame } else { nil }
    }
    #expect(rows.count == 2)
    #expect(rows.count == 2 && rows[0].minX == rows[1].minX && rows[0].width == rows[1].width, "\(rows)")
  }
}
