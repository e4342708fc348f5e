import AsyncDisplayKit

/// A list's section header: a title over a subtitle at the left, a "See all" button pushed right by a
/// spacer, inside the screen's margins.
public final class SectionHeaderNode: ASDisplayNode {
  let titleNode = ASTextNode()
  let subtitleNode = ASTextNode()
  let seeAllButton = ASButtonNode()

  public init(title: String, subtitle: String) {
    super.init()
    automaticallyManagesSubnodes = true
    titleNode.attributedText = NSAttributedString(
      string: title, attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
    subtitleNode.attributedText = NSAttributedString(
      string: subtitle, attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.gray])
    seeAllButton.setTitle("See all", with: .systemFont(ofSize: 15), with: .systemBlue, for: .normal)
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let titles = ASStackLayoutSpec.vertical()
    titles.spacing = 2
    titles.children = [titleNode, subtitleNode]
    titles.style.flexShrink = 1
    let spacer = ASLayoutSpec()
    spacer.style.flexGrow = 1
    let row = ASStackLayoutSpec(
      direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .end,
      children: [titles, spacer, seeAllButton])
    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 24, left: 16, bottom: 8, right: 16), child: row)
  }
}
