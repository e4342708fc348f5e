import Foundation
import Testing

@testable import TextureLayout

/// The facts of Texture's `ASLayoutElementStyleTests`.
@Suite struct LayoutElementStyleTests {
  /// `testSettingSize` (which re-checks width and height after setting min and max), plus the min and max.
  @Test func settingSize() {
    var style = ASLayoutElementStyle()
    style.width = ASDimensionMake(.points, 100)
    style.height = ASDimensionMake(.points, 100)
    #expect(style.width == ASDimensionMake(.points, 100) && style.height == ASDimensionMake(.points, 100))
    style.minWidth = ASDimensionMake(.points, 100)
    style.minHeight = ASDimensionMake(.points, 100)
    #expect(style.width == ASDimensionMake(.points, 100) && style.height == ASDimensionMake(.points, 100))
    style.maxWidth = ASDimensionMake(.points, 100)
    style.maxHeight = ASDimensionMake(.points, 100)
    #expect(style.width == ASDimensionMake(.points, 100) && style.height == ASDimensionMake(.points, 100))
    #expect(style.minWidth == ASDimensionMake("100pt") && style.maxHeight == ASDimensionMake("100pt"))
  }

  /// `testSettingSizeViaCGSize`: a new style's preferred size reads as zero (auto reads as 0); the CGSize
  /// setters write point dimensions.
  @Test func settingSizeViaCGSize() {
    var style = ASLayoutElementStyle()
    #expect(style.preferredSize == .zero)
    style.preferredSize = CGSize(width: 100, height: 100)
    #expect(style.preferredSize == CGSize(width: 100, height: 100))
    #expect(style.width == ASDimensionMake("100pt") && style.height == ASDimensionMake("100pt"))
    style.minSize = CGSize(width: 100, height: 100)
    #expect(style.minWidth == ASDimensionMake("100pt") && style.minHeight == ASDimensionMake("100pt"))
    style.maxSize = CGSize(width: 100, height: 100)
    #expect(style.maxWidth == ASDimensionMake("100pt") && style.maxHeight == ASDimensionMake("100pt"))
  }

  /// `testReadingInvalidSizeForPreferredSize`: a fractional width can't be a CGSize. Texture asserts in debug
  /// builds and returns a zero size in release; we return the zero size, never crashing.
  @Test func readingInvalidSizeForPreferredSize() {
    var style = ASLayoutElementStyle()
    style.preferredSize = CGSize(width: 40, height: 30)
    style.width = ASDimensionMake(.fraction, 0.5)
    #expect(style.preferredSize == .zero)
    style.preferredSize = CGSize(width: 100, height: 100)
    #expect(style.preferredSize == CGSize(width: 100, height: 100))
  }

  /// `testSettingSizeViaLayoutSize`.
  @Test func settingSizeViaLayoutSize() {
    var style = ASLayoutElementStyle()
    let layoutSize = ASLayoutSizeMake(ASDimensionMake(.points, 100), ASDimensionMake(.points, 100))
    style.preferredLayoutSize = layoutSize
    #expect(style.width == layoutSize.width && style.height == layoutSize.height)
    #expect(style.preferredLayoutSize == layoutSize)
    style.minLayoutSize = layoutSize
    #expect(style.minWidth == layoutSize.width && style.minHeight == layoutSize.height)
    #expect(style.minLayoutSize == layoutSize)
    style.maxLayoutSize = layoutSize
    #expect(style.maxWidth == layoutSize.width && style.maxHeight == layoutSize.height)
    #expect(style.maxLayoutSize == layoutSize)
  }

  /// `testSettingPropertiesWillCallDelegate`: Texture tells the style's delegate about a changed width. Our
  /// element is that delegate: a changed style invalidates its cached layout, an unchanged one does not.
  @Test func changingAPropertyNotifiesTheElement() {
    let node = CountingNode()
    #expect(node.style.width == ASDimensionAuto)
    let range = ASSizeRangeMake(.zero, CGSize(width: 200, height: 200))
    _ = node.layoutThatFits(range)
    node.style.width = ASDimensionMake(.points, 100)
    #expect(node.style.width == ASDimensionMake(.points, 100))
    #expect(node.layoutThatFits(range).size.width == 100)
    #expect(node.calculations == 2)
    node.style.width = ASDimensionMake(.points, 100)
    _ = node.layoutThatFits(range)
    #expect(node.calculations == 2)
  }

  /// Texture's defaults, in one place.
  @Test func defaults() {
    let style = LayoutElementStyle.default
    #expect(style.size == LayoutElementSize())
    #expect(style.flexGrow == 0 && style.flexShrink == 0 && style.flexBasis == .auto)
    #expect(style.spacingBefore == 0 && style.spacingAfter == 0 && style.alignSelf == .auto)
    #expect(style.layoutPosition == .zero && style.ascender == 0 && style.descender == 0)
  }

  /// CSS precedence when resolving: min beats max beats the exact size.
  @Test func resolvePrecedence() throws {
    var size = LayoutElementSize()
    size.width = try .points(100)
    size.maxWidth = try .points(50)
    size.height = try .points(10)
    size.minHeight = try .points(30)
    size.maxHeight = try .points(20)
    #expect(size.resolve(parentSize: CGSize(width: 300, height: 300)) == range(50, 30, 50, 30))
  }
}
