import Foundation
import TextureLayout

/// One element of a layout as the renderer sees it: its frame in the root's coordinates, ceiled to the pixel
/// grid, its place in the tree and its appearance.
struct PaintedElement {
  /// The element laid out.
  let element: any LayoutElement
  /// The element's frame in root points: its absolute origin ceiled as Texture's flattening does, and its size.
  var frame: CGRect
  /// Whether the element is drawn away from its laid-out frame, in a lower layer of exploded layers.
  var isOffsetLayer = false
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
    (element as? DisplayNode)?.intrinsicContent is any DrawableContent
  }

  /// Whether the element draws text, whose measured height a figure leaves out unless asked.
  var hasText: Bool {
    (element as? DisplayNode)?.intrinsicContent is PangoTextContent
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
  /// The layout painted.
  let layout: Layout
  /// Every element of the layout, the root first.
  private(set) var elements: [PaintedElement] = []
  /// The element the figure is about, when it focuses on one.
  var focus: Int?

  /// Whether the element at `index` is the focused one or inside it (every element when there is no
  /// focus).
  func isInFocus(_ index: Int) -> Bool {
    guard let focus else { return true }
    var current: Int? = index
    while let this = current {
      if this == focus { return true }
      current = elements[this].parent
    }
    return false
  }

  /// Walks `layout` and places each element on `grid`, by the pixel-ceiling rule of
  /// `Layout.placedLayouts(on:)`.
  init(
    layout: Layout, grid: PixelGrid, appearance: (any LayoutElement) -> ElementAppearance
  ) {
    self.layout = layout
    for placed in layout.placedLayouts(on: grid) {
      let index = elements.count
      elements.append(
        PaintedElement(
          element: placed.layout.element, frame: placed.frame, parent: placed.parent,
          appearance: appearance(placed.layout.element)))
      if let parent = placed.parent { elements[parent].children.append(index) }
    }
  }

  /// How far up and right a lower layer is drawn in exploded layers.
  static let layerOffset: CGFloat = 8

  /// Moves the lower of two layers that share their spec's frame (an overlay's child, a background's
  /// background: painted first) up and to the right, with everything in it, so that the upper one is seen
  /// to lie on it. Only drawing moves; the layout and its values are the same.
  mutating func explodeLayers() {
    for index in elements.indices {
      guard elements[index].element is OverlayLayoutSpec || elements[index].element is BackgroundLayoutSpec,
        elements[index].children.count == 2
      else { continue }
      let frame = elements[index].frame
      let (under, over) = (elements[index].children[0], elements[index].children[1])
      guard Self.sameFrame(elements[under].frame, frame), Self.sameFrame(elements[over].frame, frame) else {
        continue
      }
      var pending = [under]
      while let next = pending.popLast() {
        elements[next].frame = elements[next].frame.offsetBy(dx: Self.layerOffset, dy: -Self.layerOffset)
        elements[next].isOffsetLayer = true
        pending += elements[next].children
      }
    }
  }

  private static func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
      && abs(a.height - b.height) < 0.01
  }
}
