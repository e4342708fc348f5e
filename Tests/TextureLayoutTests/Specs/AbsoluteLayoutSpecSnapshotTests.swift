import Foundation
import Testing

@testable import TextureLayout

/// The frames of Texture's `ASAbsoluteLayoutSpecSnapshotTests`: a red 50 × 50 child at (0, 0) and a blue
/// 100 × 100 child at (0, 50) in an absolute spec over a white background.
@Suite struct AbsoluteLayoutSpecSnapshotTests {
  /// Each child may be at most (range max − its position), so an oversize child is shrunk; the spec takes the
  /// range's max where finite, else the furthest child edge (at least the range's min). ∞/2 is still ∞.
  static let cases: [SpecSnapshotCase] = [
    absoluteCase(
      "testSizingBehaviour_underflowChildren", range(150, 200, .infinity, .infinity), root: (150, 200),
      second: NamedFrame("secondChild", 0, 50, 100, 100)),
    absoluteCase(
      "testSizingBehaviour_overflowChildren", range(0, 0, 50, 100), root: (50, 100),
      second: NamedFrame("secondChild", 0, 50, 50, 50)),
    absoluteCase(
      "testSizingBehaviour_wrappedChildren", range(0, 0, .infinity / 2, .infinity / 2), root: (100, 150),
      second: NamedFrame("secondChild", 0, 50, 100, 100)),
    absoluteCase(
      "testChildrenMeasuredWithAutoMaxSize", range(10, 10, 110, 160), root: (110, 160),
      second: NamedFrame("secondChild", 10, 60, 100, 100)),
  ]

  /// Texture's tree: `Background(child: Absolute(children: [firstChild, secondChild]), background: background)`.
  static func absoluteCase(
    _ name: String, _ sizeRange: SizeRange, root: (CGFloat, CGFloat), second: NamedFrame
  ) -> SpecSnapshotCase {
    SpecSnapshotCase(
      name: name, sizeRange: sizeRange,
      expected: FrameTree(
        rootSize: CGSize(width: root.0, height: root.1),
        frames: [
          NamedFrame("background", 0, 0, root.0, root.1), NamedFrame("firstChild", 0, 0, 50, 50), second,
        ]),
      makeSpec: {
        let first = boxNode("firstChild", 50, 50)
        let secondChild = boxNode("secondChild", 100, 100)
        secondChild.style.layoutPosition = second.frame.origin
        return BackgroundLayoutSpec(
          child: AbsoluteLayoutSpec(children: [first, secondChild]), background: boxNode("background"))
      })
  }

  @Test(arguments: cases) func sizing(_ snapshot: SpecSnapshotCase) {
    snapshot.run()
  }

  /// Size-to-fit takes the furthest child edge from the origin, at least the range's minimum, even when the
  /// range's max is finite.
  @Test func sizeToFitWrapsTheChildren() {
    let second = boxNode("secondChild", 100, 100)
    second.style.layoutPosition = CGPoint(x: 0, y: 50)
    let spec = AbsoluteLayoutSpec(sizing: .sizeToFit, children: [boxNode("firstChild", 50, 50), second])
    expectFrames(
      of: spec, in: range(0, 0, 300, 300),
      toBe: FrameTree(
        rootSize: CGSize(width: 100, height: 150),
        frames: [NamedFrame("firstChild", 0, 0, 50, 50), NamedFrame("secondChild", 0, 50, 100, 100)]))
  }

  /// The 1.x `ASStaticLayoutSpec` sizes to fit, as Texture's code does (its 1.x docs and our document contract
  /// describe default sizing; the code wins).
  @Test func staticLayoutSpecSizesToFit() {
    let child = boxNode("child", 40, 30)
    child.style.layoutPosition = CGPoint(x: 10, y: 20)
    expectFrames(
      of: StaticLayoutSpec(children: [child]), in: range(0, 0, 300, 300),
      toBe: FrameTree(rootSize: CGSize(width: 50, height: 50), frames: [NamedFrame("child", 10, 20, 40, 30)]))
  }
}
