import Foundation
import Testing

@testable import TextureLayout

/// Rules of the inset spec beyond Texture's snapshot cases, which are data in `Conformance/ASInsetLayoutSpecSnapshotTests`.
@Suite struct InsetLayoutSpecSnapshotTests {
  /// Texture's inset spec overrides the restricted sizing step, so a size set on the spec's own style is not
  /// applied: the spec still wraps its child.
  @Test func ignoresItsOwnStyleSize() {
    let spec = InsetLayoutSpec(insets: EdgeInsets(all: 10), child: boxNode("foreground", 10, 10))
    spec.style.preferredSize = CGSize(width: 200, height: 200)
    expectFrames(
      of: spec, in: range(0, 0, 300, 300),
      toBe: FrameTree(
        rootSize: CGSize(width: 30, height: 30), frames: [NamedFrame("foreground", 10, 10, 10, 10)]))
  }
}
