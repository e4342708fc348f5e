import Foundation
import TextureLayout

/// The frames of a laid-out document as the contract's JSON: the root's size, then every element once in
/// tree order with its kind, name and frame in points.
///
/// Sizes are the layouts' (ceiled to the pixel grid when made). Positions follow Texture's flattening: an
/// element's `x`/`y` is its absolute origin ceiled to the grid minus its parent's ceiled absolute origin.
public struct FramesReport: Sendable {
  /// One element's entry, in tree order.
  public struct Entry: Hashable, Sendable {
    /// Elements above this one; 0 for the root.
    public var depth: Int
    /// The element's kind; `nil` for an element not from the document.
    public var kind: ElementKind?
    /// The element's name.
    public var name: String?
    /// The frame in the parent's coordinates, as printed.
    public var frame: CGRect
  }

  /// The root layout's size.
  public var size: CGSize
  /// Every element in tree order.
  public var entries: [Entry]

  /// The frames of `layout`, a layout of `document`'s root.
  ///
  /// The walk follows the element tree (`sublayoutElements`, the contract's tree order) and finds each
  /// element's layout among its parent layout's sublayouts, so every element is listed once. An element its
  /// parent did not lay out is listed at its parent's origin with a zero size.
  public init(document: DiagramDocument, layout: Layout) {
    let grid = document.pixelGrid
    size = layout.size
    var entries: [Entry] = []
    var pending:
      [(element: any LayoutElement, layout: Layout?, depth: Int, origin: CGPoint, parent: CGPoint)] = [
        (layout.element, layout, 0, .zero, .zero)
      ]
    while let (element, elementLayout, depth, origin, parent) = pending.popLast() {
      let ceiled = elementLayout == nil ? parent : grid.ceil(origin)
      let info = document.element(for: element)
      entries.append(
        Entry(
          depth: depth, kind: info?.kind, name: info?.name ?? element.debugName,
          frame: CGRect(
            x: ceiled.x - parent.x, y: ceiled.y - parent.y, width: elementLayout?.size.width ?? 0,
            height: elementLayout?.size.height ?? 0)))
      let sublayouts = elementLayout?.sublayouts ?? []
      var layoutIndex: [ObjectIdentifier: Int] = [:]
      for (index, sublayout) in sublayouts.enumerated()
      where layoutIndex[ObjectIdentifier(sublayout.element)] == nil {
        layoutIndex[ObjectIdentifier(sublayout.element)] = index
      }
      for child in element.sublayoutElements.reversed() {
        let childLayout = layoutIndex[ObjectIdentifier(child)].map { sublayouts[$0] }
        let offset = childLayout?.position ?? .zero
        pending.append(
          (child, childLayout, depth + 1, CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), ceiled))
      }
    }
    self.entries = entries
  }

  /// The JSON text: `{"size": …, "root": {"kind", "name", "frame", "children": [...]}}`, one element per
  /// line, indented by depth (at most 40 levels of indentation, so deep trees stay small).
  public var json: String {
    var out =
      "{\"size\": {\"width\": \(JSONNumber.text(size.width)), \"height\": \(JSONNumber.text(size.height))},\n"
    out += " \"root\": "
    var previousDepth = -1
    for entry in entries {
      if previousDepth >= 0 {
        if entry.depth > previousDepth {
          out += "\n"
        } else {
          out += String(repeating: "]}", count: previousDepth - entry.depth + 1) + ",\n"
        }
        out += String(repeating: "  ", count: min(entry.depth, 40) + 1)
      }
      out += Self.object(entry)
      previousDepth = entry.depth
    }
    out += String(repeating: "]}", count: previousDepth + 1) + "}\n"
    return out
  }

  private static func object(_ entry: Entry) -> String {
    var text = "{\"kind\": \(JSONNumber.string(entry.kind?.rawValue ?? "element"))"
    if let name = entry.name { text += ", \"name\": \(JSONNumber.string(name))" }
    let frame = entry.frame
    text +=
      ", \"frame\": {\"x\": \(JSONNumber.text(frame.origin.x)), \"y\": \(JSONNumber.text(frame.origin.y)), "
      + "\"width\": \(JSONNumber.text(frame.size.width)), \"height\": \(JSONNumber.text(frame.size.height))}"
    return text + ", \"children\": ["
  }
}
