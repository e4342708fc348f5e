import Foundation

/// A layout of a tree with its frame in the root's coordinates, after Texture's pixel ceiling, and where it
/// sits in the tree.
public struct PlacedLayout: Sendable {
  /// The layout.
  public let layout: Layout
  /// The frame in the root's coordinates: its absolute origin ceiled as Texture's flattening does, and its
  /// size. The root's origin is zero.
  public let frame: CGRect
  /// The index of the parent among the placed layouts; `nil` for the root.
  public let parent: Int?
  /// Layouts above this one; 0 for the root.
  public let depth: Int
  /// The ceiled absolute origin before a coordinate that is not finite is replaced, as flattening keeps it.
  let ceiledOrigin: CGPoint
}

extension Layout {
  /// Every layout of the tree in tree order (pre-order, a parent before its children), each with its frame
  /// in this layout's coordinates after Texture's pixel ceiling: the one place that rule is written.
  ///
  /// Specs place children without rounding; Texture ceils a display node's origin once, relative to the
  /// display node it is flattened into (`-[ASLayout filteredNodeLayoutTree]`). So each layout's origin is the
  /// ceiled origin of its nearest display-node ancestor (this layout counts as one) plus the ceiled,
  /// unrounded sum of the positions below that ancestor. A coordinate that is not finite (an infinite inset
  /// in an unbounded range) reads as that ancestor's, as `ASLayout`'s frame reads it as zero. `grid`
  /// defaults to the current one.
  public func placedLayouts(on grid: PixelGrid? = nil) -> [PlacedLayout] {
    var placed: [PlacedLayout] = []
    forEachPlacedLayout(on: grid) { placed.append($0) }
    return placed
  }

  /// Calls `body` with each placed layout of `placedLayouts(on:)`, in the same order, without making the
  /// array: for a walk that keeps only a little of each.
  public func forEachPlacedLayout(on grid: PixelGrid? = nil, _ body: (PlacedLayout) -> Void) {
    forEachPlacedLayout(on: grid ?? .current, descendingIntoNodes: true, body)
  }

  /// Visits the placed layouts of `placedLayouts(on:)` in order; below the root, a display node's own
  /// children are visited only when `descendingIntoNodes`.
  func forEachPlacedLayout(
    on grid: PixelGrid, descendingIntoNodes: Bool, _ body: (PlacedLayout) -> Void
  ) {
    struct Pending {
      let layout: Layout
      let parent: Int?
      let depth: Int
      let anchor: CGPoint
      let offset: CGPoint
    }
    var pending = [Pending(layout: self, parent: nil, depth: 0, anchor: .zero, offset: .zero)]
    var count = 0
    while let next = pending.popLast() {
      let ceiledOffset = grid.ceil(next.offset)
      let ceiled = CGPoint(x: next.anchor.x + ceiledOffset.x, y: next.anchor.y + ceiledOffset.y)
      let origin = CGPoint(
        x: ceiled.x.isFinite ? ceiled.x : next.anchor.x, y: ceiled.y.isFinite ? ceiled.y : next.anchor.y)
      let index = count
      count += 1
      body(
        PlacedLayout(
          layout: next.layout, frame: CGRect(origin: origin, size: next.layout.size), parent: next.parent,
          depth: next.depth, ceiledOrigin: ceiled))
      let isNode = next.parent != nil && next.layout.type == .displayNode
      if isNode && !descendingIntoNodes { continue }
      let startsAnchor = next.parent == nil || isNode
      for child in next.layout.sublayouts.reversed() {
        let position = child.position ?? .zero
        let offset =
          startsAnchor ? position : CGPoint(x: next.offset.x + position.x, y: next.offset.y + position.y)
        pending.append(
          Pending(
            layout: child, parent: index, depth: next.depth + 1, anchor: startsAnchor ? origin : next.anchor,
            offset: offset))
      }
    }
  }
}
