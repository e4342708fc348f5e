import AsyncDisplayKit

/// A settings row: a title, then a spacer, the current value and a switch-like button at the right.
public final class SettingsRowNode: ASDisplayNode {
  let titleNode = ASTextNode()
  let valueNode = ASTextNode()
  let switchButton = ASButtonNode()

  public init(title: String, value: String, isOn: Bool) {
    super.init()
    automaticallyManagesSubnodes = true
    titleNode.attributedText = NSAttributedString(
      string: title, attributes: [.font: UIFont.systemFont(ofSize: 17)])
    titleNode.maximumNumberOfLines = 1
    valueNode.attributedText = NSAttributedString(
      string: value, attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.gray])
    switchButton.style.preferredSize = CGSize(width: 51, height: 31)
    switchButton.isSelected = isOn
  }

  public override func didLoad() {
    super.didLoad()
    backgroundColor = .white
    switchButton.backgroundColor = switchButton.isSelected ? .systemGreen : .lightGray
    switchButton.cornerRadius = 15.5
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    titleNode.style.flexShrink = 1
    let spacer = ASLayoutSpec()
    spacer.style.flexGrow = 1
    let row = ASStackLayoutSpec(
      direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
      children: [titleNode, spacer, valueNode, switchButton])
    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: row)
  }
}
