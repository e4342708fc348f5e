import AsyncDisplayKit

/// A shop's product page: the product image at 4:3, its name and price, and an add-to-cart button.
public final class ProductPageNode: ASDisplayNode {
  let imageNode = ASNetworkImageNode()
  let titleNode = ASTextNode()
  let priceNode = ASTextNode()
  let addButton = ASButtonNode()

  public init(title: String, price: String) {
    super.init()
    automaticallyManagesSubnodes = true
    imageNode.placeholderColor = UIColor(red: 0.7, green: 0.85, blue: 0.95, alpha: 1)
    titleNode.attributedText = NSAttributedString(
      string: title, attributes: [.font: UIFont.systemFont(ofSize: 22, weight: .semibold)])
    titleNode.maximumNumberOfLines = 2
    priceNode.attributedText = NSAttributedString(
      string: price,
      attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemGreen])
    addButton.setTitle("Add to cart", with: .boldSystemFont(ofSize: 16), with: .white, for: .normal)
    addButton.contentEdgeInsets = UIEdgeInsets(top: 12, left: 24, bottom: 12, right: 24)
  }

  public override func didLoad() {
    super.didLoad()
    backgroundColor = .white
    addButton.backgroundColor = .systemBlue
    addButton.cornerRadius = 8
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let details = ASStackLayoutSpec.vertical()
    details.spacing = 8
    details.alignItems = .start
    details.children = [titleNode, priceNode, addButton]
    return ASStackLayoutSpec(
      direction: .vertical, spacing: 16, justifyContent: .start, alignItems: .stretch,
      children: [
        ASRatioLayoutSpec(ratio: 0.75, child: imageNode),
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 16, bottom: 16, right: 16), child: details),
      ])
  }
}
