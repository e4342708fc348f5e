import Foundation
import Testing

@testable import TextureLayout

/// A recorded layout keeps its elements only while it lives: a stack's calculation, which its record is
/// worked out from, does not keep the recorder that keeps it, so the recording and every element it names
/// are freed with the layout. A process that records layout after layout (a docs build, a test run) holds
/// only the ones it still uses.
@Suite struct RecordingLifetimeTests {
  static func stack(nestedIn depth: Int) -> LayoutElementBase {
    let leaf = DisplayNode()
    leaf.style.preferredSize = CGSize(width: 10, height: 4)
    var element: LayoutElementBase = StackLayoutSpec(
      direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .start, children: [leaf])
    for _ in 0..<depth {
      element = StackLayoutSpec(
        direction: .vertical, spacing: 1, justifyContent: .start, alignItems: .stretch,
        flexWrap: .wrap, children: [element, DisplayNode()])
    }
    return element
  }

  @Test(arguments: [0, 3]) func aRecordedStackIsFreedWithItsLayout(depth: Int) {
    weak var root: LayoutElementBase?
    weak var leaf: LayoutElementBase?
    do {
      let stack = Self.stack(nestedIn: depth)
      root = stack
      var innermost: LayoutElementBase = stack
      while let first = innermost.sublayoutElements.first { innermost = first as! LayoutElementBase }
      leaf = innermost
      let recorded = calculateRecordedRootLayout(
        stack, sizeRange: SizeRange(min: .zero, max: CGSize(width: 100, height: 100)))
      #expect(recorded.records[innermost] != nil)
      #expect(recorded.layout.size.width == 10)
    }
    #expect(root == nil, "the root outlives its recorded layout")
    #expect(leaf == nil, "the leaf outlives its recorded layout")
  }
}
