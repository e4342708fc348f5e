import Foundation
import DiagramValues
import TextureLayout
import Yams

/// Builds TextureLayout elements from a document's `root` (and everything below it), recording what the
/// document says about each element.
struct ElementBuilder {
  /// The most elements one document may hold: a guard against YAML aliases that multiply a tree, large
  /// enough for the 100,000-cell feed benchmark (700,001 elements).
  static let maximumElementCount = 1_000_000

  /// The keys every element may have besides its one kind key.
  static let commonKeys = ["name", "style", "fill", "stroke", "annotate", "note"]

  /// The directory `image` paths are relative to.
  let baseDirectory: URL
  /// Measures text and images.
  let measurer: any ContentMeasuring
  /// What the document says about each element built so far.
  private(set) var elements: [ObjectIdentifier: DocumentElement] = [:]

  init(baseDirectory: URL, measurer: any ContentMeasuring) {
    self.baseDirectory = baseDirectory
    self.measurer = measurer
  }

  /// Builds the element written at `node`, `depth` elements below the root.
  mutating func build(_ node: DocumentNode, depth: Int = 0) throws(DocumentError) -> any LayoutElement {
    guard depth < YAMLReader.maximumElementDepth else {
      throw node.error(.elementsTooDeep(limit: YAMLReader.maximumElementDepth))
    }
    guard elements.count < Self.maximumElementCount else {
      throw node.error(.tooManyElements(limit: Self.maximumElementCount))
    }
    let allKeys = ElementKind.allCases.map(\.rawValue) + Self.commonKeys
    let reader = try MappingReader(node, allowed: allKeys, what: "an element")
    let kinds = reader.entries.filter { ElementKind(rawValue: $0.key) != nil }
    guard let kindEntry = kinds.first, let kind = ElementKind(rawValue: kindEntry.key) else {
      throw node.error(.noKind(expected: ElementKind.allCases.map(\.rawValue)))
    }
    if kinds.count > 1 {
      let second = kinds[1]
      throw second.keyNode.error(.twoKinds(kindEntry.key, second.key), about: node)
    }
    let name = try reader["name"]?.string()
    let fill = try reader["fill"]?.color()
    let stroke = try reader["stroke"]?.color()
    let note = try reader["note"]?.string()
    var addedAnnotations: Set<AnnotationKind> = []
    var removedAnnotations: Set<AnnotationKind> = []
    if let annotate = reader["annotate"] {
      for item in try annotate.sequence() {
        let (kind, removes) = try Self.annotationChange(item)
        if removes { removedAnnotations.insert(kind) } else { addedAnnotations.insert(kind) }
      }
    }
    let (element, content) = try makeElement(kind, kindEntry.value, depth: depth)
    if let styleNode = reader["style"] {
      var style = element.style
      try StyleDecoder.apply(styleNode, to: &style)
      element.style = style
    }
    if let name, let base = element as? LayoutElementBase { base.debugName = name }
    elements[ObjectIdentifier(element)] = DocumentElement(
      kind: kind, name: name, fill: fill, stroke: stroke, content: content, location: node.location,
      keyPath: node.path, addedAnnotations: addedAnnotations, removedAnnotations: removedAnnotations,
      note: note)
    return element
  }

  /// One item of an element's `annotate:` list: a kind to add (`size`, `+size`) or remove (`-size`).
  private static func annotationChange(_ item: DocumentNode) throws(DocumentError) -> (
    AnnotationKind, removes: Bool
  ) {
    let text = try item.string()
    let removes = text.hasPrefix("-")
    let name = removes || text.hasPrefix("+") ? String(text.dropFirst()) : text
    let names = EnumNames.annotation.map(\.key)
    guard let kind = EnumNames.annotation.first(where: { $0.key == name })?.value else {
      throw item.error(
        .unknownAnnotation(name, suggestion: NameSuggestion.nearest(to: name, in: names), expected: names))
    }
    return (kind, removes)
  }

