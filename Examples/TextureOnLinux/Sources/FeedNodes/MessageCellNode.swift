import UIKit
import AsyncDisplayKit

/// A chat message cell written as app code writes it: UIKit imported beside Texture, Dynamic Type fonts,
/// color literals, an app's convenience initializer and inset helper, accessibility, a layer styled in
/// `didLoad` and a touch override. An avatar 36pt square, then the sender's name over a bubble holding the
/// message, 10pt apart, all inside 12pt vertical and 16pt horizontal insets.
public final class MessageCellNode: ASCellNode {
  let avatarNode = ASImageNode()
  let senderNode: ASTextNode
  let bubbleNode = ASDisplayNode()
  let messageNode: ASTextNode

  public init(sender: String, message: String) {
    senderNode = ASTextNode(text: sender, style: .footnote, color: #colorLiteral(red: 0.43, green: 0.43, blue: 0.45, alpha: 1))
    messageNode = ASTextNode(text: message, style: .body, color: .white)
    super.init()
    automaticallyManagesSubnodes = true
    selectionStyle = .none
    avatarNode.image = UIImage(size: CGSize(width: 36, height: 36))
    avatarNode.style.preferredSize = CGSize(width: 36, height: 36)
    bubbleNode.backgroundColor = #colorLiteral(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
    isAccessibilityElement = true
    accessibilityLabel = "\(sender): \(message)"
    accessibilityTraits = .staticText
  }

  public override func didLoad() {
    super.didLoad()
    avatarNode.layer.cornerRadius = 18
    bubbleNode.layer.cornerRadius = 14
  }

  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    UIView.animate(withDuration: 0.15) { self.bubbleNode.alpha = 0.8 }
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let bubble = ASBackgroundLayoutSpec(
      child: ASInsetLayoutSpec(insets: UIEdgeInsets(horizontal: 12, vertical: 8), child: messageNode),
      background: bubbleNode)
    bubble.style.flexShrink = 1
    let column = ASStackLayoutSpec.vertical()
    column.spacing = 4
    column.alignItems = .start
    column.children = [senderNode, bubble]
    column.style.flexShrink = 1
    let row = ASStackLayoutSpec.horizontal()
    row.spacing = 10
    row.alignItems = .start
    row.children = [avatarNode, column]
    return ASInsetLayoutSpec(insets: UIEdgeInsets(horizontal: 16, vertical: 12), child: row)
  }
}

extension ASTextNode {
  /// The app's way of making a label: text in a Dynamic Type style and a color.
  convenience init(text: String, style: UIFont.TextStyle, color: UIColor) {
    self.init()
    attributedText = NSAttributedString(
      string: text, attributes: [.font: UIFont.preferredFont(forTextStyle: style), .foregroundColor: color])
  }
}

extension UIEdgeInsets {
  /// The app's inset helper, starting from UIKit's zero insets.
  init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
    self.init()
    left = horizontal
    right = horizontal
    top = vertical
    bottom = vertical
  }
}
