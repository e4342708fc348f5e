import Foundation
import Testing

@testable import TextureLayout

/// Changes below a node that lays out subnodes through a spec reach the node's cached layout.
@Suite struct LayoutCacheInvalidationTests {
  @Test func subnodeStyleChangeInvalidatesHostNode() throws {
    let subnode = DisplayNode()
    subnode.style.preferredSize = CGSize(width: 10, height: 10)
    let host = DisplayNode()
    host.layoutSpecBlock = { _, _ in InsetLayoutSpec(insets: EdgeInsets(all: 5), child: subnode) }
    let range = SizeRange.unconstrained
    #expect(host.layoutThatFits(range).size == CGSize(width: 20, height: 20))
    subnode.style.preferredSize = CGSize(width: 30, height: 10)
    #expect(host.layoutThatFits(range).size == CGSize(width: 40, height: 20))
  }
}