  /// The element of one kind from the kind's own mapping.
  private mutating func makeElement(_ kind: ElementKind, _ node: DocumentNode, depth: Int)
    throws(DocumentError) -> (any LayoutElement, ElementContent?)
  {
    let child = depth + 1
    switch kind {
    case .box:
      let reader = try properties(node, kind, ["size"])
      let size = try reader["size"]?.size()
      return (DisplayNode(content: size.map { FixedSizeContent(size: $0) }), nil)
    case .text:
      return try makeText(node)
    case .image:
      return try makeImage(node)
    case .stack:
      return (try makeStack(node, depth: child), nil)
    case .inset:
      let reader = try properties(node, kind, ["insets", "child"])
      let insets = try reader["insets"]?.insets() ?? .zero
      return (InsetLayoutSpec(insets: insets, child: try required(reader, "child", depth: child)), nil)
    case .overlay:
      let reader = try properties(node, kind, ["child", "overlay"])
      let content = try required(reader, "child", depth: child)
      return (OverlayLayoutSpec(child: content, overlay: try required(reader, "overlay", depth: child)), nil)
    case .background:
      let reader = try properties(node, kind, ["child", "background"])
      let background = try required(reader, "background", depth: child)
      return (
        BackgroundLayoutSpec(child: try required(reader, "child", depth: child), background: background), nil
      )
    case .center:
      let reader = try properties(node, kind, ["centeringOptions", "sizingOptions", "child"])
      let centering = try reader["centeringOptions"]?.oneOf(EnumNames.centeringOptions) ?? .none
      let sizing = try reader["sizingOptions"]?.oneOf(EnumNames.centerSizingOptions) ?? .default
      let spec = CenterLayoutSpec(
        centeringOptions: centering, sizingOptions: sizing, child: try required(reader, "child", depth: child)
      )
      return (spec, nil)
    case .ratio:
      let reader = try properties(node, kind, ["ratio", "child"])
      let ratioNode = try reader.required("ratio", what: "height ÷ width, a positive number")
      let ratio = try ratioNode.number([.negativeAllowed])
      guard RatioLayoutSpec.isValidRatio(ratio) else {
        throw ratioNode.error(.ratioNotPositive(ratioNode.shown))
      }
      return (RatioLayoutSpec(ratio: ratio, child: try required(reader, "child", depth: child)), nil)
    case .relative:
      let reader = try properties(
        node, kind, ["horizontalPosition", "verticalPosition", "sizingOption", "child"])
      let spec = RelativeLayoutSpec(
        horizontalPosition: try reader["horizontalPosition"]?.oneOf(EnumNames.relativePosition) ?? .none,
        verticalPosition: try reader["verticalPosition"]?.oneOf(EnumNames.relativePosition) ?? .none,
        sizingOption: try reader["sizingOption"]?.oneOf(EnumNames.relativeSizingOption) ?? .default,
        child: try required(reader, "child", depth: child))
      return (spec, nil)
    case .absolute:
      let reader = try properties(node, kind, ["sizing", "children"])
      let sizing = try reader["sizing"]?.oneOf(EnumNames.absoluteSizing) ?? .default
      return (AbsoluteLayoutSpec(sizing: sizing, children: try children(reader, depth: child)), nil)
    case .static:
      // The contract reads `static` as `absolute` with default sizing, but Texture's ASStaticLayoutSpec
      // sizes to fit its children; Texture's code wins, so this is StaticLayoutSpec (sizeToFit).
      let reader = try properties(node, kind, ["children"])
      return (StaticLayoutSpec(children: try children(reader, depth: child)), nil)
    case .corner:
      return (try makeCorner(node, depth: child), nil)
    case .wrapper:
      let reader = try properties(node, kind, ["child", "children"])
      if reader["child"] != nil, let second = reader.entries.first(where: { $0.key == "children" }) {
        throw second.keyNode.error(.wrapperChildAndChildren, about: node)
      }
      if reader["child"] != nil {
        return (WrapperLayoutSpec(layoutElement: try required(reader, "child", depth: child)), nil)
      }
      guard reader["children"] != nil else {
        throw node.error(.wrapperWithoutChildren)
      }
      return (WrapperLayoutSpec(layoutElements: try children(reader, depth: child)), nil)
    }
  }

  private func properties(_ node: DocumentNode, _ kind: ElementKind, _ keys: [String]) throws(DocumentError)
    -> MappingReader
  {
    try MappingReader(node, allowed: keys, what: kind.rawValue, nullIsEmpty: true)
  }

  private mutating func required(_ reader: MappingReader, _ key: String, depth: Int) throws(DocumentError)
    -> any LayoutElement
  {
    try build(reader.required(key, what: "an element"), depth: depth)
  }

