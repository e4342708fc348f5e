import AsyncDisplayKit
import DocumentRendering
import FeedNodes
import Foundation
import LayoutDocument
import Testing

/// Each node class lays out exactly as the same layout written as a layout document: the same size, and
/// every leaf (text, image, box) at the same frame. A button's spec is written out as the spec its node
/// builds (ASButtonNode.mm: an inset around a centered stack).
struct FeedNodesLayoutTests {
  /// The frames of a layout's leaves, in tree order, in root points.
  private func leaves(_ layout: ASLayout) -> [CGRect] {
    layout.placedLayouts().filter {
      $0.parent != nil && $0.layout.type == .displayNode && $0.layout.sublayouts.isEmpty
    }.map(\.frame)
  }

  private func expectSameLayout(_ node: ASDisplayNode, _ yaml: String, width: CGFloat) throws {
    let range = ASSizeRange(
      min: CGSize(width: width, height: 0), max: CGSize(width: width, height: .greatestFiniteMagnitude))
    let nodeLayout = node.layoutThatFits(range)
    let document = try DiagramDocument(
      yaml: "constrainedSize: {min: [\(width), 0], max: [\(width), .inf]}\n" + yaml, file: "node.yaml",
      baseDirectory: URL(fileURLWithPath: "."), measurer: PangoContentMeasurer())
    let documentLayout = document.layout()
    #expect(nodeLayout.size == documentLayout.size)
    #expect(leaves(nodeLayout) == leaves(documentLayout))
    #expect(!leaves(nodeLayout).isEmpty)
  }

  @Test(arguments: [320, 414] as [CGFloat]) func feedCell(width: CGFloat) throws {
    let node = FeedCellNode(author: "Hannah Banana", age: "2h", avatarURL: nil, photoURL: nil)
    try expectSameLayout(
      node,
      """
      root:
        stack:
          direction: vertical
          children:
            - inset:
                insets: {top: 12, left: 12, bottom: 12, right: 12}
                child:
                  stack:
                    direction: horizontal
                    spacing: 10
                    alignItems: center
                    children:
                      - {style: {preferredSize: [40, 40]}, box: {}}
                      - {style: {flexGrow: 1, flexShrink: 1}, text: {string: "Hannah Banana", font: "DejaVu Sans Bold 15", maxLines: 1}}
                      - text: {string: "2h", font: "DejaVu Sans 13"}
            - ratio: {ratio: 1.25, child: {box: {}}}
      """, width: width)
  }

  @Test(arguments: [320, 414] as [CGFloat]) func productPage(width: CGFloat) throws {
    try expectSameLayout(
      ProductPageNode(title: "Trail Runner 3 Waterproof Shoe", price: "$129.00"),
      """
      root:
        stack:
          direction: vertical
          spacing: 16
          children:
            - ratio: {ratio: 0.75, child: {box: {}}}
            - inset:
                insets: {top: 0, left: 16, bottom: 16, right: 16}
                child:
                  stack:
                    direction: vertical
                    spacing: 8
                    alignItems: start
                    children:
                      - text: {string: "Trail Runner 3 Waterproof Shoe", font: "DejaVu Sans Semi-Bold 22", maxLines: 2}
                      - text: {string: "$129.00", font: "DejaVu Sans Bold 20"}
                      - inset:
                          insets: {top: 12, left: 24, bottom: 12, right: 24}
                          child:
                            stack:
                              direction: horizontal
                              spacing: 8
                              justifyContent: center
                              alignItems: center
                              children: [{text: {string: "Add to cart", font: "DejaVu Sans Bold 16"}}]
      """, width: width)
  }

  @Test(arguments: [320, 414] as [CGFloat]) func settingsRow(width: CGFloat) throws {
    try expectSameLayout(
      SettingsRowNode(title: "Notifications", value: "On", isOn: true),
      """
      root:
        inset:
          insets: {top: 12, left: 16, bottom: 12, right: 16}
          child:
            stack:
              direction: horizontal
              spacing: 8
              alignItems: center
              children:
                - {style: {flexShrink: 1}, text: {string: "Notifications", font: "DejaVu Sans 17", maxLines: 1}}
                - {style: {flexGrow: 1}, stack: {}}
                - text: {string: "On", font: "DejaVu Sans 17"}
                - {style: {preferredSize: [51, 31]}, box: {}}
      """, width: width)
  }

  @Test(arguments: [320, 414] as [CGFloat]) func sectionHeader(width: CGFloat) throws {
    try expectSameLayout(
      SectionHeaderNode(title: "Trending", subtitle: "Popular this week"),
      """
      root:
        inset:
          insets: {top: 24, left: 16, bottom: 8, right: 16}
          child:
            stack:
              direction: horizontal
              spacing: 8
              alignItems: end
              children:
                - style: {flexShrink: 1}
                  stack:
                    direction: vertical
                    spacing: 2
                    children:
                      - text: {string: "Trending", font: "DejaVu Sans Bold 20"}
                      - text: {string: "Popular this week", font: "DejaVu Sans 13"}
                - {style: {flexGrow: 1}, stack: {}}
                - stack:
                    direction: horizontal
                    spacing: 8
                    justifyContent: center
                    alignItems: center
                    children: [{text: {string: "See all", font: "DejaVu Sans 15"}}]
      """, width: width)
  }
}
