import Foundation
import Testing

@testable import TextureLayout

/// The frames of Texture's `ASCenterLayoutSpecSnapshotTests`: a green 70 × 100 node in a center spec over a red
/// background, range {{100, 120}, {320, 160}}.
@Suite struct CenterLayoutSpecSnapshotTests {
  /// A centred axis lets the child keep its style size and centres it; an uncentred axis is unpositioned and
  /// passes the range's minimum down, stretching the child. The Minimum options shrink the spec to the child,
  /// clamped to the range.
  static let cases: [SpecSnapshotCase] = [
    centerCase("testWithOptions", [], [], root: (320, 160), foreground: (0, 0, 100, 120)),
    centerCase(
      "testWithOptions_CenteringXCenteringY", .xy, [], root: (320, 160), foreground: (125, 30, 70, 100)),
    centerCase("testWithOptions_CenteringX", .x, [], root: (320, 160), foreground: (125, 0, 70, 120)),
    centerCase("testWithOptions_CenteringY", .y, [], root: (320, 160), foreground: (0, 30, 100, 100)),
    centerCase("testWithSizingOptions", [], [], root: (320, 160), foreground: (0, 0, 100, 120)),
    centerCase(
      "testWithSizingOptions_SizingMinimumX", [], .minimumX, root: (100, 160), foreground: (0, 0, 100, 120)),
    centerCase(
      "testWithSizingOptions_SizingMinimumY", [], .minimumY, root: (320, 120), foreground: (0, 0, 100, 120)),
    centerCase(
      "testWithSizingOptions_SizingMinimumXSizingMinimumY", [], .minimumXY, root: (100, 120),
      foreground: (0, 0, 100, 120)),
  ]

  /// Texture's tree: `Background(child: Center(centering, sizing, child: foreground), background: background)`.
  static func centerCase(
    _ name: String, _ centering: CenterLayoutSpecCenteringOptions, _ sizing: CenterLayoutSpecSizingOptions,
    root: (CGFloat, CGFloat), foreground: (CGFloat, CGFloat, CGFloat, CGFloat)
  ) -> SpecSnapshotCase {
    foregroundOnBackgroundCase(
      name, root: root,
      foreground: CGRect(x: foreground.0, y: foreground.1, width: foreground.2, height: foreground.3)
    ) { CenterLayoutSpec(centeringOptions: centering, sizingOptions: sizing, child: $0) }
  }

  @Test(arguments: cases) func centering(_ snapshot: SpecSnapshotCase) {
    snapshot.run()
  }

  /// `testMinimumSizeRangeIsGivenToChildWhenNotCentering`: with no centering, the range's minimum (100 × 120)
  /// reaches a vertical stack, whose flexGrow child grows to the stack's 120-pt minimum height.
  @Test
  func minimumSizeRangeIsGivenToChildWhenNotCentering() {
    expectMinimumRangeReachesStack { CenterLayoutSpec(centeringOptions: [], sizingOptions: [], child: $0) }
  }
}
