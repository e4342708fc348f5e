import Foundation
import Testing

@testable import TextureLayout

/// A layout pass under a budget: within it, the frames of a pass without one; past it, the pass ends and
/// says so.
struct LayoutWorkTests {
  /// `depth` stacks, each holding the next and a 10 × 10 node (stacks are laid out one call each; a
  /// styled leaf may be measured without one).
  static func row(_ depth: Int) -> StackLayoutSpec {
    let node = DisplayNode()
    node.style.preferredSize = CGSize(width: 10, height: 10)
    var stack = StackLayoutSpec(direction: .horizontal, spacing: 2, children: [node])
    for _ in 1..<depth {
      let leaf = DisplayNode()
      leaf.style.preferredSize = CGSize(width: 10, height: 10)
      stack = StackLayoutSpec(direction: .horizontal, spacing: 2, children: [stack, leaf])
    }
    return stack
  }

  @Test func withinTheBudgetTheFramesAreThoseOfAnUnbudgetedPass() throws {
    let range = try SizeRange(validatingMin: .zero, max: CGSize(width: 100, height: 100))
    let plain = calculateRootLayout(Self.row(12), sizeRange: range)
    let work = LayoutWork(limit: 1_000)
    let budgeted = LayoutWork.withCurrent(work) { calculateRootLayout(Self.row(12), sizeRange: range) }
    #expect(!work.isSpent)
    #expect(budgeted.placedLayouts(on: .retina).map(\.frame) == plain.placedLayouts(on: .retina).map(\.frame))
  }

  @Test func pastTheBudgetThePassEndsAndIsSpent() throws {
    let range = try SizeRange(validatingMin: .zero, max: CGSize(width: 100, height: 100))
    let work = LayoutWork(limit: 5)
    _ = LayoutWork.withCurrent(work) { calculateRootLayout(Self.row(12), sizeRange: range) }
    #expect(work.isSpent)
    #expect(LayoutWork.current == nil)
  }
}
