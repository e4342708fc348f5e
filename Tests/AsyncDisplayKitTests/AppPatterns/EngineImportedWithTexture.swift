// A file that imports the engine, Foundation, UIKit and Texture together: every Texture name has one meaning.
import Foundation
import TextureLayout
import UIKit
import AsyncDisplayKit

final class EngineAndTextureNode: ASCellNode, @unchecked Sendable {
  let title = ASTextNode()

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
    title.attributedText = NSAttributedString(string: "Row")
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let stack = ASStackLayoutSpec.horizontal()
    stack.horizontalAlignment = .left
    stack.children?.append(title)
    return stack
  }
}

extension NSObject {
  /// An app's extension on `NSObject`, which reaches nodes as it does on iOS.
  var appReuseIdentifier: String { String(describing: type(of: self)) }
}
