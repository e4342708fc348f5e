import TextureLayout

/// An element kind: its name, what it is, its own keys, and how it is built.
struct ElementKindSpec: Sendable {
  /// The kind.
  let kind: ElementKind
  /// What the kind is, for editors.
  let summary: String
  /// The keys of the kind's own mapping, child elements included.
  let keys: [KeySpec]
  /// Keys of which the kind's mapping must hold exactly one (a wrapper's `child` or `children`).
  var exactlyOneOf: [String] = []
  /// Builds the element from the kind's mapping, read against `keys`; children are `depth` elements down.
  let build:
    @Sendable (inout ElementBuilder, MappingReader, _ depth: Int) throws(DocumentError) -> (
      any LayoutElement, ElementContent?
    )
}

extension ElementKindSpec {
  /// A spec's kind: what it builds draws nothing of its own, so it has no content to describe.
  init(
    spec kind: ElementKind, summary: String, keys: [KeySpec], exactlyOneOf: [String] = [],
    build:
      @escaping @Sendable (inout ElementBuilder, MappingReader, _ depth: Int) throws(DocumentError) ->
      any LayoutElement
  ) {
    self.init(kind: kind, summary: summary, keys: keys, exactlyOneOf: exactlyOneOf) {
      builder, reader, depth throws(DocumentError) in (try build(&builder, reader, depth), nil)
    }
  }
}

/// The names of the keys that hold child elements, which both the kinds' tables and the builder use.
enum ChildKeys {
  /// One child element (inset, overlay, background, center, ratio, relative, corner, wrapper).
  static let child = "child"
  /// A list of child elements (stack, absolute, static, wrapper).
  static let children = "children"
  /// An overlay's element on top.
  static let overlay = "overlay"
  /// A background's element behind.
  static let background = "background"
  /// A corner spec's element on the corner.
  static let corner = "corner"
}

/// Every element kind a document may use, in the contract's order: the table a new kind is added to, its
/// keys, summary and builder in its own file in `Kinds/`.
enum ElementKinds {
  static let all: [ElementKindSpec] = [
    .box, .text, .image, .stack, .inset, .overlay, .background, .center, .ratio, .relative, .absolute,
    .static,
    .corner, .wrapper,
  ]

  private static let byKind = Dictionary(uniqueKeysWithValues: all.map { ($0.kind, $0) })

  /// The spec of `kind`.
  static func spec(for kind: ElementKind) -> ElementKindSpec { byKind[kind]! }
}

extension KeySpec {
  /// The same key, required.
  func required() -> KeySpec {
    KeySpec(name, shape, default: defaultValue, required: true, summary)
  }
}
