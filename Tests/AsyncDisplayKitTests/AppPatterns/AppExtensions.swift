import AsyncDisplayKit

// Extensions as apps declare them on UIKit's and Texture's types.

extension UIEdgeInsets {
  /// An app's initializer with defaulted parameters that starts from `self.init()`: it must reach UIKit's
  /// zero-argument initializer, not itself.
  init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
    self.init()
    left = horizontal
    right = horizontal
    top = vertical
    bottom = vertical
  }
}

extension ASTextNode {
  /// An app's convenience initializer that sets the text after `self.init()`.
  convenience init(text: String, style: UIFont.TextStyle) {
    self.init()
    attributedText = NSAttributedString(
      string: text,
      attributes: [
        .font: UIFont.preferredFont(forTextStyle: style),
        .foregroundColor: #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1),
      ])
  }
}

extension ASImageNode {
  /// An app's convenience initializer that sets the image.
  convenience init(squareOf side: CGFloat) {
    self.init()
    image = UIImage(size: CGSize(width: side, height: side))
  }
}

/// A node of an app's with a `content` property of its own, which Texture's node class leaves free.
final class ContentHoldingNode<Content: ASDisplayNode>: ASDisplayNode, @unchecked Sendable {
  let content: Content

  init(content: Content) {
    self.content = content
    super.init()
    automaticallyManagesSubnodes = true
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    ASInsetLayoutSpec(insets: UIEdgeInsets(horizontal: 8, vertical: 4), child: content)
  }
}
