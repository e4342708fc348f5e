import DiagramValues
import Foundation
import InputLimits
import TextureLayout

/// Builds TextureLayout elements from a document's `root` (and everything below it), recording what the
/// document says about each element. Which keys an element and each kind take is in `CommonKeys` and
/// `ElementKinds`; this reads them.
struct ElementBuilder {
  /// The most elements one document may hold (`Budgets.elements`).
  static let maximumElementCount = Budgets.elements

  /// Every key an element mapping may hold: one kind key and the common keys.
  static let elementKeys = ElementKind.allCases.map(\.rawValue) + CommonKeys.all.map(\.name)

  /// The directory `image` paths are relative to.
  let baseDirectory: URL
  /// Measures text and images.
  let measurer: any ContentMeasuring
  /// What the document says about each element built so far.
  private(set) var elements: ElementDescriptions
  /// Each text mapping read so far (by its place in the YAML tree, which its aliases share) and its
  /// measured content.
  var readTexts: [UInt32: (content: any IntrinsicContent, text: TextDescription)] = [:]
  /// The same, by the string's place in the YAML tree and the rest of the text's reading (`AliasedString`):
  /// texts written apart around one aliased string.
  var readStrings: [AliasedString: (content: any IntrinsicContent, text: TextDescription)] = [:]
  /// The characters of the document's texts read so far, an aliased text once (`Budgets.documentTextLength`).
  var textLength = 0
  /// About how many elements the document writes (an aliased one once), which aliases may exceed by
  /// `Budgets.aliasElements`.
  let writtenCount: Int

  /// A builder with room for about `expectedCount` elements.
  init(baseDirectory: URL, measurer: any ContentMeasuring, expectedCount: Int = 0) {
    self.baseDirectory = baseDirectory
    self.measurer = measurer
    writtenCount = expectedCount
    elements = ElementDescriptions(reservingCapacity: min(expectedCount, Self.maximumElementCount))
  }

  /// Builds the element written at `node`, `depth` elements below the root.
  mutating func build(_ node: DocumentNode, depth: Int = 0) throws(DocumentError) -> any LayoutElement {
    guard depth < YAMLReader.maximumElementDepth else {
      throw node.error(.elementsTooDeep(limit: YAMLReader.maximumElementDepth))
    }
    guard elements.count < Self.maximumElementCount else {
      throw node.error(.tooManyElements(limit: Self.maximumElementCount))
    }
    guard elements.count < writtenCount + Budgets.aliasElements else {
      throw node.error(.aliasesExpandTooFar(limit: Budgets.aliasElements))
    }
    let reader = try MappingReader(node, allowed: Self.elementKeys, what: "an element")
    let kindIndices = reader.keys.indices.lazy.filter { ElementKind(rawValue: reader.keys[$0]) != nil }
    guard let kindIndex = kindIndices.first, let kind = ElementKind(rawValue: reader.keys[kindIndex]) else {
      throw node.error(.noKind(expected: ElementKind.allCases.map(\.rawValue)))
    }
    let kindEntry = reader.entry(at: kindIndex)
    if let secondIndex = kindIndices.dropFirst().first {
      let second = reader.entry(at: secondIndex)
      throw second.keyNode.error(.twoKinds(kindEntry.key, second.key), about: node)
    }
    let name = try reader.value(CommonKeys.name)
    let fill = try reader.value(CommonKeys.fill)
    let stroke = try reader.value(CommonKeys.stroke)
    let note = try reader.value(CommonKeys.note)
    for (key, text) in [(CommonKeys.name.name, name), (CommonKeys.note.name, note)] {
      guard let text, text.unicodeScalars.count > Budgets.nameLength else { continue }
      throw (reader[key] ?? node).error(
        .nameTooLong(length: text.unicodeScalars.count, limit: Budgets.nameLength))
    }
    var addedAnnotations: Set<AnnotationKind> = []
    var removedAnnotations: Set<AnnotationKind> = []
    if let annotate = reader[CommonKeys.annotate.name] {
      for item in try annotate.sequence() {
        let (kind, removes) = try Self.annotationChange(item)
        if removes { removedAnnotations.insert(kind) } else { addedAnnotations.insert(kind) }
      }
    }
    let spec = ElementKinds.spec(for: kind)
    let properties = try MappingReader(
      kindEntry.value, allowed: spec.keys.map(\.name), what: kind.rawValue, nullIsEmpty: true)
    let position = elements.reserve()
    let (element, content) = try spec.build(&self, properties, depth + 1)
    if let styleNode = reader[CommonKeys.style.name] {
      var style = element.style
      try StyleKeys.apply(styleNode, to: &style)
      element.style = style
    }
    if let name, let base = element as? LayoutElementBase { base.debugName = name }
    elements.fill(
      DocumentElement(
        kind: kind, name: name, fill: fill, stroke: stroke, content: content, location: node.location,
        keyPath: node.path, addedAnnotations: addedAnnotations, removedAnnotations: removedAnnotations,
        note: note),
      at: position, for: ObjectIdentifier(element))
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

  /// The element at `key`, which must be given.
  mutating func required(_ reader: MappingReader, _ key: String, depth: Int) throws(DocumentError)
    -> any LayoutElement
  {
    try build(reader.required(key, what: "an element"), depth: depth)
  }

  /// The elements of `children`, none when not given.
  mutating func children(_ reader: MappingReader, depth: Int) throws(DocumentError) -> [any LayoutElement] {
    guard let list = reader[KeySpec.children.name] else { return [] }
    guard let items = list.node.items else { throw list.typeError(expected: "a list") }
    var built: [any LayoutElement] = []
    built.reserveCapacity(items.count)
    for index in items.indices {
      built.append(try build(list.item(items[index], at: index), depth: depth))
    }
    return built
  }
}
