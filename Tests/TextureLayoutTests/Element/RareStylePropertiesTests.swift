import Foundation
import Testing

@testable import TextureLayout

/// The style's rarely set properties live in a box while any is set: values read back exactly, a style set
/// back to its defaults equals one never set, and equality is by value, as when they were stored inline.
@Suite struct RareStylePropertiesTests {
  @Test func eachPropertyReadsBackAndBackToDefaultEqualsNeverSet() {
    var style = LayoutElementStyle()
    style.spacingBefore = 3
    style.spacingAfter = 4
    style.baselines = Baselines(ascender: 12, descender: -3)
    style.layoutPosition = CGPoint(x: 5, y: 6)
    #expect(style.spacingBefore == 3 && style.spacingAfter == 4)
    #expect(style.ascender == 12 && style.descender == -3)
    #expect(style.layoutPosition == CGPoint(x: 5, y: 6))
    #expect(style.rare.isBoxed)
    #expect(style != LayoutElementStyle())
    style.spacingBefore = 0
    style.spacingAfter = 0
    style.baselines = Baselines(ascender: 0, descender: 0)
    style.layoutPosition = .zero
    #expect(style == LayoutElementStyle())
    #expect(style.hashValue == LayoutElementStyle().hashValue)
    #expect(!style.rare.isBoxed)
  }

  /// `print` and `dump` show the style's public properties by name, not how they are stored.
  @Test func aStyleShowsItsPropertiesByName() {
    var style = LayoutElementStyle()
    style.spacingBefore = 2
    let labels = Mirror(reflecting: style).children.compactMap(\.label)
    #expect(
      labels == [
        "size", "spacingBefore", "spacingAfter", "flexGrow", "flexShrink", "flexBasis", "alignSelf",
        "ascender",
        "descender", "layoutPosition", "extensions",
      ])
    #expect(
      Mirror(reflecting: style.size).children.compactMap(\.label) == [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight",
      ])
    #expect(String(describing: style).contains("spacingBefore: 2.0"))
  }

  /// A negative zero is a value that was set: it reads back with its sign.
  @Test func negativeZeroIsKept() {
    var style = LayoutElementStyle()
    style.descender = -0.0
    #expect(style.descender.sign == .minus)
  }

  /// A style holding NaN is not equal to itself, boxed or not, so setting it again on an element still
  /// counts as a change.
  @Test func aStyleHoldingNaNIsNotEqualToItself() {
    var style = LayoutElementStyle()
    style.spacingAfter = .nan
    let copy = style
    #expect(style != copy)
  }

  /// A node's text content sets both baselines in one change of its style.
  @Test func contentBaselinesReachTheStyle() {
    struct Text: IntrinsicContent {
      func sizeThatFits(_ constrainedSize: CGSize) -> CGSize { CGSize(width: 20, height: 10) }
      var baselines: Baselines? { Baselines(ascender: 8, descender: -2) }
    }
    let node = DisplayNode(content: Text())
    #expect(node.style.baselines == Baselines(ascender: 8, descender: -2))
  }
}
