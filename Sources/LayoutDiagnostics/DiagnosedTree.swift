import Foundation
import TextureLayout

/// A recorded layout as the rules read it: every element once, in tree order, with its sizing record, its
/// frame in the root's coordinates and its parent. Made once, so that each record is worked out once
/// however many rules read it.
struct DiagnosedTree {
  /// One element of the tree.
  struct Node {
    /// The element.
    let element: any LayoutElement
    /// How its size came about; `nil` when its parent did not lay it out.
    let record: SizingRecord?
    /// Its frame in the root's coordinates, unrounded; `nil` when its parent did not lay it out.
    let frame: CGRect?
    /// The index of its parent; `nil` for the root.
    let parent: Int?
    /// The indices of its children, in the order its parent lays them out.
    var children: [Int] = []
  }

  /// Every element in tree order, the root first.
  private(set) var nodes: [Node] = []

  /// The tree of `recorded`: the elements its layout placed, then each element's children that were not
  /// laid out (a spec that dropped a child), each under its parent.
  init(layout: Layout, records: SizingRecords) {
    var placed = Set<ObjectIdentifier>()
    var pending: [(layout: Layout, parent: Int?, origin: CGPoint)] = [(layout, nil, .zero)]
    while let (layout, parent, origin) = pending.popLast() {
      let index = nodes.count
      nodes.append(
        Node(
          element: layout.element, record: records[layout.element],
          frame: CGRect(origin: origin, size: layout.size), parent: parent))
      if let parent { nodes[parent].children.append(index) }
      placed.insert(ObjectIdentifier(layout.element))
      for child in layout.sublayouts.reversed() {
        let position = child.position ?? .zero
        let childOrigin = CGPoint(
          x: origin.x + (position.x.isFinite ? position.x : 0),
          y: origin.y + (position.y.isFinite ? position.y : 0))
        pending.append((child, index, childOrigin))
      }
    }
    // The array grows as unplaced children are added, so their own children are visited too.
    var index = 0
    while index < nodes.count {
      defer { index += 1 }
      for child in nodes[index].element.sublayoutElements where !placed.contains(ObjectIdentifier(child)) {
        placed.insert(ObjectIdentifier(child))
        nodes[index].children.append(nodes.count)
        nodes.append(Node(element: child, record: nil, frame: nil, parent: index))
      }
    }
  }

  /// The node at `index`.
  subscript(index: Int) -> Node { nodes[index] }

  /// The parent of the node at `index`, if it has one.
  func parent(of index: Int) -> Node? { nodes[index].parent.map { nodes[$0] } }
}
