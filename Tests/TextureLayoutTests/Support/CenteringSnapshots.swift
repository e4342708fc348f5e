import Foundation
import Testing

@testable import TextureLayout

/// The range of Texture's center and relative snapshot tests: {{100, 120}, {320, 160}}.
let centeringSizeRange = range(100, 120, 320, 160)

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
