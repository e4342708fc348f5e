import Foundation
import Testing

@testable import TextureLayout

/// The range of Texture's center and relative snapshot tests: {{100, 120}, {320, 160}}.
let centeringSizeRange = range(100, 120, 320, 160)

/// A case of Texture's center and relative snapshot tests: `Background(child: spec(foreground), background)`
/// with a 70 × 100 foreground, expecting the background over the whole root and the foreground at `foreground`.
func foregroundOnBackgroundCase(
  _ name: String, root: (CGFloat, CGFloat), foreground: CGRect,
  spec: @escaping @Sendable (DisplayNode) -> any LayoutElement
) -> SpecSnapshotCase {
  SpecSnapshotCase(
    name: name, sizeRange: centeringSizeRange,
    expected: FrameTree(
      rootSize: CGSize(width: root.0, height: root.1),
      frames: [
        NamedFrame("background", 0, 0, root.0, root.1),
        NamedFrame(name: "foreground", frame: foreground),
      ]),
    makeSpec: {
      BackgroundLayoutSpec(child: spec(boxNode("foreground", 70, 100)), background: boxNode("background"))
    })
}

/// Texture's `testMinimumSizeRangeIsGivenToChildWhen…` tests: a vertical stack holding a 10 × 10 flexGrow
/// foreground on a background, wrapped by `spec`, which must hand the range's 100 × 120 minimum down so that
/// the foreground grows to the stack's 120-pt minimum height.
func expectMinimumRangeReachesStack(
  through spec: (any LayoutElement) -> any LayoutElement, sourceLocation: SourceLocation = #_sourceLocation
) {
  let foreground = boxNode("foreground", 10, 10)
  foreground.style.flexGrow = 1
  let stack = StackLayoutSpec(
    direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [foreground])
  expectFrames(
    of: spec(BackgroundLayoutSpec(child: stack, background: boxNode("background"))), in: centeringSizeRange,
    toBe: FrameTree(
      rootSize: CGSize(width: 320, height: 160),
      frames: [NamedFrame("background", 0, 0, 100, 120), NamedFrame("foreground", 0, 0, 10, 120)]),
    sourceLocation: sourceLocation)
}
