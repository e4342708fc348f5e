import Foundation
import Testing

@testable import TextureLayout

/// The frames of Texture's `ASRatioLayoutSpecSnapshotTests`, `ASOverlayLayoutSpecSnapshotTests` and
/// `ASBackgroundLayoutSpecSnapshotTests`.
@Suite struct RatioOverlayBackgroundSnapshotTests {
  /// Ratio is height ÷ width, in range {{0, 0}, {100, 100}}; the derived side is floored to the pixel grid, so
  /// ratio 7 gives 14 × 100, and the exact range beats a 20 × 200 style ("item too big").
  static let ratioCases: [SpecSnapshotCase] = [
    ratioCase("HalfRatio", 0.5, style: (100, 100), result: (100, 50)),
    ratioCase("DoubleRatio", 2, style: (100, 100), result: (50, 100)),
    ratioCase("SevenTimesRatio", 7, style: (100, 100), result: (14, 100)),
    ratioCase("TenTimesRatioWithItemTooBig", 10, style: (20, 200), result: (10, 100)),
  ]

  static func ratioCase(
    _ identifier: String, _ ratio: CGFloat, style: (CGFloat, CGFloat), result: (CGFloat, CGFloat)
  ) -> SpecSnapshotCase {
    SpecSnapshotCase(
      name: "testRatioLayout_\(identifier)", sizeRange: range(0, 0, 100, 100),
      expected: FrameTree(
        rootSize: CGSize(width: result.0, height: result.1),
        frames: [NamedFrame("subnode", 0, 0, result.0, result.1)]),
      makeSpec: { RatioLayoutSpec(ratio: ratio, child: boxNode("subnode", style.0, style.1)) })
  }

  @Test(arguments: ratioCases) func ratio(_ snapshot: SpecSnapshotCase) {
    snapshot.run()
  }

  /// `testOverlay`: the blue child fills the exact 320 × 320 range (its 0 × 0 style loses) and the overlay
  /// center spec gets exactly that size, centring the black 20 × 20 node at 150.
  @Test func overlay() {
    let spec = OverlayLayoutSpec(
      child: boxNode("background"),
      overlay: CenterLayoutSpec(
        centeringOptions: .xy, sizingOptions: [], child: boxNode("foreground", 20, 20)))
    expectFrames(
      of: spec, in: range(320, 320, 320, 320),
      toBe: FrameTree(
        rootSize: CGSize(width: 320, height: 320),
        frames: [NamedFrame("background", 0, 0, 320, 320), NamedFrame("foreground", 150, 150, 20, 20)]))
  }

  /// `testBackground`: the background is stretched under the 320 × 320 center spec.
  @Test func background() {
    let spec = BackgroundLayoutSpec(
      child: CenterLayoutSpec(centeringOptions: .xy, sizingOptions: [], child: boxNode("foreground", 20, 20)),
      background: boxNode("background"))
    expectFrames(
      of: spec, in: range(320, 320, 320, 320),
      toBe: FrameTree(
        rootSize: CGSize(width: 320, height: 320),
        frames: [NamedFrame("background", 0, 0, 320, 320), NamedFrame("foreground", 150, 150, 20, 20)]))
  }

  /// Texture's overlay and background specs override the restricted sizing step, so their own style size is
  /// not applied: they take their child's size.
  @Test func overlayAndBackgroundIgnoreTheirOwnStyleSize() {
    let overlay = OverlayLayoutSpec(child: boxNode("child", 30, 40), overlay: boxNode("overlay"))
    overlay.style.preferredSize = CGSize(width: 100, height: 100)
    expectFrames(
      of: overlay, in: range(0, 0, 300, 300),
      toBe: FrameTree(
        rootSize: CGSize(width: 30, height: 40),
        frames: [NamedFrame("child", 0, 0, 30, 40), NamedFrame("overlay", 0, 0, 30, 40)]))
    let background = BackgroundLayoutSpec(child: boxNode("child", 30, 40), background: boxNode("background"))
    background.style.preferredSize = CGSize(width: 100, height: 100)
    expectFrames(
      of: background, in: range(0, 0, 300, 300),
      toBe: FrameTree(
        rootSize: CGSize(width: 30, height: 40),
        frames: [NamedFrame("background", 0, 0, 30, 40), NamedFrame("child", 0, 0, 30, 40)]))
  }
}
