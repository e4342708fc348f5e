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
