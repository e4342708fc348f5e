import Foundation
import TextureLayout

/// `absolute`: `ASAbsoluteLayoutSpec`.
enum AbsoluteKeys {
  static let sizing = DocumentKey.choice(
    "sizing", EnumNames.absoluteSizing, default: .default,
    "default: the spec takes the most size it may; sizeToFit: the children's bounding box.")
}

extension ElementKindSpec {
  /// The `absolute` kind.
  static let absolute = ElementKindSpec(
    spec: .absolute, summary: "ASAbsoluteLayoutSpec: children at their style's layoutPosition.",
    keys: [AbsoluteKeys.sizing.spec, .children]
  ) { builder, reader, depth throws(DocumentError) in
    let sizing = try reader.valueOrDefault(AbsoluteKeys.sizing)
    return AbsoluteLayoutSpec(sizing: sizing, children: try builder.children(reader, depth: depth))
  }

  /// The `static` kind.
  static let `static` = ElementKindSpec(
    kind: .static,
    summary: "The 1.x ASStaticLayoutSpec: children at their layoutPosition, sized to fit them.",
    keys: [.children],
    build: { builder, reader, depth throws(DocumentError) in
      // The contract reads `static` as `absolute` with default sizing, but Texture's ASStaticLayoutSpec
      // sizes to fit its children; Texture's code wins, so this is StaticLayoutSpec (sizeToFit).
      (StaticLayoutSpec(children: try builder.children(reader, depth: depth)), nil)
    })
}
