import Foundation
import Testing

@testable import TextureLayout

/// Texture's flexing rules, one by one, including where its code departs from its documentation or from
/// the wording (the code is followed).
@Suite struct StackFlexRulesTests {
  /// A positive violation is shared by flexGrow, each share floored to a whole point.
  @Test func positiveViolationIsSharedByGrowFactors() {
    let stack = styledStack(
      direction: .horizontal, [box("a", 10, 10, grow: 1), box("b", 10, 10, grow: 3), box("c", 10, 10)])
    let layout = layOut(stack, exactly(110, 10))
    #expect(childFrames(layout).map(\.width) == [30, 70, 10])
  }

  /// A negative violation is shared by flexShrink weighted by each child's base size. Texture's header says
  /// every shrinking child gives up the same amount; its code (followed here) weights by size.
  @Test func negativeViolationIsWeightedByBaseSize() {
    let stack = styledStack(
      direction: .horizontal, [box("a", 100, 10, shrink: 1), box("b", 200, 10, shrink: 1), box("c", 60, 10)])
    let layout = layOut(stack, exactly(300, 10))
    #expect(childFrames(layout).map(\.width) == [80, 160, 60])
  }

  /// The rounding remainder goes to the first child whose size changes, not to the first flexible child as
  /// the issue and Texture's comment word it: here `a` is flexible but its floored share is 0, so `b`, the
  /// first child that changes, takes the remainder. Texture's code does this; so does ours.
  @Test func remainderGoesToFirstChangedChildNotFirstFlexibleChild() {
    let stack = styledStack(
      direction: .horizontal,
      [box("a", 10, 10, grow: 0.1), box("b", 10, 10, grow: 1), box("c", 10, 10, grow: 1)])
    // Violation 3: shares floor(0.14) = 0, floor(1.43) = 1, floor(1.43) = 1; remainder 1 to b.
    let layout = layOut(stack, exactly(33, 10))
    #expect(childFrames(layout).map(\.width) == [10, 12, 11])
  }

  /// The remainder is given only if that first changed child has a grow factor above zero. Texture does
  /// not validate factors: with grow −1 and 3 and 11 points free, the shares are floor(−5.5) = −6 and
  /// floor(16.5) = 16; the first changed child has no positive grow factor, so the remainder 1 is dropped
  /// and the line stays 1 point short.
  @Test func remainderNeedsPositiveGrowFactor() {
    let stack = styledStack(
      direction: .horizontal, [box("a", 20, 10, grow: -1), box("b", 20, 10, grow: 3)])
    let layout = layOut(stack, exactly(51, 10))
    #expect(childFrames(layout).map(\.width) == [14, 36])
  }

  /// Children never shrink below zero, and the part of the violation they could not absorb is not handed
  /// to anyone else: the stack overflows, and justifyContent's overflow rules place the line.
  @Test(arguments: [
    (StackLayoutJustifyContent.start, [rect(0, 0, 120, 10), rect(120, 0, 0, 10)]),
    (.spaceBetween, [rect(0, 0, 120, 10), rect(120, 0, 0, 10)]),
    (.center, [rect(-10, 0, 120, 10), rect(110, 0, 0, 10)]),
    (.spaceAround, [rect(-10, 0, 120, 10), rect(110, 0, 0, 10)]),
    (.end, [rect(-20, 0, 120, 10), rect(100, 0, 0, 10)]),
  ])
  func clampedChildrenOverflowUnderJustifyRules(justify: StackLayoutJustifyContent, frames: [CGRect]) {
    let stack = styledStack(
      direction: .horizontal, justify: justify, [box("a", 120, 10), box("b", 50, 10, shrink: 1)])
    let layout = layOut(stack, exactly(100, 10))
    #expect(layout.size == CGSize(width: 100, height: 10))
    #expect(childFrames(layout) == frames)
  }

