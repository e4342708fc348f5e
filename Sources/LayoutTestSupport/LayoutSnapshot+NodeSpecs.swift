import Foundation
import TextureLayout

extension LayoutSnapshot {
  /// A node's layout as its diagram draws it: the node, and inside it the spec that arranges its subnodes,
  /// recorded and not flattened, so that the spec's insets, ratios and spacing can be drawn. Texture
  /// flattens a node's layout to its subnodes, and the snapshot's frames keep that form; a figure of the
  /// node is about how its spec placed them. Any other element (a spec, a leaf node) is recorded as it is.
  func diagramLayout(of element: any LayoutElement, grid: PixelGrid) -> (
    layout: Layout, records: SizingRecords
  ) {
    guard let node = element as? DisplayNode else {
      // A spec or a leaf: recorded as it is, so that what its specs did (a ratio, a shift) can be drawn.
      let recorded = calculateRecordedRootLayout(element, sizeRange: sizeRange, pixelGrid: grid)
      return (recorded.layout, recorded.records)
    }
    // The range the node hands its spec: the snapshot's, narrowed by the node's own style size.
    let range = sizeRange.intersect(node.style.size.resolve(parentSize: sizeRange.max))
    let spec: (any LayoutElement)? =
      node.layoutSpecBlock.map { block in block(node, range) } ?? node.layoutSpecThatFits(range)
    guard let spec else {
      let recorded = calculateRecordedRootLayout(node, sizeRange: sizeRange, pixelGrid: grid)
      return (recorded.layout, recorded.records)
    }
    let recorded = calculateRecordedRootLayout(spec, sizeRange: range, pixelGrid: grid)
    let layout = PixelGrid.withCurrent(grid) {
      Layout(
        element: node, size: recorded.layout.size, sublayouts: [recorded.layout.positioned(at: .zero)])
    }
    return (layout, recorded.records)
  }
}
