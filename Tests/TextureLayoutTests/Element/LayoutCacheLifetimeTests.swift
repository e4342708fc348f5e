import Foundation
import Testing

@testable import TextureLayout

/// A laid-out tree is freed when its last outside reference goes: the layout cache keeps no element alive.
@Suite struct LayoutCacheLifetimeTests {
  @Test func laidOutTreeIsFreed() {
    weak var weakStack: StackLayoutSpec?
    weak var weakLeaf: DisplayNode?
    do {
      let leaf = DisplayNode()
      leaf.style.preferredSize = CGSize(width: 10, height: 10)
      let stack = StackLayoutSpec(children: [InsetLayoutSpec(insets: EdgeInsets(all: 2), child: leaf)])
      weakStack = stack
      weakLeaf = leaf
      let layout = stack.layoutThatFits(.unconstrained)
      #expect(layout.size == CGSize(width: 14, height: 14))
      #expect(stack.layoutThatFits(.unconstrained).element === stack)
    }
    #expect(weakStack == nil)
    #expect(weakLeaf == nil)
  }

  @Test func cacheHitRebuildsTheSameLayout() {
    let node = CountingNode(intrinsicSize: CGSize(width: 10.2, height: 10))
    let first = node.layoutThatFits(.unconstrained)
    let second = node.layoutThatFits(.unconstrained)
    #expect(node.calculations == 1)
    #expect(second.element === node)
    #expect(second.size == first.size)
    #expect(second.size.width == 10.5)
  }
}
