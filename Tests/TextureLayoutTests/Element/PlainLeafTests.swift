import Foundation
import Testing

@testable import TextureLayout

/// A plain leaf (a `DisplayNode` without content or layout spec block) computes its layout without the
/// sizing chain and without the cache; these tests hold it to the chain's answers.
struct PlainLeafTests {
  /// A subclass that overrides nothing, so that it takes the whole cached sizing chain.
  final class ChainNode: DisplayNode, @unchecked Sendable {}

  struct Fixed: IntrinsicContent {
    var size: CGSize
    func sizeThatFits(_ constrainedSize: CGSize) -> CGSize { size }
  }

  static let sizes: [LayoutElementSize] = {
    var points = LayoutElementSize()
    points.width = Dimension(uncheckedUnit: .points, value: 10.2)
    points.height = Dimension(uncheckedUnit: .points, value: 7)
    var fractions = LayoutElementSize()
    fractions.width = Dimension(uncheckedUnit: .fraction, value: 0.5)
    fractions.maxHeight = Dimension(uncheckedUnit: .fraction, value: 0.25)
    var bounds = LayoutElementSize()
    bounds.minWidth = Dimension(uncheckedUnit: .points, value: 30)
    bounds.width = Dimension(uncheckedUnit: .points, value: 20)
    bounds.maxHeight = Dimension(uncheckedUnit: .points, value: 5)
    return [LayoutElementSize(), points, fractions, bounds]
  }()

  static let ranges: [SizeRange] = [
    .unconstrained,
    SizeRange(uncheckedMin: CGSize(width: 5, height: 0), max: CGSize(width: 5, height: CGFloat.infinity)),
    SizeRange(uncheckedMin: .zero, max: CGSize(width: 100, height: 40)),
    SizeRange(uncheckedMin: CGSize(width: 60, height: 60), max: CGSize(width: 60, height: 60)),
  ]

  static let parentSizes: [CGSize] = [
    undefinedParentSize, CGSize(width: 200, height: 80), CGSize(width: 33.3, height: .nan),
  ]

  @Test(arguments: sizes)
  func plainLeafMatchesTheSizingChain(size: LayoutElementSize) throws {
    let plain = DisplayNode()
    let chain = ChainNode()
    plain.style.size = size
    chain.style.size = size
    for grid in [PixelGrid.retina, try PixelGrid(scale: 3)] {
      for range in Self.ranges {
        for parentSize in Self.parentSizes {
          let actual = PixelGrid.withCurrent(grid) {
            plain.layoutThatFits(range, parentSize: parentSize)
          }
          let chained = PixelGrid.withCurrent(grid) {
            chain.layoutThatFits(range, parentSize: parentSize)
          }
          #expect(
            actual.size == chained.size, "\(size) in \(range), parent \(parentSize), scale \(grid.scale)")
          #expect(actual.element === plain)
          #expect(actual.sublayouts.isEmpty)
        }
      }
    }
  }

  /// Content of a fixed size, as a document's `box: {size}` or an image makes.
  struct FixedSize: IntrinsicContent {
    var size: CGSize
    func sizeThatFits(_ constrainedSize: CGSize) -> CGSize { size }
    var hasFixedSize: Bool { true }
  }

  /// A leaf whose content has a fixed size takes the plain leaf's uncached path: its answers are the whole
  /// cached chain's, style size and range applied, for sizes above, below and between the range's bounds,
  /// and a recorded layout gives the same.
  @Test(arguments: sizes)
  func fixedContentLeafMatchesTheSizingChain(size: LayoutElementSize) throws {
    for contentSize in [CGSize(width: 12.3, height: 8), CGSize(width: 70, height: 50), .zero] {
      let leaf = DisplayNode(content: FixedSize(size: contentSize))
      let chain = ChainNode(content: FixedSize(size: contentSize))
      leaf.style.size = size
      chain.style.size = size
      for grid in [PixelGrid.retina, try PixelGrid(scale: 3)] {
        for range in Self.ranges {
          for parentSize in Self.parentSizes {
            let actual = PixelGrid.withCurrent(grid) { leaf.layoutThatFits(range, parentSize: parentSize) }
            let chained = PixelGrid.withCurrent(grid) { chain.layoutThatFits(range, parentSize: parentSize) }
            #expect(actual.size == chained.size, "\(contentSize) \(size) in \(range), parent \(parentSize)")
          }
          let recorded = calculateRecordedRootLayout(leaf, sizeRange: range, pixelGrid: grid)
          #expect(recorded.layout.size == calculateRootLayout(chain, sizeRange: range, pixelGrid: grid).size)
          #expect(recorded.records[leaf]?.width.wanted == contentSize.width)
        }
      }
    }
  }

  @Test func styleChangeReachesAPlainLeaf() {
    let plain = DisplayNode()
    plain.style.preferredSize = CGSize(width: 10, height: 10)
    #expect(plain.layoutThatFits(.unconstrained).size == CGSize(width: 10, height: 10))
    plain.style.width = Dimension(uncheckedUnit: .fraction, value: 0.5)
    #expect(plain.layoutThatFits(.unconstrained, parentSize: CGSize(width: 50, height: 50)).size.width == 25)
  }

  @Test func contentAndBlockTakeTheNodeOffThePlainPath() {
    let node = DisplayNode()
    let range = SizeRange(uncheckedMin: .zero, max: CGSize(width: 100, height: 100))
    #expect(node.layoutThatFits(range).size == CGSize(width: 100, height: 100))
    node.intrinsicContent = Fixed(size: CGSize(width: 12, height: 8))
    #expect(node.layoutThatFits(range).size == CGSize(width: 12, height: 8))
    node.intrinsicContent = nil
    #expect(node.layoutThatFits(range).size == CGSize(width: 100, height: 100))
    let child = DisplayNode()
    child.style.preferredSize = CGSize(width: 7, height: 3)
    node.layoutSpecBlock = { _, _ in WrapperLayoutSpec(layoutElement: child) }
    let withBlock = node.layoutThatFits(range)
    #expect(withBlock.size == CGSize(width: 7, height: 3))
    #expect(withBlock.sublayouts.count == 1)
    node.layoutSpecBlock = nil
    #expect(node.layoutThatFits(range).size == CGSize(width: 100, height: 100))
  }
}
