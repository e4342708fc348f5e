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

/// A rectangle holds another by comparing edges, within a tolerance.
struct RectEnclosesTests {
  @Test func aRectangleGrownByAHundredthHoldsItself() {
    let frame = CGRect(x: 250, y: 45, width: 68, height: 45)
    let grown = frame.insetBy(dx: -0.01, dy: -0.01)
    #expect(grown.encloses(frame))
    #expect(frame.encloses(frame))
    // Foundation's `contains(_:)` compares its union with the rectangle exactly, and the union's width
    // rounds here: this is why the planner does not use it.
    #expect(!grown.contains(frame))
  }

  @Test func anEdgePastTheToleranceIsOutside() {
    let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(frame.encloses(CGRect(x: 0, y: 0, width: 10.005, height: 10), tolerance: 0.01))
    #expect(!frame.encloses(CGRect(x: 0, y: 0, width: 10.02, height: 10), tolerance: 0.01))
    #expect(!frame.encloses(CGRect(x: -1, y: 2, width: 3, height: 3)))
    #expect(!frame.encloses(.null))
  }
}
