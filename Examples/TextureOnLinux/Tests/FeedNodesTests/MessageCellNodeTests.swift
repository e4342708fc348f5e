import AsyncDisplayKit
import Foundation
import LayoutTestSupport
import Testing

@testable import FeedNodes

/// The message cell, written as app code is, laid out with the frames its spec gives: facts worked out
/// from the node's code (36pt avatar at the 16pt and 12pt insets, the column 10pt after it, the bubble 4pt
/// under the name, the message 12pt and 8pt inside the bubble), and its snapshot.
@Suite(.serialized) struct MessageCellNodeTests {
  private let range = ASSizeRange(
    min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.greatestFiniteMagnitude))

  @Test func framesFollowTheSpec() {
    let cell = MessageCellNode(sender: "Ana", message: "Are we still on for Saturday's hike?")
    let size = cell.layoutThatFits(range).size
    #expect(cell.avatarNode.frame == CGRect(x: 16, y: 12, width: 36, height: 36))
    #expect(cell.senderNode.frame.origin == CGPoint(x: 62, y: 12))
    let message = cell.messageNode.frame
    let bubble = cell.bubbleNode.frame
    #expect(bubble.minY == cell.senderNode.frame.maxY + 4)
    #expect(message.minX == bubble.minX + 12 && message.minY == bubble.minY + 8)
    #expect(bubble.maxX == message.maxX + 12 && bubble.maxY == message.maxY + 8)
    #expect(bubble.maxX <= 375 - 16)
    #expect(size.height == bubble.maxY + 12)
    #expect(cell.accessibilityLabel == "Ana: Are we still on for Saturday's hike?")
  }

  /// At accessibility large, body text is 33pt (17pt at the default large) and footnote text 27pt (13pt):
  /// the message and the name grow by about those ratios, and the cell with them.
  @Test func largerTextSizesGrowTheTexts() {
    defer { UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .large) }
    let standard = MessageCellNode(sender: "Ana", message: "Are we still on?")
    let standardSize = standard.layoutThatFits(range).size
    UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    let large = MessageCellNode(sender: "Ana", message: "Are we still on?")
    let largeSize = large.layoutThatFits(range).size
    #expect(large.messageNode.frame.height > standard.messageNode.frame.height * 1.8)
    #expect(large.senderNode.frame.height > standard.senderNode.frame.height * 1.8)
    #expect(largeSize.height > standardSize.height)
  }

  @Test func snapshot() {
    let cell = MessageCellNode(sender: "Ana", message: "Are we still on for Saturday's hike? I can bring snacks.")
    assertLayoutSnapshot(of: cell, width: 375)
  }
}
