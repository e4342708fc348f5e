import Foundation
import Testing

@testable import TextureLayout

/// The frames of Texture's `ASRelativeLayoutSpecSnapshotTests`: a green 70 × 100 node in a relative spec over a
/// red background, range {{100, 120}, {320, 160}}.
@Suite struct RelativeLayoutSpecSnapshotTests {
  /// Start, center and end let the child keep 70 × 100 and place it at round((320 − 70) × p),
  /// round((160 − 100) × p); the spec takes the range's max unless a Minimum option shrinks it toward the child,
  /// clamped to the range's minimum.
  static let cases: [SpecSnapshotCase] = [
    relativeCase("testWithOptions", .start, .start, [], root: (320, 160), foreground: (0, 0)),
    relativeCase("testWithOptions_CenterY", .start, .center, [], root: (320, 160), foreground: (0, 30)),
    relativeCase("testWithOptions_EndY", .start, .end, [], root: (320, 160), foreground: (0, 60)),
    relativeCase("testWithOptions_CenterX", .center, .start, [], root: (320, 160), foreground: (125, 0)),
    relativeCase(
      "testWithOptions_CenterXCenterY", .center, .center, [], root: (320, 160), foreground: (125, 30)),
    relativeCase("testWithOptions_CenterXEndY", .center, .end, [], root: (320, 160), foreground: (125, 60)),
    relativeCase("testWithOptions_EndX", .end, .start, [], root: (320, 160), foreground: (250, 0)),
    relativeCase("testWithOptions_EndXCenterY", .end, .center, [], root: (320, 160), foreground: (250, 30)),
    relativeCase("testWithOptions_EndXEndY", .end, .end, [], root: (320, 160), foreground: (250, 60)),
    relativeCase("testWithSizingOptions", .start, .start, [], root: (320, 160), foreground: (0, 0)),
    relativeCase(
      "testWithSizingOptions_SizingMinimumWidth", .start, .start, .minimumWidth, root: (100, 160),
      foreground: (0, 0)),
    relativeCase(
      "testWithSizingOptions_SizingMinimumHeight", .start, .start, .minimumHeight, root: (320, 120),
      foreground: (0, 0)),
    relativeCase(
      "testWithSizingOptions_SizingMinimumWidthSizingMinimumHeight", .start, .start, .minimumSize,
      root: (100, 120), foreground: (0, 0)),
  ]

  /// Texture's tree: `Background(child: Relative(h, v, sizing, child: foreground), background: background)`.
  static func relativeCase(
    _ name: String, _ horizontal: RelativeLayoutSpecPosition, _ vertical: RelativeLayoutSpecPosition,
    _ sizing: RelativeLayoutSpecSizingOption, root: (CGFloat, CGFloat), foreground: (CGFloat, CGFloat)
  ) -> SpecSnapshotCase {
    foregroundOnBackgroundCase(
      name, root: root, foreground: CGRect(x: foreground.0, y: foreground.1, width: 70, height: 100)
    ) {
      RelativeLayoutSpec(
        horizontalPosition: horizontal, verticalPosition: vertical, sizingOption: sizing, child: $0)
    }
  }

  @Test(arguments: cases) func positioning(_ snapshot: SpecSnapshotCase) {
    snapshot.run()
  }

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
