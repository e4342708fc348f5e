import Foundation
import Testing

@testable import TextureLayout

/// The deprecated 1.x names of `ASDimensionDeprecated.h`, as Texture 2.x implements them.
@Suite struct RelativeDimensionCompatibilityTests {
  @Test func relativeDimensions() {
    #expect(ASRelativeDimensionMake(.points, 70) == ASDimensionMake("70pt"))
    #expect(ASRelativeDimensionMake(.fraction, 0.5) == ASDimensionMake("50%"))
    #expect(ASRelativeDimensionMake(.auto, 12) == ASDimensionMakeWithPoints(0))
    #expect(ASRelativeDimensionMakeWithFraction(0.25) == ASRelativeDimensionMakeWithPercent(0.25))
    #expect(ASSizeRangeMakeExactSize(CGSize(width: 3, height: 4)) == range(3, 4, 3, 4))
  }

  @Test func relativeSizesAndRanges() {
    let half = ASRelativeSizeMakeWithFraction(0.5)
    #expect(
      ASRelativeSizeEqualToRelativeSize(
        half, ASLayoutSizeMake(ASDimensionMake("50%"), ASDimensionMake("50%"))))
    let exact = ASRelativeSizeRangeMakeWithExactFraction(0.5)
    #expect(ASRelativeSizeRangeEqualToRelativeSizeRange(exact, ASRelativeSizeRangeMake(half, half)))
    #expect(
      ASRelativeSizeRangeMakeWithExactRelativeDimensions(ASDimensionMake(10), ASDimensionMake("10%"))
        == ASRelativeSizeRangeMakeWithExactRelativeSize(
          ASRelativeSizeMake(ASDimensionMake(10), ASDimensionMake("10%"))))
  }

  /// `ASRelativeSizeRangeResolve` resolves fractions against the parent and, in Texture's code, auto to the
  /// parent's size at both ends.
  @Test func resolveUsesTheParentSizeForAuto() {
    let parent = CGSize(width: 200, height: 100)
    #expect(ASRelativeSizeRangeResolve(ASRelativeSizeRangeUnconstrained, parent) == range(200, 100, 200, 100))
    let relative = ASRelativeSizeRangeMake(
      ASRelativeSizeMake(ASDimensionMake("10%"), ASDimensionMake(5)),
      ASRelativeSizeMake(ASDimensionAuto, ASDimensionMake("50%")))
    #expect(ASRelativeSizeRangeResolve(relative, parent) == range(20, 5, 200, 50))
  }

  /// The 1.x `sizeRange` style property writes the min and max layout sizes.
  @Test func styleSizeRange() {
    var style = LayoutElementStyle()
    style.sizeRange = ASRelativeSizeRangeMakeWithExactCGSize(CGSize(width: 60, height: 20))
    #expect(style.minLayoutSize == ASRelativeSizeMakeWithCGSize(CGSize(width: 60, height: 20)))
    #expect(style.maxLayoutSize == style.minLayoutSize && style.preferredLayoutSize == .auto)
    #expect(style.sizeRange == ASRelativeSizeRangeMakeWithExactCGSize(CGSize(width: 60, height: 20)))
  }
}
