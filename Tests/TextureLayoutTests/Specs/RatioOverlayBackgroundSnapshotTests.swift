import Foundation
import Testing

@testable import TextureLayout

/// Texture's `testOverlay` and `testBackground` frames, and the rule that overlay and background specs
/// ignore their own style size; the ratio spec's snapshot cases are data in `Conformance/ASRatioLayoutSpecSnapshotTests`.
@Suite struct RatioOverlayBackgroundSnapshotTests {
  /// `testOverlay`: the blue child fills the exact 320 × 320 range (its 0 × 0 style loses) and the overlay
  /// center spec gets exactly that size, centering the black 20 × 20 node at 150.
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
