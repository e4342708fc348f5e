import Foundation
import Testing

@testable import TextureLayout

/// `concurrent = true` measures children in parallel and gives the same frames as serial measurement.
@Suite struct StackConcurrencyTests {
  /// Many shrinking, stretching children measured in parallel: each gives up 10 of its 30 points, and those
  /// with an explicit height of 0 (which counts as unset) are stretched to the line's 40, as serially.
  @Test func manyChildrenFlexAndStretchInParallel() throws {
    let grid = try PixelGrid(scale: 3)
    func make(concurrent: Bool) -> StackLayoutSpec {
      let stack = styledStack(
        direction: .horizontal, align: .stretch, wrap: .noWrap,
        (0..<64).map { box("\($0)", 30, CGFloat($0 % 7) * 5, shrink: 1) })
      stack.concurrent = concurrent
      return stack
    }
    let serial = layOut(make(concurrent: false), exactly(1280, 40), grid: grid)
    let parallel = layOut(make(concurrent: true), exactly(1280, 40), grid: grid)
    #expect(childFrames(parallel) == childFrames(serial))
    #expect(childFrames(parallel).map(\.width) == Array(repeating: 20, count: 64))
    let heights: [CGFloat] = (0..<64).map { index in index % 7 == 0 ? 40 : CGFloat(index % 7) * 5 }
    #expect(childFrames(parallel).map(\.height) == heights)
  }

  /// Parallel measurement runs on the caller's pixel grid: sizes are ceiled to thirds of a point on a 3×
  /// grid, where the default 2× grid would ceil them to halves. (300 children, so that the work really is
  /// spread over threads.)
  @Test func concurrentFlexingOnAThirdsGrid() throws {
    let grid = try PixelGrid(scale: 3)
    func make(concurrent: Bool) -> StackLayoutSpec {
      let stack = styledStack(direction: .horizontal, (0..<300).map { box("\($0)", 50, 50, shrink: 1) })
      stack.concurrent = concurrent
      return stack
    }
    let serial = childFrames(layOut(make(concurrent: false), exactly(11000, 50), grid: grid))
    let parallel = childFrames(layOut(make(concurrent: true), exactly(11000, 50), grid: grid))
    #expect(zip(parallel, serial).filter { $0 != $1 }.count == 0)
    #expect(Set(parallel.map(\.width)) == [grid.ceil(110.0 / 3)])
    #expect(grid.ceil(110.0 / 3) != PixelGrid.retina.ceil(110.0 / 3))
  }
}
