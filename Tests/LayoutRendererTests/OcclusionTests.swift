import Foundation
import Testing

@testable import LayoutRenderer

/// An outline is stroked only where no opaque fill painted after it hides it, so that an SVG holds no line
/// the page does not show.
struct OcclusionTests {
  private func occlusion(_ covers: [CGRect]) -> Occlusion {
    Occlusion(covers: covers)
  }

  @Test func anOutlineNothingCoversIsStrokedWhole() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(occlusion([]).visibleSegments(ofOutlineInside: rect, width: 1) == nil)
    // A cover inside the outline, off its stroke, hides none of it.
    let inside = occlusion([CGRect(x: 10, y: 10, width: 20, height: 20)])
    #expect(inside.visibleSegments(ofOutlineInside: rect, width: 1) == nil)
  }

  /// A 20pt badge centered on the top-right corner hides the last 10pt of the top and right edges.
  @Test func aBadgeOnTheCornerCutsBothEdgesThatMeetThere() throws {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let badge = CGRect(x: 90, y: -10, width: 20, height: 20)
    let segments = try #require(occlusion([badge]).visibleSegments(ofOutlineInside: rect, width: 1))
    let top = segments.filter { $0.0.y == 0.5 && $0.1.y == 0.5 }
    #expect(top.count == 1)
    #expect(top.first.map { ($0.0.x, $0.1.x) } ?? (0, 0) == (0, 90))
    let right = segments.filter { $0.0.x == 99.5 && $0.1.x == 99.5 }
    #expect(right.first.map { ($0.0.y, $0.1.y) } ?? (0, 0) == (10, 100))
    // The other two edges are whole, a half width past each corner.
    #expect(segments.contains { $0.0 == CGPoint(x: 0, y: 99.5) && $0.1 == CGPoint(x: 100, y: 99.5) })
    #expect(segments.contains { $0.0 == CGPoint(x: 0.5, y: 0) && $0.1 == CGPoint(x: 0.5, y: 100) })
  }

  /// A fill that covers only half the stroke's width leaves the stroke in sight.
  @Test func aFillOverPartOfTheStrokesWidthHidesNothing() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let sliver = CGRect(x: 40, y: 0.8, width: 20, height: 30)
    #expect(occlusion([sliver]).visibleSegments(ofOutlineInside: rect, width: 1) == nil)
  }
}
