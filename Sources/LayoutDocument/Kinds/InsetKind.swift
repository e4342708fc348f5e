import Foundation
import TextureLayout

/// `inset`: `ASInsetLayoutSpec`.
enum InsetKeys {
  static let insets = DocumentKey<EdgeInsets>.insets(
    "insets", "Points added around the child; missing edges are 0, .inf allowed.")
}

extension ElementKindSpec {
  /// The `inset` kind: its child with its insets around it.
  static let inset = ElementKindSpec(
    spec: .inset, summary: "ASInsetLayoutSpec: the child with space around it.",
    keys: [InsetKeys.insets.spec, .element(ChildKeys.child, "The inset element.")]
  ) { builder, reader, depth throws(DocumentError) in
    let insets = try reader.valueOrDefault(InsetKeys.insets)
    return InsetLayoutSpec(insets: insets, child: try builder.required(reader, ChildKeys.child, depth: depth))
  }
}
