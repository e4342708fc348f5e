import Foundation
import Testing

@testable import TextureLayout

/// ASCII art by the rules of Texture's `ASAsciiArtBoxCreator`, with expected strings derived from them.
@Suite struct AsciiArtTests {
  /// The picture on Texture's layout debugging page: a horizontal stack of two vertical stacks of two image
  /// nodes each.
  @Test func texturesDocumentedExample() {
    let column = AsciiArtBox.vertical(children: ["ASImageNode", "ASImageNode"], parent: "ASStackLayoutSpec")
    let row = AsciiArtBox.horizontal(children: [column, column], parent: "ASStackLayoutSpec")
    #expect(
      row == """
        -----------------------ASStackLayoutSpec----------------------
        |  -----ASStackLayoutSpec-----  -----ASStackLayoutSpec-----  |
        |  |       ASImageNode       |  |       ASImageNode       |  |
        |  |       ASImageNode       |  |       ASImageNode       |  |
        |  ---------------------------  ---------------------------  |
        --------------------------------------------------------------
        """)
  }

  /// No children: just the name.
  @Test func leafIsItsName() {
    #expect(AsciiArtBox.horizontal(children: [], parent: "Node") == "Node")
    #expect(AsciiArtBox.vertical(children: [], parent: "Node") == "Node")
    #expect(DisplayNode().asciiArtString() == "DisplayNode")
    #expect(DisplayNode(debugName: "avatar").asciiArtString() == "DisplayNode (avatar)")
  }

  /// A spec draws its child side by side, its name centered in the top line (odd dash on the left).
  @Test func insetSpec() {
    let spec = InsetLayoutSpec(insets: .zero, child: DisplayNode(debugName: "text"))
    #expect(
      spec.asciiArtString() == """
        -----InsetLayoutSpec----
        |  DisplayNode (text)  |
        ------------------------
        """)
  }

  /// A name longer than the children widens the rows around them (odd space on the left).
  @Test func longNameWidensTheBox() {
    let spec = WrapperLayoutSpec(layoutElement: DisplayNode(debugName: "a"))
    spec.debugName = "a rather long wrapper name"
    #expect(
      spec.asciiArtString() == """
        --WrapperLayoutSpec (a rather long wrapper name)--
        |                 DisplayNode (a)                |
        --------------------------------------------------
        """)
  }

  /// A vertical stack draws its children one above the other; a horizontal one side by side, centering
  /// shorter children vertically (odd blank line on top).
  @Test func stacksDrawInTheirDirection() {
    let column = StackLayoutSpec(
      direction: .vertical, children: [DisplayNode(debugName: "a"), DisplayNode(debugName: "b")])
    #expect(
      column.asciiArtString() == """
        ---StackLayoutSpec---
        |  DisplayNode (a)  |
        |  DisplayNode (b)  |
        ---------------------
        """)
    let row = StackLayoutSpec(direction: .horizontal, children: [column, DisplayNode(debugName: "c")])
    #expect(
      row.asciiArtString() == """
        ---------------StackLayoutSpec--------------
        |  ---StackLayoutSpec---                   |
        |  |  DisplayNode (a)  |                   |
        |  |  DisplayNode (b)  |  DisplayNode (c)  |
        |  ---------------------                   |
        --------------------------------------------
        """)
  }

  /// In a vertical box, narrower children are centered (odd space on the left) and a long name adds padding.
  @Test func verticalBoxCentersNarrowChildren() {
    #expect(
      AsciiArtBox.vertical(children: ["abcd", "x"], parent: "P") == """
        -----P----
        |  abcd  |
        |    x   |
        ----------
        """)
    #expect(
      AsciiArtBox.vertical(children: ["ab"], parent: "Parent") == """
        -----Parent-----
        |      ab      |
        ----------------
        """)
  }

  /// The ratio spec names itself with its ratio to one decimal, as Texture's does.
  @Test func ratioSpecShowsItsRatio() {
    let spec = RatioLayoutSpec(ratio: 0.5, child: DisplayNode(debugName: "image"))
    #expect(spec.asciiArtName() == "RatioLayoutSpec (0.5)")
    #expect(
      spec.asciiArtString() == """
        --RatioLayoutSpec (0.5)--
        |  DisplayNode (image)  |
        -------------------------
        """)
  }

  /// An overlay spec draws its child then its overlay, side by side, in children order.
  @Test func overlaySpecDrawsBothChildren() {
    let spec = OverlayLayoutSpec(
      child: DisplayNode(debugName: "photo"), overlay: DisplayNode(debugName: "badge"))
    spec.debugName = "card"
    #expect(
      spec.asciiArtString() == """
        -----------OverlayLayoutSpec (card)-----------
        |  DisplayNode (photo)  DisplayNode (badge)  |
        ----------------------------------------------
        """)
  }
}
