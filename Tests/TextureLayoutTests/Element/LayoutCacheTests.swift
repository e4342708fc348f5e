import Foundation
import Testing

@testable import TextureLayout

/// Each element keeps its last few layouts, each for one constrained size, parent size and pixel grid.
@Suite struct LayoutCacheTests {
  let range = ASSizeRangeMake(.zero, CGSize(width: 200, height: 100))

  /// A hit returns the same layout without calculating again.
  @Test func hitReturnsTheSameLayoutWithoutRecalculating() {
    let node = CountingNode(intrinsicSize: CGSize(width: 30, height: 20))
    let first = node.layoutThatFits(range)
    let second = node.layoutThatFits(range)
    #expect(node.calculations == 1)
    #expect(second.element === first.element && second.size == first.size)
    #expect(second.size == CGSize(width: 30, height: 20))
  }

  /// Another range, another parent size or another grid recalculates; a range asked for before, among the
  /// last four, does not.
  @Test func missesOnAnotherRangeParentSizeOrGrid() throws {
    let node = CountingNode(intrinsicSize: CGSize(width: 30, height: 20))
    _ = node.layoutThatFits(range)
    _ = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 100, height: 100)))
    #expect(node.calculations == 2)
    _ = node.layoutThatFits(range)
    #expect(node.calculations == 2)
    _ = node.layoutThatFits(range, parentSize: CGSize(width: 500, height: 500))
    #expect(node.calculations == 3)
    _ = node.layoutThatFits(range, parentSize: CGSize(width: 500, height: 500))
    #expect(node.calculations == 3)
    try PixelGrid.withCurrent(PixelGrid(scale: 3)) {
      _ = node.layoutThatFits(range, parentSize: CGSize(width: 500, height: 500))
    }
    #expect(node.calculations == 4)
  }

  /// Four layouts are kept, the least recently used given up first.
  @Test func theLeastRecentlyUsedOfFourIsGivenUp() {
    let node = CountingNode(intrinsicSize: CGSize(width: 30, height: 20))
    func ask(_ width: CGFloat) {
      _ = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: width, height: 100)))
    }
    for width: CGFloat in [10, 20, 30, 40] { ask(width) }
    ask(10)
    #expect(node.calculations == 4)
    ask(50)  // gives up 20, the least recently used
    ask(10)
    ask(30)
    #expect(node.calculations == 5)
    ask(20)
    #expect(node.calculations == 6)
  }

  /// A second identical question during a pass is answered from the cache: the pass's work counts the
  /// layouts calculated, and the second adds none.
  @Test func aSecondIdenticalQueryIsServedFromTheCache() {
    let stack = StackLayoutSpec(direction: .vertical, children: [boxNode("a", 10, 10), boxNode("b", 20, 10)])
    let work = LayoutWork(limit: 100)
    LayoutWork.withCurrent(work) { _ = stack.layoutThatFits(range, parentSize: range.max) }
    let first = work.layoutsCalculated
    LayoutWork.withCurrent(work) { _ = stack.layoutThatFits(range, parentSize: range.max) }
    #expect(first >= 1)
    #expect(work.layoutsCalculated == first)
  }

  /// An element of the engine's own class whose style has no fraction lays out alike for every parent
  /// size, so a question that differs only in the parent size is answered from the cache; one whose
  /// width is a fraction of the parent's is not.
  @Test func parentSizesThatResolveAlikeShareALayout() throws {
    let stack = StackLayoutSpec(direction: .vertical, children: [boxNode("a", 10, 10)])
    let work = LayoutWork(limit: 100)
    func ask(_ parentWidth: CGFloat) -> Int {
      let before = work.layoutsCalculated
      LayoutWork.withCurrent(work) {
        _ = stack.layoutThatFits(range, parentSize: CGSize(width: parentWidth, height: .nan))
      }
      return work.layoutsCalculated - before
    }
    #expect(ask(300) == 1)
    #expect(ask(400) == 0)
    stack.style.width = try .fraction(0.25)
    #expect(ask(300) == 1)
    #expect(ask(400) == 1)
    #expect(ask(300) == 0)
  }

  /// An undefined (NaN) parent size matches itself, though NaN is not equal to NaN.
  @Test func undefinedParentSizeHits() {
    let node = CountingNode(intrinsicSize: CGSize(width: 30, height: 20))
    _ = node.layoutThatFits(range, parentSize: ASLayoutElementParentSizeUndefined)
    _ = node.layoutThatFits(range, parentSize: ASLayoutElementParentSizeUndefined)
    #expect(node.calculations == 1)
  }

  /// Changing a child's style invalidates its own and its parents' caches.
  @Test func changingAChildsStyleInvalidatesTheParent() {
    let node = CountingNode(intrinsicSize: CGSize(width: 30, height: 20))
    let spec = CountingSpec(child: node)
    let root = InsetLayoutSpec(insets: EdgeInsets(all: 5), child: spec)
    #expect(root.layoutThatFits(range).size == CGSize(width: 40, height: 30))
    _ = root.layoutThatFits(range)
    #expect(spec.calculations == 1 && node.calculations == 1)

    node.style.preferredSize = CGSize(width: 50, height: 40)
    #expect(root.layoutThatFits(range).size == CGSize(width: 60, height: 50))
    #expect(spec.calculations == 2 && node.calculations == 2)
  }

  /// A node laid out through its layout spec block is the parent of the spec the block returns, so changing a
  /// subnode's style invalidates the node (as Texture's `setNeedsLayout` reaches the supernode).
  @Test func changingASubnodesStyleInvalidatesTheHostNode() {
    let subnode = CountingNode(intrinsicSize: CGSize(width: 30, height: 20))
    let host = DisplayNode(debugName: "host")
    host.layoutSpecBlock = { _, _ in InsetLayoutSpec(insets: EdgeInsets(all: 5), child: subnode) }
    #expect(host.layoutThatFits(range).size == CGSize(width: 40, height: 30))
    _ = host.layoutThatFits(range)
    #expect(subnode.calculations == 1)
    subnode.style.preferredSize = CGSize(width: 50, height: 40)
    #expect(host.layoutThatFits(range).size == CGSize(width: 60, height: 50))
  }

  /// Changing a spec's property or children invalidates it.
  @Test func changingASpecInvalidatesIt() {
    let node = CountingNode(intrinsicSize: CGSize(width: 30, height: 20))
    let inset = InsetLayoutSpec(insets: EdgeInsets(all: 5), child: node)
    let root = CountingSpec(child: inset)
    _ = root.layoutThatFits(range)
    inset.insets = EdgeInsets(all: 10)
    #expect(root.layoutThatFits(range).size == CGSize(width: 50, height: 40))
    #expect(root.calculations == 2)
    inset.child = CountingNode("other", intrinsicSize: CGSize(width: 10, height: 10))
    #expect(root.layoutThatFits(range).size == CGSize(width: 30, height: 30))
    #expect(root.calculations == 3)
  }

  /// A display node's content change invalidates it.
  @Test func changingContentInvalidates() {
    struct Fixed: IntrinsicContent {
      var size: CGSize
      func sizeThatFits(_ constrainedSize: CGSize) -> CGSize { size }
    }
    let node = DisplayNode(content: Fixed(size: CGSize(width: 12, height: 8)))
    #expect(node.layoutThatFits(range).size == CGSize(width: 12, height: 8))
    node.intrinsicContent = Fixed(size: CGSize(width: 14, height: 9))
    #expect(node.layoutThatFits(range).size == CGSize(width: 14, height: 9))
  }

  /// A layout calculated while a child changed (here, by the spec itself, standing in for another thread) is
  /// stale and not cached: the next request calculates again and sees the change.
  @Test func layoutCalculatedAcrossAnInvalidationIsNotCached() {
    let child = CountingNode(intrinsicSize: CGSize(width: 30, height: 20))
    let spec = ChangingSpec(child: child)
    #expect(spec.layoutThatFits(range).size == CGSize(width: 30, height: 20))
    #expect(spec.layoutThatFits(range).size == CGSize(width: 50, height: 50))
    _ = spec.layoutThatFits(range)
    #expect(spec.calculations == 2)
  }
}

/// A spec that, the first time it calculates, changes its child's style after measuring it.
private final class ChangingSpec: LayoutSpec, @unchecked Sendable {
  private let counterLock = NSLock()
  private var count = 0

  init(child: any LayoutElement) {
    super.init(children: [child])
  }

  var calculations: Int { counterLock.withLock { count } }

  override func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    let isFirst = counterLock.withLock {
      count += 1
      return count == 1
    }
    let sublayout = children![0].layoutThatFits(constrainedSize).positioned(at: .zero)
    if isFirst { children![0].style.preferredSize = CGSize(width: 50, height: 50) }
    return Layout(element: self, size: sublayout.size, sublayouts: [sublayout])
  }
}
