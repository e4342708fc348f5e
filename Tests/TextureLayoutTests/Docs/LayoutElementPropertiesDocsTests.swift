import Foundation
import Testing

@testable import TextureLayout

/// The worked examples of Texture's "Layout Element Properties" page.
@Suite struct LayoutElementPropertiesDocsTests {
  /// A 50% preferred width inside a 320pt container, with a minimum width of 200pt, is 200pt wide.
  @Test func minWidthOverridesRelativeWidth() throws {
    let node = DisplayNode()
    node.style.width = try .fraction(0.5)
    node.style.minWidth = try .points(200)
    let layout = node.layoutThatFits(SizeRange.unconstrained, parentSize: CGSize(width: 320, height: 100))
    #expect(layout.size.width == 200)
  }

  /// The same 50% width with a maximum width of 120pt is 120pt wide.
  @Test func maxWidthCapsRelativeWidth() throws {
    let node = DisplayNode()
    node.style.width = try .fraction(0.5)
    node.style.maxWidth = try .points(120)
    let layout = node.layoutThatFits(SizeRange.unconstrained, parentSize: CGSize(width: 320, height: 100))
    #expect(layout.size.width == 120)
  }

  /// Without min or max, the 50% width resolves to 160pt.
  @Test func relativeWidthResolvesAgainstParent() throws {
    let node = DisplayNode()
    node.style.width = try .fraction(0.5)
    let layout = node.layoutThatFits(SizeRange.unconstrained, parentSize: CGSize(width: 320, height: 100))
    #expect(layout.size.width == 160)
  }
}
