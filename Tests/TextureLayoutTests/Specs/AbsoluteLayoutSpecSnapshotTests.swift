import Foundation
import Testing

@testable import TextureLayout

/// Rules of the absolute spec beyond Texture's snapshot cases, which are data in `Conformance/ASAbsoluteLayoutSpecSnapshotTests`.
@Suite struct AbsoluteLayoutSpecSnapshotTests {
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
