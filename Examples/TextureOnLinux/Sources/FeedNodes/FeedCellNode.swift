import AsyncDisplayKit

/// A photo feed's cell: the author's avatar, name and the post's age over a full-width photo kept at 4:5.
public final class FeedCellNode: ASCellNode {
  let avatarNode = ASNetworkImageNode()
  let nameNode = ASTextNode()
  let timeNode = ASTextNode()
  let photoNode = ASNetworkImageNode()

  public init(author: String, age: String, avatarURL: URL?, photoURL: URL?) {
    super.init()
    automaticallyManagesSubnodes = true
    avatarNode.url = avatarURL
    avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
    avatarNode.cornerRadius = 20
    nameNode.attributedText = NSAttributedString(
      string: author, attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.black])
    nameNode.maximumNumberOfLines = 1
    timeNode.attributedText = NSAttributedString(
      string: age, attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.gray])
    photoNode.url = photoURL
    photoNode.placeholderColor = UIColor(white: 0.85, alpha: 1)
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    nameNode.style.flexShrink = 1
    nameNode.style.flexGrow = 1
    let header = ASStackLayoutSpec(
      direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .center,
      children: [avatarNode, nameNode, timeNode])
    let photo = ASRatioLayoutSpec(ratio: 1.25, child: photoNode)
    return ASStackLayoutSpec(
      direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
      children: [
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12), child: header),
        photo,
      ])
  }
}
