import Foundation
import LayoutDiagnostics
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
    /// What the diagnostics found about the element, when the layout was recorded.
    public var diagnostics: [LayoutDiagnostic] = []
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

  /// The frames of a recorded layout of `document`'s root, each entry with its element's sizing record and
  /// diagnostics.
  public init(document: DiagramDocument, recorded: RecordedLayout, diagnosing: Bool = true) {
    self.init(
      document: document, layout: recorded.layout, records: recorded.records,
      diagnosis: diagnosing ? LayoutDiagnosis(recorded) : nil)
  }

  private init(
    document: DiagramDocument, layout: Layout, records: SizingRecords?, diagnosis: LayoutDiagnosis? = nil
  ) {
    size = layout.size
    var entries: [Entry] = []
    Self.walk(document: document, layout: layout, records: records, diagnosis: diagnosis) {
      entries.append($0)
    }
    self.entries = entries
  }

  /// Calls `body` with each element's entry in tree order, as it walks: the one walk of the report and of
  /// `write(document:layout:records:to:)`, which never holds every entry at once.
  private static func walk(
    document: DiagramDocument, layout: Layout, records: SizingRecords?, diagnosis: LayoutDiagnosis?,
    _ body: (Entry) -> Void
  ) {
    // Of each placed layout, only its frame, its element and its children are needed.
    var frames: [CGRect] = []
    var placedElements: [ObjectIdentifier] = []
    var childIndices: [[Int]] = []
    frames.reserveCapacity(document.elementCount)
    placedElements.reserveCapacity(document.elementCount)
    childIndices.reserveCapacity(document.elementCount)
    layout.forEachPlacedLayout(on: document.pixelGrid) { entry in
      if let parent = entry.parent { childIndices[parent].append(frames.count) }
      frames.append(entry.frame)
      placedElements.append(ObjectIdentifier(entry.layout.element))
      childIndices.append([])
    }
    var pending: [(element: any LayoutElement, placed: Int?, depth: Int, parentOrigin: CGPoint)] = [
      (layout.element, 0, 0, .zero)
    ]
    var expectedPosition = 0
    while let (element, index, depth, parentOrigin) = pending.popLast() {
      let frame = index.map { frames[$0] } ?? CGRect(origin: parentOrigin, size: .zero)
      let info = document.kindAndName(of: element, expectedAt: expectedPosition)
      if let info { expectedPosition = info.position + 1 }
      body(
        Entry(
          depth: depth, kind: info?.kind, name: info?.name ?? element.debugName,
          frame: CGRect(
            x: frame.minX - parentOrigin.x, y: frame.minY - parentOrigin.y, width: frame.width,
            height: frame.height),
          sizing: records?[element], diagnostics: diagnosis?[element] ?? []))
      let placedChildren = index.map { childIndices[$0] } ?? []
      let children = element.sublayoutElements
      // Specs lay their children out in order and a document never shares an element, so the placed
      // children are usually the children one for one; only when they are not is a table made.
      let inOrder =
        placedChildren.count == children.count
        && zip(children, placedChildren).allSatisfy {
          ObjectIdentifier($0) == placedElements[$1]
        }
      let childIndex = inOrder ? [:] : Self.firstIndices(of: placedChildren, in: placedElements)
      for (position, child) in children.enumerated().reversed() {
        let found = inOrder ? placedChildren[position] : childIndex[ObjectIdentifier(child)]
        pending.append((child, found, depth + 1, frame.origin))
      }
    }
  }

  /// Calls `body` with each element's entry of a recorded layout, its record and (when `diagnosing`) its
  /// diagnostics with it, in tree order as the walk goes: for reports written as they walk.
  public static func forEachEntry(
    document: DiagramDocument, recorded: RecordedLayout, diagnosing: Bool = true, _ body: (Entry) -> Void
  ) {
    walk(
      document: document, layout: recorded.layout, records: recorded.records,
      diagnosis: diagnosing ? LayoutDiagnosis(recorded) : nil, body)
  }

  /// The first of `indices` (into `placed`) at which each element was placed.
  private static func firstIndices(of indices: [Int], in placed: [ObjectIdentifier]) -> [ObjectIdentifier:
    Int]
  {
    var table: [ObjectIdentifier: Int] = [:]
    for index in indices where table[placed[index]] == nil {
      table[placed[index]] = index
    }
    return table
  }

  /// The JSON text: `{"size": …, "root": {"kind", "name", "frame", "children": [...]}}`, one element per
  /// line, indented by depth (at most 40 levels of indentation, so deep trees stay small).
  public var json: String {
    var out = ""
    var writer = JSONWriter(size: size) { out += $0 }
    for entry in entries { writer.add(entry) }
    writer.finish()
    return out
  }

  /// Writes the JSON of `layout` (with `records`, when given) to `output` in pieces as it walks the tree:
  /// the same text as `json`, without holding every entry, or the whole text, at once.
  public static func write(
    document: DiagramDocument, layout: Layout, to output: @escaping (String) -> Void
  ) {
    var writer = JSONWriter(size: layout.size, output: output)
    walk(document: document, layout: layout, records: nil, diagnosis: nil) { writer.add($0) }
    writer.finish()
  }

  /// Writes the JSON of a recorded layout, each element with its sizing record and its diagnostics, in
  /// pieces as `write(document:layout:to:)` does.
  public static func write(
    document: DiagramDocument, recorded: RecordedLayout, to output: @escaping (String) -> Void
  ) {
    var writer = JSONWriter(size: recorded.layout.size, output: output)
    walk(
      document: document, layout: recorded.layout, records: recorded.records,
      diagnosis: LayoutDiagnosis(recorded)
    ) { writer.add($0) }
    writer.finish()
  }

  /// The report's JSON written entry by entry into bytes, handed on in chunks of about 64 KB: a report of
  /// hundreds of thousands of elements is mostly numbers and punctuation, which bytes take without the
  /// small strings that interpolation makes for each.
  private struct JSONWriter {
    let output: (String) -> Void
    var buffer: [UInt8] = []
    var previousDepth = -1

    init(size: CGSize, output: @escaping (String) -> Void) {
      self.output = output
      buffer.reserveCapacity(70_000)
      append("{\"size\": {\"width\": ")
      appendNumber(size.width)
      append(", \"height\": ")
      appendNumber(size.height)
      append("},\n \"root\": ")
    }

    mutating func add(_ entry: Entry) {
      if previousDepth >= 0 {
        if entry.depth > previousDepth {
          buffer.append(UInt8(ascii: "\n"))
        } else {
          for _ in 0...(previousDepth - entry.depth) { append("]}") }
          append(",\n")
        }
        for _ in 0...min(entry.depth, 40) { append("  ") }
      }
      appendObject(entry)
      previousDepth = entry.depth
      if buffer.count > 65_536 { flush() }
    }

    mutating func finish() {
      for _ in 0..<(previousDepth + 1) { append("]}") }
      append("}\n")
      flush()
    }

    private mutating func flush() {
      output(String(decoding: buffer, as: UTF8.self))
      buffer.removeAll(keepingCapacity: true)
    }

    private mutating func append(_ text: String) {
      buffer.append(contentsOf: text.utf8)
    }

    /// A number as `JSONNumber.text` writes it; whole numbers, the common case, digit by digit.
    private mutating func appendNumber(_ value: CGFloat) {
      guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else {
        append(JSONNumber.text(value))
        return
      }
      var whole = Int64(value)
      if whole == 0 {
        buffer.append(UInt8(ascii: "0"))
        return
      }
      if whole < 0 {
        buffer.append(UInt8(ascii: "-"))
        whole = -whole
      }
      let start = buffer.count
      while whole > 0 {
        buffer.append(UInt8(ascii: "0") + UInt8(whole % 10))
        whole /= 10
      }
      buffer[start...].reverse()
    }

    /// Each kind as a JSON string, made once rather than once per element.
    private static let kindStrings = Dictionary(
      uniqueKeysWithValues: ElementKind.allCases.map { ($0, JSONNumber.string($0.rawValue)) })

    private mutating func appendObject(_ entry: Entry) {
      append("{\"kind\": ")
      append(entry.kind.map { Self.kindStrings[$0]! } ?? JSONNumber.string("element"))
      if let name = entry.name {
        append(", \"name\": ")
        append(JSONNumber.string(name))
      }
      let frame = entry.frame
      append(", \"frame\": {\"x\": ")
      appendNumber(frame.origin.x)
      append(", \"y\": ")
      appendNumber(frame.origin.y)
      append(", \"width\": ")
      appendNumber(frame.size.width)
      append(", \"height\": ")
      appendNumber(frame.size.height)
      append("}")
      if let sizing = entry.sizing {
        append(", \"sizing\": ")
        append(SizingJSON.object(sizing))
        append(", \"diagnostics\": ")
        append(DiagnosticJSON.array(entry.diagnostics))
      }
      append(", \"children\": [")
    }
  }
}
