import Foundation
import TextureLayout

/// `center`: `ASCenterLayoutSpec`.
enum CenterKeys {
  static let centeringOptions = DocumentKey.choice(
    "centeringOptions", EnumNames.centeringOptions, default: .none, "The axes the child is centered on.")
  static let sizingOptions = DocumentKey.choice(
    "sizingOptions", EnumNames.centerSizingOptions, default: .default,
    "The axes on which the spec takes the child's size rather than the most it may.")
}

extension ElementKindSpec {
  /// The `center` kind.
  static let center = ElementKindSpec(
    spec: .center, summary: "ASCenterLayoutSpec: the child centered on one or both axes.",
    keys: [
      CenterKeys.centeringOptions.spec, CenterKeys.sizingOptions.spec,
      .element(ChildKeys.child, "The centered element."),
    ]
  ) { builder, reader, depth throws(DocumentError) in
    CenterLayoutSpec(
      centeringOptions: try reader.valueOrDefault(CenterKeys.centeringOptions),
      sizingOptions: try reader.valueOrDefault(CenterKeys.sizingOptions),
      child: try builder.required(reader, ChildKeys.child, depth: depth))
  }
}
