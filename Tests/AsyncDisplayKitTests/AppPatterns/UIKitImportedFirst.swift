// A node file as apps write it: UIKit imported first, then Texture. `ASDisplayNode` must name Texture's node
// class here, which it could not while the engine also declared the name.
import UIKit
import AsyncDisplayKit

final class UIKitFirstNode: ASDisplayNode, @unchecked Sendable {
  let badge = ASDisplayNode()

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
    badge.style.preferredSize = CGSize(width: 24, height: 24)
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: badge)
  }
}
