import Foundation
import Testing

@testable import DiagramAnnotations
@testable import TextureLayout

/// Each value once, and none that says nothing: a grow from nothing names its factor, a grow from a
/// length says what it grew to, a ratio gives the height it made at the precision it was written.
struct ValueTextTests {
  private func child(
    base: CGFloat, flexed: CGFloat, direction: FlexAdjustment.Direction?, factor: CGFloat = 1
  )
    -> StackChildSizing
  {
    StackChildSizing(
      mainAxis: .horizontal, line: 0, flexBasis: .auto, basisParentLength: 320, baseLength: base,
      baseFromBasis: false,
      flex: direction.map {
        FlexAdjustment(
          direction: $0, factor: factor, factorSum: factor, freeSpace: flexed - base, share: flexed - base,
          remainder: 0)
      }, flexedLength: flexed, alignment: .start, alignmentFromAlignSelf: false, measuredCross: 20,
      stretched: false)
  }

  @Test func aGrowFromNothingNamesItsFactor() {
    let text = ValueText.flexed(
      child(base: 0, flexed: 149.5, direction: .grow, factor: 1), final: 149.5, showsBasis: false)
    #expect(text == "flexGrow 1 → 149.5pt")
  }

  @Test func aGrowFromALengthSaysWhatItGrewTo() {
    let text = ValueText.flexed(
      child(base: 104, flexed: 128, direction: .grow), final: 128, showsBasis: false)
    #expect(text == "104pt grew to 128pt")
  }

  @Test func aShrinkSaysWhatItShrankTo() {
    let text = ValueText.flexed(
      child(base: 216, flexed: 167, direction: .shrink), final: 167, showsBasis: false)
    #expect(text == "216pt shrank to 167pt")
  }

  @Test func aRatioKeepsItsFourDecimals() {
    #expect(ValueText.ratio(0.5625, height: 168.75) == "ratio 0.5625 × width → 168.75pt")
    #expect(ValueText.ratio(1, height: 160) == "ratio 1 × width → 160pt")
    #expect(ValueText.ratio(0.5, height: 100) == "ratio 0.5 × width → 100pt")
    // Floored to the 2× grid, as Texture's ratio spec floors it: the product is said.
    #expect(
      ValueText.ratio(1.25, height: 468.5, width: 375) == "ratio 1.25 × 375pt, floored → 468.5pt")
    #expect(ValueText.ratio(0.5, height: 100, width: 200) == "ratio 0.5 × width → 100pt")
  }
}
