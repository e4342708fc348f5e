import DiagramValues
import Foundation
import InputLimits
import TextureLayout

extension DiagramDocument {
  /// Reads the document at `url`; `file` is how messages name it (the path as the user gave it).
  public init(
    contentsOf url: URL, file: String? = nil, measurer: any ContentMeasuring
  ) throws(DocumentError) {
    try self.init(
      source: try DocumentSource(contentsOf: url, file: file ?? url.path),
      baseDirectory: url.deletingLastPathComponent(), measurer: measurer)
  }

  /// Reads a document from its text; image paths are relative to `baseDirectory`.
  public init(
    yaml: String, file: String, baseDirectory: URL = URL(fileURLWithPath: "."),
    measurer: any ContentMeasuring
  ) throws(DocumentError) {
    let node = try DocumentSource(yaml: yaml, file: file)
    try self.init(source: node, baseDirectory: baseDirectory, measurer: measurer)
  }

  /// Builds a fresh element tree from an already read document.
  public init(
    source: DocumentSource, baseDirectory: URL = URL(fileURLWithPath: "."),
    measurer: any ContentMeasuring
  ) throws(DocumentError) {
    let top = DocumentNode(node: source.node, path: .top, file: source.file)
    let reader = try MappingReader(top, allowed: DocumentKeys.all.map(\.name), what: "the document")
    file = source.file
    constrainedSize = try reader.valueOrDefault(DocumentKeys.constrainedSize)
    parentSize = try reader.value(DocumentKeys.parentSize) ?? constrainedSize.max
    pixelGrid = try reader.valueOrDefault(DocumentKeys.scale)
    style = try reader.valueOrDefault(DocumentKeys.style)
    background = try reader.value(DocumentKeys.background)
    annotations = try reader.valueOrDefault(DocumentKeys.annotate)
    layers = try reader.valueOrDefault(DocumentKeys.layers)
    showsKey = try reader.valueOrDefault(DocumentKeys.key)
    focus = try reader.value(DocumentKeys.focus)
    views = try reader.valueOrDefault(DocumentKeys.views)
    magnification = try reader.valueOrDefault(DocumentKeys.magnification)
    detail = try reader.value(DocumentKeys.detail)
    theme = try reader.value(DocumentKeys.theme)
    var builder = ElementBuilder(
      baseDirectory: baseDirectory, measurer: measurer,
      expectedCount: source.node.mappingCount(withAnyKeyIn: Self.kindNames))
    root = try builder.build(try reader.required(DocumentKeys.root.name, what: "the root element"))
    descriptions = builder.elements
    textCharacters = builder.textLength
  }

  /// The element kinds' names, which mark a mapping as (most likely) an element.
  private static let kindNames = Set(ElementKind.allCases.map(\.rawValue))

  /// A size range: `{min: SIZE, max: SIZE}` (either may be left out) or one SIZE for both.
  static func sizeRange(_ node: DocumentNode) throws(DocumentError) -> SizeRange {
    let keys = [DocumentKeys.sizeRangeMin.name, DocumentKeys.sizeRangeMax.name]
    let min: CGSize
    let max: CGSize
    if let pairs = node.node.pairs,
      pairs.contains(where: { pair in keys.contains(pair.key.scalar?.string ?? "") })
    {
      let reader = try MappingReader(node, allowed: keys, what: "a size range")
      min = try reader.valueOrDefault(DocumentKeys.sizeRangeMin)
      max = try reader.valueOrDefault(DocumentKeys.sizeRangeMax)
    } else {
      // One size for both is a least size too: finite.
      let size = try node.size(.nonNegative)
      (min, max) = (size, size)
    }
    do throws(LayoutValueError) {
      return try SizeRange(validatingMin: min, max: max)
    } catch {
      throw node.error(.invalidValue(error))
    }
  }
}

/// A document's text read into YAML, kept so that fresh element trees can be built from it again
/// (as `bench` does) without reading the text again.
public struct DocumentSource: Sendable {
  /// The YAML tree.
  let node: YAMLNode
  /// The name messages give the document.
  public let file: String

  /// Reads YAML text; syntax errors are reported where the YAML reader finds them.
  public init(yaml: String, file: String) throws(DocumentError) {
    node = try YAMLReader.compose(yaml, file: file)
    self.file = file
  }

  /// Reads the document at `url`; `file` is how messages name it.
  public init(contentsOf url: URL, file: String) throws(DocumentError) {
    let data: Data
    do {
      data = try RegularFile.read(url, limit: Budgets.documentBytes)
    } catch {
      throw DocumentError(
        location: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
        reason: .cannotReadDocument(why: error.description))
    }
    try self.init(data: data, file: file)
  }

  /// Reads a document's bytes, which must be UTF-8 text.
  public init(data: Data, file: String) throws(DocumentError) {
    try self.init(yaml: try YAMLReader.text(of: data, file: file), file: file)
  }
}
