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
    /// Its frame in the root's coordinates, as drawn; `nil` when its parent did not lay it out.
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
    // The frames as drawn: the engine's one walk of placed layouts, parents before their children.
    for entry in layout.placedLayouts(on: records.pixelGrid) {
      let index = nodes.count
      nodes.append(
        Node(
          element: entry.layout.element, record: records[entry.layout.element], frame: entry.frame,
          parent: entry.parent))
      if let parent = entry.parent { nodes[parent].children.append(index) }
      placed.insert(ObjectIdentifier(entry.layout.element))
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
