import Foundation
import Testing

@testable import TextureLayout

/// Rules of the center spec beyond Texture's snapshot cases, which are data in `Conformance/ASCenterLayoutSpecSnapshotTests`.
@Suite struct CenterLayoutSpecSnapshotTests {
  /// `testMinimumSizeRangeIsGivenToChildWhenNotCentering`: with no centering, the range's minimum (100 × 120)
  /// reaches a vertical stack, whose flexGrow child grows to the stack's 120-pt minimum height.
  @Test
  func minimumSizeRangeIsGivenToChildWhenNotCentering() {
    expectMinimumRangeReachesStack { CenterLayoutSpec(centeringOptions: [], sizingOptions: [], child: $0) }
  }
}
