import Foundation
import Testing

@testable import DiagramAnnotations

/// The planner's fast overlap test answers as Foundation's `intersects(_:)` does, touching edges, empty,
/// null and negative rectangles included.
struct RectMeetsTests {
  @Test func meetsAnswersAsIntersects() {
    let values: [CGFloat] = [-10, -2, 0, 2, 3, 5, 10]
    var rects: [CGRect] = [.null, .zero, CGRect(x: 2, y: 2, width: 0, height: 0)]
    for x in values {
      for width in [-4, 0, 3, 8] as [CGFloat] {
        rects.append(CGRect(x: x, y: x / 2, width: width, height: width + 1))
      }
    }
    for a in rects {
      for b in rects {
        #expect(a.meets(b) == a.intersects(b), "\(a) and \(b)")
      }
    }
  }
}
