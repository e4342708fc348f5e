import AsyncDisplayKit
import FeedNodes
import Foundation
import LayoutTestSupport
import Testing

/// Each node at a small and a large phone's width, as a team's snapshot tests check them on Linux CI. The
/// references under __Snapshots__ were recorded on Linux (`LAYOUT_SNAPSHOT_RECORD=1 swift test`): text is
/// measured in DejaVu Sans, not San Francisco.
struct FeedNodesSnapshotTests {
  static let widths: [CGFloat] = [320, 414]

  @Test(arguments: widths) func feedCell(width: CGFloat) {
    let node = FeedCellNode(
      author: "Hannah Banana", age: "2h", avatarURL: URL(string: "https://example.com/hannah.jpg"),
      photoURL: URL(string: "https://example.com/bridge.jpg"))
    assertLayoutSnapshot(of: node, width: width)
  }

  @Test(arguments: widths) func productPage(width: CGFloat) {
    assertLayoutSnapshot(
      of: ProductPageNode(title: "Trail Runner 3 Waterproof Shoe", price: "$129.00"), width: width)
  }

  @Test(arguments: widths) func settingsRow(width: CGFloat) {
    assertLayoutSnapshot(of: SettingsRowNode(title: "Notifications", value: "On", isOn: true), width: width)
  }

  @Test(arguments: widths) func sectionHeader(width: CGFloat) {
    assertLayoutSnapshot(
      of: SectionHeaderNode(title: "Trending", subtitle: "Popular this week"), width: width)
  }

  @Test func feedCellDiagram() {
    let node = FeedCellNode(author: "Hannah Banana", age: "2h", avatarURL: nil, photoURL: nil)
    assertLayoutSnapshot(of: node, width: 375, style: .diagram, annotations: [.size, .ratio, .spacing, .insets])
  }
}
