import Foundation
import TextureLayout

extension ElementKindSpec {
  /// The `background` kind: the background read first, then the child over it, in drawing order.
  static let background = ElementKindSpec(
    spec: .background, summary: "ASBackgroundLayoutSpec: the background stretched under the child.",
    keys: [
      .element(ChildKeys.child, "The element that sets the size."),
      .element(ChildKeys.background, "The element behind."),
    ]
  ) { builder, reader, depth throws(DocumentError) in
    let background = try builder.required(reader, ChildKeys.background, depth: depth)
    return BackgroundLayoutSpec(
      child: try builder.required(reader, ChildKeys.child, depth: depth), background: background)
  }
}
