import Foundation

extension Layout {
  /// Whether the layout is already flat: unplaced, with only childless display nodes below it.
  public var isFlattened: Bool {
    position == nil && sublayouts.allSatisfy { $0.type == .displayNode && $0.sublayouts.isEmpty }
  }

  /// Texture's `filteredNodeLayoutTree`: the display nodes below this layout, in tree order, each at its
  /// absolute position ceiled to the pixel grid once, with no specs between them and this layout.
  /// A node's own children stay inside that node and are not lifted.
  public func flattened() -> Layout {
    if isFlattened { return self }
    let grid = PixelGrid.current
    var nodes: [Layout] = []
    forEachPlacedLayout(on: grid, descendingIntoNodes: false) { placed in
      guard placed.parent != nil, placed.layout.type == .displayNode else { return }
      var node = placed.layout
      node.position = placed.ceiledOrigin
      node.sublayouts = []
      nodes.append(node)
    }
    return Layout(element: element, size: size, sublayouts: nodes, grid: grid)
  }

  /// Visits this layout and every layout below it in tree order (pre-order), with its depth (0 here) and its
  /// absolute origin: the unrounded sum of positions from this layout down, this layout's own position
  /// counted as zero.
  public func forEachLayout(
    _ body: (_ layout: Layout, _ depth: Int, _ absoluteOrigin: CGPoint) throws -> Void
  )
    rethrows
  {
    var pending: [(layout: Layout, depth: Int, origin: CGPoint)] = [(self, 0, .zero)]
    while let (layout, depth, origin) = pending.popLast() {
      try body(layout, depth, origin)
      for child in layout.sublayouts.reversed() {
        let offset = child.position ?? .zero
        pending.append((child, depth + 1, CGPoint(x: origin.x + offset.x, y: origin.y + offset.y)))
      }
    }
  }
}
