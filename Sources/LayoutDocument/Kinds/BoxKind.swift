import Foundation
import TextureLayout

/// `box`: a plain display node.
enum BoxKeys {
  static let size = DocumentKey<CGSize>.size(
    "size", "The node's size; without it, the constrained max size when finite, else zero.")
}

extension ElementKindSpec {
  /// The `box` kind.
  static let box = ElementKindSpec(
    kind: .box, summary: "A plain display node, optionally of a fixed size.", keys: [BoxKeys.size.spec],
    build: { _, reader, _ throws(DocumentError) in try ElementBuilder.box(reader) })
}

extension ElementBuilder {
  /// A `box`: a plain display node, of its `size` when given.
  static func box(_ reader: MappingReader) throws(DocumentError) -> (any LayoutElement, ElementContent?) {
    let size = try reader.value(BoxKeys.size)
    return (DisplayNode(content: size.map { FixedSizeContent(size: $0) }), nil)
  }
}