  private mutating func children(_ reader: MappingReader, depth: Int) throws(DocumentError)
    -> [any LayoutElement]
  {
    guard let list = reader["children"] else { return [] }
    var built: [any LayoutElement] = []
    for item in try list.sequence() {
      built.append(try build(item, depth: depth))
    }
    return built
  }

  private mutating func makeStack(_ node: DocumentNode, depth: Int) throws(DocumentError) -> StackLayoutSpec {
    let reader = try properties(
      node, .stack,
      [
        "direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent", "lineSpacing",
        "horizontalAlignment", "verticalAlignment", "children",
      ])
    let stack = StackLayoutSpec(
      direction: try reader["direction"]?.oneOf(EnumNames.direction) ?? .horizontal,
      spacing: try reader["spacing"]?.number(.finite) ?? 0,
      justifyContent: try reader["justifyContent"]?.oneOf(EnumNames.justifyContent) ?? .start,
      alignItems: try reader["alignItems"]?.oneOf(EnumNames.alignItems) ?? .stretch,
      flexWrap: try reader["flexWrap"]?.oneOf(EnumNames.flexWrap) ?? .noWrap,
      alignContent: try reader["alignContent"]?.oneOf(EnumNames.alignContent) ?? .start,
      lineSpacing: try reader["lineSpacing"]?.number(.finite) ?? 0,
      children: try children(reader, depth: depth))
    // Set after the direction, whatever the key order, as the contract says.
    if let horizontal = try reader["horizontalAlignment"]?.oneOf(EnumNames.horizontalAlignment) {
      stack.horizontalAlignment = horizontal
    }
    if let vertical = try reader["verticalAlignment"]?.oneOf(EnumNames.verticalAlignment) {
      stack.verticalAlignment = vertical
    }
    return stack
  }

  private mutating func makeCorner(_ node: DocumentNode, depth: Int) throws(DocumentError) -> CornerLayoutSpec
  {
    let reader = try properties(
      node, .corner, ["cornerLocation", "offset", "wrapsCorner", "child", "corner"])
    // `-[ASCornerLayoutSpec init]` leaves the location at its zero value, top left.
    let location = try reader["cornerLocation"]?.oneOf(EnumNames.cornerLocation) ?? .topLeft
    let offset = try reader["offset"]?.point() ?? .zero
    let wrapsCorner = try reader["wrapsCorner"]?.bool() ?? false
    let child = try required(reader, "child", depth: depth)
    let spec = CornerLayoutSpec(
      child: child, corner: try required(reader, "corner", depth: depth), location: location)
    spec.offset = offset
    spec.wrapsCorner = wrapsCorner
    return spec
  }

  private func makeText(_ node: DocumentNode) throws(DocumentError) -> (any LayoutElement, ElementContent?) {
    let reader = try properties(
      node, .text, ["string", "font", "color", "maxLines", "truncation", "alignment"])
    let text = TextDescription(
      string: try reader.required("string", what: "the text").string(),
      font: try reader["font"]?.string() ?? TextDescription.defaultFont,
      color: try reader["color"]?.color() ?? .black,
      maxLines: try reader["maxLines"]?.integer(in: 0...1_000_000) ?? 0,
      truncation: try reader["truncation"]?.oneOf(EnumNames.truncation) ?? .tail,
      alignment: try reader["alignment"]?.oneOf(EnumNames.textAlignment) ?? .left)
    do {
      return (DisplayNode(content: try measurer.textContent(text)), .text(text))
    } catch {
      throw node.error(.cannotMeasureText("\(error)"))
    }
  }

  private func makeImage(_ node: DocumentNode) throws(DocumentError) -> (any LayoutElement, ElementContent?) {
    let reader = try properties(node, .image, ["path", "scale"])
    let pathNode = try reader.required("path", what: "the image file, relative to the document")
    let path = try pathNode.string()
    let scale = try reader["scale"]?.number(.nonNegative) ?? 1
    if let scaleNode = reader["scale"], scale <= 0 {
      throw scaleNode.error(.imageScaleNotPositive(scaleNode.shown))
    }
    let url = URL(fileURLWithPath: path, relativeTo: baseDirectory).standardizedFileURL
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw pathNode.error(.cannotReadImage(path: path, why: "no such file"))
    }
    do {
      let content = try measurer.imageContent(at: url, scale: scale)
      return (DisplayNode(content: content), .image(url: url, scale: scale))
    } catch {
      throw pathNode.error(.cannotReadImage(path: path, why: "\(error)"))
    }
  }
}
