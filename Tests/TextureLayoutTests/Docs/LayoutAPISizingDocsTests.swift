import Foundation
import Testing

@testable import TextureLayout

/// The snippets of Texture's "Layout API Sizing" page (2.x) and the 1.x sizing page, as they are written there
/// apart from UIKit types, with what they produce.
@Suite struct LayoutAPISizingDocsTests {
  /// "Values": relative and point dimensions.
  @Test func values() {
    // dimension returned is relative (%)
    let relative = [
      ASDimensionMake("50%"),
      ASDimensionMakeWithFraction(0.5),
    ]
    // dimension returned in points
    let points = [
      ASDimensionMake("70pt"),
      ASDimensionMake(70),
      ASDimensionMakeWithPoints(70),
    ]
    #expect(relative.allSatisfy { $0.unit == .fraction && $0.value == 0.5 })
    #expect(points.allSatisfy { $0.unit == .points && $0.value == 70 })
  }

  /// "Sizes": an auto width and a 50% height as the preferred layout size, then a preferred CGSize.
  @Test func sizes() {
    let layoutElement = DisplayNode()
    // Dimension type "Auto" indicates that the layout element may
    // be resolved in whatever way makes most sense given the circumstances
    let width = ASDimensionMake(.auto, 0)
    let height = ASDimensionMake("50%")

    layoutElement.style.preferredLayoutSize = ASLayoutSizeMake(width, height)
    #expect(layoutElement.style.width == ASDimensionAuto)
    #expect(layoutElement.style.height == ASDimensionMakeWithFraction(0.5))
    let layout = layoutElement.layoutThatFits(
      ASSizeRangeMake(CGSize(width: 0, height: 0), CGSize(width: 100, height: 100)),
      parentSize: CGSize(width: 100, height: 300))
    #expect(layout.size == CGSize(width: 100, height: 100))

    layoutElement.style.preferredSize = CGSize(width: 30, height: 60)
    #expect(
      layoutElement.style.preferredLayoutSize == ASLayoutSizeMake(ASDimensionMake(30), ASDimensionMake(60)))
  }

  /// "Sizes": each dimension set on its own.
  @Test func individualDimensions() {
    let layoutElement = DisplayNode()
    layoutElement.style.width = ASDimensionMake("50%")
    layoutElement.style.minWidth = ASDimensionMake("50%")
    layoutElement.style.maxWidth = ASDimensionMake("50%")

    layoutElement.style.height = ASDimensionMake("50%")
    layoutElement.style.minHeight = ASDimensionMake("50%")
    layoutElement.style.maxHeight = ASDimensionMake("50%")
    let layout = layoutElement.layoutThatFits(
      ASSizeRangeUnconstrained, parentSize: CGSize(width: 200, height: 80))
    #expect(layout.size == CGSize(width: 100, height: 40))
  }

  /// "Size Range": a constrained size, here an exact one.
  @Test func sizeRange() {
    let exactSize = CGSize(width: 320, height: 480)
    let constrainedSize = ASSizeRangeMake(exactSize)
    #expect(constrainedSize.min == exactSize && constrainedSize.max == exactSize)
  }

  /// The 1.x page: relative dimensions (percent meaning a fraction) and exact relative size ranges.
  @Test func oneDotXRelativeSizes() {
    let leftSideStack = DisplayNode()
    leftSideStack.style.flexBasis = ASRelativeDimensionMakeWithPercent(0.4)
    #expect(leftSideStack.style.flexBasis == ASDimensionMake("40%"))
    #expect(ASRelativeDimensionMakeWithPoints(70) == ASDimensionMake("70pt"))

    let size = ASRelativeSizeMake(
      ASRelativeDimensionMakeWithPoints(40), ASRelativeDimensionMakeWithPercent(0.5))
    #expect(
      size.resolve(parentSize: CGSize(width: 100, height: 100), autoSize: .zero)
        == CGSize(width: 40, height: 50))

    let child = boxNode("child")
    child.style.sizeRange = ASRelativeSizeRangeMakeWithExactCGSize(CGSize(width: 60, height: 20))
    child.style.layoutPosition = CGPoint(x: 5, y: 5)
    expectFrames(
      of: ASStaticLayoutSpec(children: [child]), in: range(0, 0, 320, 480),
      toBe: FrameTree(rootSize: CGSize(width: 65, height: 25), frames: [NamedFrame("child", 5, 5, 60, 20)]))
  }
}
