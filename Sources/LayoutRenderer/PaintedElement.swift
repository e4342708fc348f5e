import Foundation
import TextureLayout

/// One element of a layout as the renderer sees it: its frame in the root's coordinates, ceiled to the pixel
/// grid, its place in the tree and its appearance.
struct PaintedElement {
  /// The element laid out.
  let element: any LayoutElement
  /// The element's frame in root points: its absolute origin ceiled as Texture's flattening does, and its size.
  let frame: CGRect
  /// Index of the parent in the paint list; `nil` for the root.
  let parent: Int?
  /// Indices of the children in the paint list, in tree order.
  var children: [Int] = []
  /// Name, fill and stroke.
  let appearance: ElementAppearance

  /// Whether this is the layout's root.
  var isRoot: Bool { parent == nil }

  /// Whether the element draws content (text or an image) that annotations must not cover.
  var hasContent: Bool {
    (element as? DisplayNode)?.content is any DrawableContent
  }

  /// Whether the element is too small to hold labels: under 20 points on a side. Labels stay off it and
  /// point at its center.
  var isSmall: Bool {
    frame.width < 20 || frame.height < 20
  }

  /// The name shown in diagrams: the appearance's, else the element's debug name.
  var name: String? {
    let name = appearance.name ?? element.debugName
    return name?.isEmpty == false ? name : nil
  }
}

/// The elements of a layout in paint order: a pre-order walk in tree order, a parent before its children.
struct PaintList {
  /// Every element of the layout, the root first.
  private(set) var elements: [PaintedElement] = []

  /// Walks `layout` and places each element on `grid`.
  ///
  /// Specs place children without rounding; Texture ceils a display node's origin once, relative to the
  /// display node it is flattened into (`-[ASLayout filteredNodeLayoutTree]`). So each element's origin is the
  /// ceiled origin of its nearest display-node ancestor (the root counts as one) plus the ceiled, unrounded
  /// sum of the positions below that ancestor.
  init(
    layout: Layout, grid: PixelGrid, appearance: (any LayoutElement) -> ElementAppearance
  ) {
    struct Pending {
      let layout: Layout
      let parent: Int?
      let anchor: CGPoint
      let offset: CGPoint
    }
    var pending = [Pending(layout: layout, parent: nil, anchor: .zero, offset: .zero)]
    while let next = pending.popLast() {
      let ceiledOffset = grid.ceil(next.offset)
      var origin = CGPoint(x: next.anchor.x + ceiledOffset.x, y: next.anchor.y + ceiledOffset.y)
      if !origin.x.isFinite || !origin.y.isFinite { origin = next.anchor }
      let index = elements.count
      elements.append(
        PaintedElement(
          element: next.layout.element, frame: CGRect(origin: origin, size: next.layout.size),
          parent: next.parent, appearance: appearance(next.layout.element)))
      if let parent = next.parent { elements[parent].children.append(index) }
      let startsAnchor = next.parent == nil || next.layout.type == .displayNode
      for child in next.layout.sublayouts.reversed() {
        let position = child.position ?? .zero
        let offset =
          startsAnchor ? position : CGPoint(x: next.offset.x + position.x, y: next.offset.y + position.y)
        pending.append(
          Pending(
            layout: child, parent: index, anchor: startsAnchor ? origin : next.anchor,
            offset: offset))
      }
    }
  }
}
