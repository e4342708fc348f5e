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

  /// A child links to its parent's core, strongly: the parent is still freed while the child lives, and the
  /// child's link moves to its next parent, whose cached layout the child's changes then clear.
  @Test func parentIsFreedWhileItsChildLives() {
    let leaf = DisplayNode()
    leaf.style.preferredSize = CGSize(width: 10, height: 10)
    weak var weakStack: StackLayoutSpec?
    do {
      let stack = StackLayoutSpec(children: [leaf])
      weakStack = stack
      #expect(stack.layoutThatFits(.unconstrained).size == CGSize(width: 10, height: 10))
    }
    #expect(weakStack == nil)
    let other = InsetLayoutSpec(insets: EdgeInsets(all: 1), child: leaf)
    #expect(other.layoutThatFits(.unconstrained).size == CGSize(width: 12, height: 12))
    leaf.style.preferredSize = CGSize(width: 20, height: 10)
    #expect(other.layoutThatFits(.unconstrained).size == CGSize(width: 22, height: 12))
  }

  /// A node's last spec is freed with the node, though the spec's children link to it.
  @Test func nodeWithLayoutSpecBlockIsFreed() {
    weak var weakNode: DisplayNode?
    weak var weakChild: DisplayNode?
    do {
      let child = DisplayNode()
      child.style.preferredSize = CGSize(width: 5, height: 5)
      let node = DisplayNode()
      node.layoutSpecBlock = { _, _ in InsetLayoutSpec(insets: EdgeInsets(all: 1), child: child) }
      weakNode = node
      weakChild = child
      #expect(node.layoutThatFits(.unconstrained).size == CGSize(width: 7, height: 7))
    }
    #expect(weakNode == nil)
    #expect(weakChild == nil)
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
