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
    /// How the element's size came about, when the layout was recorded.
    public var sizing: SizingRecord?
  }

  /// The root layout's size.
  public var size: CGSize
  /// Every element in tree order.
  public var entries: [Entry]

  /// The frames of `layout`, a layout of `document`'s root, placed by `Layout.placedLayouts(on:)`.
  ///
  /// The walk follows the element tree (`sublayoutElements`, the contract's tree order) and finds each
  /// element's placed layout among its parent layout's children, so every element is listed once. An element
  /// its parent did not lay out is listed at its parent's origin with a zero size.
  public init(document: DiagramDocument, layout: Layout) {
    self.init(document: document, layout: layout, records: nil)
  }

  /// The frames of a recorded layout of `document`'s root, each entry with its element's sizing record.
  public init(document: DiagramDocument, recorded: RecordedLayout) {
    self.init(document: document, layout: recorded.layout, records: recorded.records)
  }

  private init(document: DiagramDocument, layout: Layout, records: SizingRecords?) {
    size = layout.size
    let placed = layout.placedLayouts(on: document.pixelGrid)
    var childIndices = [[Int]](repeating: [], count: placed.count)
    for (index, entry) in placed.enumerated() {
      if let parent = entry.parent { childIndices[parent].append(index) }
    }
    var entries: [Entry] = []
    var pending: [(element: any LayoutElement, placed: Int?, depth: Int, parentOrigin: CGPoint)] = [
      (layout.element, 0, 0, .zero)
    ]
    while let (element, index, depth, parentOrigin) = pending.popLast() {
      let frame = index.map { placed[$0].frame } ?? CGRect(origin: parentOrigin, size: .zero)
      let info = document.element(for: element)
      entries.append(
        Entry(
          depth: depth, kind: info?.kind, name: info?.name ?? element.debugName,
          frame: CGRect(
            x: frame.minX - parentOrigin.x, y: frame.minY - parentOrigin.y, width: frame.width,
            height: frame.height),
          sizing: records?[element]))
      var childIndex: [ObjectIdentifier: Int] = [:]
      for child in index.map({ childIndices[$0] }) ?? []
      where childIndex[ObjectIdentifier(placed[child].layout.element)] == nil {
        childIndex[ObjectIdentifier(placed[child].layout.element)] = child
      }
      for child in element.sublayoutElements.reversed() {
        pending.append((child, childIndex[ObjectIdentifier(child)], depth + 1, frame.origin))
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
    if let sizing = entry.sizing { text += ", \"sizing\": \(SizingJSON.object(sizing))" }
    return text + ", \"children\": ["
  }
}
