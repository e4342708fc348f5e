import Foundation
import Testing
import TextureLayout

@testable import layout_diagram

/// `bench`'s resize changes what the layout is asked: one point more width, and a bound where there was
/// none, so that it never times a cache hit.
struct BenchResizeTests {
  @Test func aBoundedWidthGrowsByOnePoint() {
    let range = SizeRange(uncheckedMin: .zero, max: CGSize(width: 320, height: CGFloat.infinity))
    #expect(LayoutBenchmark.resized(range, laidOut: CGSize(width: 300, height: 40)).max.width == 321)
  }

  @Test func anUnboundedWidthIsBoundedJustPastTheLayout() {
    let range = SizeRange.unconstrained
    let resized = LayoutBenchmark.resized(range, laidOut: CGSize(width: 1_234, height: 40))
    #expect(resized.max.width == 1_235)
    #expect(resized != range)
  }
}
