import Foundation
import Testing

@testable import TextureLayout

/// Rules of the relative spec beyond Texture's snapshot cases, which are data in `Conformance/ASRelativeLayoutSpecSnapshotTests`.
@Suite struct RelativeLayoutSpecSnapshotTests {
  /// Position none is not start: it passes the range's minimum to the child, stretching it (the header
  /// describes both as "at point 0").
  @Test func noPositionStretchesTheChildToTheRangeMinimum() {
    let spec = RelativeLayoutSpec(
      horizontalPosition: .none, verticalPosition: .start, sizingOption: [],
      child: boxNode("foreground", 70, 100))
    expectFrames(
      of: spec, in: centeringSizeRange,
      toBe: FrameTree(
        rootSize: CGSize(width: 320, height: 160), frames: [NamedFrame("foreground", 0, 0, 100, 100)]))
  }

  /// `testMinimumSizeRangeIsGivenToChildWhenNotPositioning`: position none on both axes hands the range's
  /// minimum to a vertical stack, whose flexGrow child grows to 120.
  @Test
  func minimumSizeRangeIsGivenToChildWhenNotPositioning() {
    expectMinimumRangeReachesStack {
      RelativeLayoutSpec(horizontalPosition: .none, verticalPosition: .none, sizingOption: [], child: $0)
    }
  }
}
