import DiagramAnnotations
import DocumentRendering
import Foundation
import Testing

/// A size's extension lines run through no fill that does not hold the element measured: a badge that
/// overlaps a photo has its width measured where its lines stay off the photo.
struct ExtensionLinesOffNeighborsTests {
  @Test func aBadgesLinesStayOffThePhotoItOverlaps() throws {
    let plan = try DocumentRenderingTesting.plan(
      """
      style: diagram
      magnification: 4
      annotate: [size, position]
      root:
        corner:
          cornerLocation: topRight
          offset: [-2, 2]
          wrapsCorner: true
          child: {name: photo, fill: "#039be5", style: {preferredSize: [60, 60]}, box: {}}
          corner: {name: badge, fill: "#f4511e", box: {size: [20, 20]}}
      """)
    // The photo is laid out at (0, 8), 60pt square.
    let photoInside = CGRect(x: 1, y: 9, width: 58, height: 58)
    let lines = plan.marks.compactMap { mark -> (CGPoint, CGPoint)? in
      if case .extensionLine(let a, let b, _) = mark { (a, b) } else { nil }
    }
    #expect(!lines.isEmpty)
    for (a, b) in lines {
      let box = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
      #expect(!box.intersects(photoInside), "\(a) → \(b)")
    }
    // Both of the badge's lengths are still given.
    let texts = plan.marks.compactMap { mark -> String? in
      if case .label(let label) = mark { label.text } else { nil }
    }
    #expect(texts.filter { $0 == "20pt" }.count == 2, "\(texts)")
  }
}