  /// Cross-axis stretching comes after main-axis flexing and re-measures the child at its stretched size:
  /// `a` grows to 170 and so becomes 85 tall; `b`, 0 tall on its own, is re-measured at the line's 85.
  @Test func stretchFollowsFlexingAndRemeasures() {
    let a = DisplayNode(content: ProportionalContent(heightPerWidth: 0.5, defaultWidth: 20), debugName: "a")
    a.style.flexGrow = 1
    let b = DisplayNode(debugName: "b")
    b.style.width = Dimension(uncheckedUnit: .points, value: 30)
    let stack = StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: [a, b])
    let layout = layOut(stack, range(200, 0, 200, .infinity))
    #expect(childFrames(layout) == [rect(0, 0, 170, 85), rect(170, 0, 30, 85)])
  }

  /// A violation under 0.01 point flexes nothing (seen on a fine pixel grid, where 0.005 would show).
  @Test func negligibleViolationFlexesNothing() throws {
    let fine = try PixelGrid(scale: 1000)
    let stack = styledStack(direction: .horizontal, [box("a", 50, 10, shrink: 1), box("b", 50, 10)])
    #expect(childFrames(layOut(stack, exactly(99.995, 10), grid: fine)).map(\.width) == [50, 50])
    #expect(childFrames(layOut(stack, exactly(99.985, 10), grid: fine)).map(\.width) == [49.985, 50])
  }

  /// Optimized flexing (one child grows and shrinks, exact main size): that child is not measured first and
  /// takes all the free space, whatever its intrinsic size.
  @Test func optimizedFlexingStartsTheFlexibleChildAtZero() {
    let stack = styledStack(
      direction: .horizontal, [box("a", 500, 10, grow: 1, shrink: 1), box("b", 40, 10)])
    let layout = layOut(stack, exactly(100, 10))
    #expect(childFrames(layout) == [rect(0, 0, 60, 10), rect(60, 0, 40, 10)])
  }

  /// Texture's quirk, kept: with optimized flexing and the other children already overflowing, the flexible
  /// child's shrink share is zero (its base is 0), so it keeps the unmeasured zero size.
  @Test func optimizedFlexingOnOverflowLeavesTheChildAtZero() {
    let stack = styledStack(
      direction: .horizontal, [box("a", 30, 30, grow: 1, shrink: 1), box("b", 150, 10)])
    let layout = layOut(stack, range(100, 0, 100, 100))
    #expect(childFrames(layout) == [rect(0, 0, 0, 0), rect(0, 0, 150, 10)])
  }

  /// A points flex basis replaces the child's own main size before flexing.
  @Test func pointsBasisReplacesMainSize() {
    let stack = styledStack(
      direction: .horizontal,
      [box("a", 80, 10) { $0.flexBasis = Dimension(uncheckedUnit: .points, value: 25) }, box("b", 10, 10)])
    let layout = layOut(stack, range(0, 0, 300, 300))
    #expect(childFrames(layout).map(\.width) == [25, 10])
  }

  /// A fraction flex basis resolves against the stack's exact main size.
  @Test func fractionBasisResolvesAgainstExactMainSize() {
    let stack = styledStack(
      direction: .vertical,
      [box("a", 10, 80) { $0.flexBasis = Dimension(uncheckedUnit: .fraction, value: 0.25) }])
    let layout = layOut(stack, exactly(100, 200))
    #expect(childFrames(layout) == [rect(0, 0, 10, 50)])
  }

  /// Deliberate deviation: Texture resolves a fraction basis against an undefined (not exact) main size to
  /// NaN and measures the child with a NaN range; here it counts as auto, so the child keeps its own size.
  @Test func fractionBasisAgainstUndefinedMainSizeIsAuto() {
    let stack = styledStack(
      direction: .horizontal,
      [box("a", 40, 10) { $0.flexBasis = Dimension(uncheckedUnit: .fraction, value: 0.5) }, box("b", 10, 10)])
    let layout = layOut(stack, range(0, 0, 300, 300))
    #expect(childFrames(layout) == [rect(0, 0, 40, 10), rect(40, 0, 10, 10)])
    #expect(layout.size == CGSize(width: 50, height: 10))
  }
}
