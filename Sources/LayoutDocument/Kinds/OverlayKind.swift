import Foundation
import TextureLayout

extension ElementKindSpec {
  /// The `overlay` kind: the child read first, then the overlay over it, in drawing order.
  static let overlay = ElementKindSpec(
    spec: .overlay, summary: "ASOverlayLayoutSpec: the overlay stretched over the child.",
    keys: [
      .element(ChildKeys.child, "The element that sets the size."),
      .element(ChildKeys.overlay, "The element on top."),
    ]
  ) { builder, reader, depth throws(DocumentError) in
    let content = try builder.required(reader, ChildKeys.child, depth: depth)
    return OverlayLayoutSpec(
      child: content, overlay: try builder.required(reader, ChildKeys.overlay, depth: depth))
  }
}
