import Foundation
import TextureLayout

/// A recorded layout as the rules read it: every element once, in tree order, with its sizing record, its
/// frame in the root's coordinates and its parent.
///
/// The tree keeps each element's place, not its record: a record is worked out when a rule reads it and
/// kept, in its node, while the rules read its neighborhood (`NodeCache`), so that diagnosing a large document holds
/// a few thousand records at a time rather than one per element beside the layout.
struct DiagnosedTree {
  /// One element of the tree, as the rules read it: a class, because a sizing record is large and the rules
  /// pass nodes around many times each.
  final class Node {
    /// The element.
    let element: any LayoutElement
    /// How its size came about; `nil` when its parent did not lay it out.
    let record: SizingRecord?
    /// Its frame in the root's coordinates, as drawn; `nil` when its parent did not lay it out.
    let frame: CGRect?
    /// The index of its parent; `nil` for the root.
    let parent: Int?
    /// The indices of its children, in the order its parent lays them out.
    let children: [Int]

    init(element: any LayoutElement, record: SizingRecord?, frame: CGRect?, parent: Int?, children: [Int]) {
      self.element = element
      self.record = record
      self.frame = frame
      self.parent = parent
      self.children = children
    }
  }

  /// One element's place in the tree, without its record.
  private struct Place {
    let element: any LayoutElement
    let frame: CGRect?
    let parent: Int?
    var children: [Int] = []
  }

  /// Every element in tree order, the root first.
  private var places: [Place] = []
  private let records: SizingRecords
  private let cache = NodeCache()

  /// The tree of `recorded`: the elements its layout placed, then each element's children that were not
  /// laid out (a spec that dropped a child), each under its parent.
  init(layout: Layout, records: SizingRecords) {
    self.records = records
    // The frames as drawn: the engine's one walk of placed layouts, parents before their children.
    layout.forEachPlacedLayout(on: records.pixelGrid) { entry in
      let index = places.count
      places.append(Place(element: entry.layout.element, frame: entry.frame, parent: entry.parent))
      if let parent = entry.parent { places[parent].children.append(index) }
    }
    // The array grows as unplaced children are added, so their own children are visited too. An element
    // has one parent, so a child is placed when it is among its parent's placed children: a set of those
    // at a time rather than of every element.
    var index = 0
    while index < places.count {
      defer { index += 1 }
      let sublayouts = places[index].element.sublayoutElements
      guard !sublayouts.isEmpty else { continue }
      var placed = Set(places[index].children.map { ObjectIdentifier(places[$0].element) })
      for child in sublayouts where placed.insert(ObjectIdentifier(child)).inserted {
        places[index].children.append(places.count)
        places.append(Place(element: child, frame: nil, parent: index))
      }
    }
  }

  /// The indices of the elements, in tree order.
  var indices: Range<Int> { places.indices }

  /// The node at `index`, with its record.
  subscript(index: Int) -> Node {
    cache.node(at: index) {
      let place = places[index]
      return Node(
        element: place.element, record: place.frame == nil ? nil : records[place.element], frame: place.frame,
        parent: place.parent,
        children: place.children)
    }
  }

  /// The frame of the element at `index` in the root's coordinates, as drawn, without working out its
  /// record; `nil` when its parent did not lay it out.
  func frame(at index: Int) -> CGRect? { places[index].frame }

  /// The parent of the node at `index`, if it has one.
  func parent(of index: Int) -> Node? { places[index].parent.map { self[$0] } }
}

/// The nodes the rules read last, by element index: a rule reads an element's node with its parent's and
/// its children's, and the rules walk the tree in order, so a few thousand recent nodes answer nearly every
/// read. Emptied when full. The two nodes read last are kept apart too: every rule starts from its element and its parent.
private final class NodeCache {
  private var nodes: [Int: DiagnosedTree.Node] = [:]
  private var last: DiagnosedTree.Node?
  private var lastIndex = -1
  private var previous: (index: Int, node: DiagnosedTree.Node)?
  private static let capacity = 4_096

  func node(at index: Int, _ make: () -> DiagnosedTree.Node) -> DiagnosedTree.Node {
    if index == lastIndex, let last { return last }
    if let previous, previous.index == index { return previous.node }
    let node: DiagnosedTree.Node
    if let known = nodes[index] {
      node = known
    } else {
      if nodes.count >= Self.capacity { nodes.removeAll(keepingCapacity: true) }
      node = make()
      nodes[index] = node
    }
    if let last { previous = (lastIndex, last) }
    last = node
    lastIndex = index
    return node
  }
}
