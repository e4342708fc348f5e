import Foundation
import TextureLayout

/// `relative`: `ASRelativeLayoutSpec`.
enum RelativeKeys {
  static let horizontalPosition = DocumentKey.choice(
    "horizontalPosition", EnumNames.relativePosition, default: .none, "Where the child sits horizontally.")
  static let verticalPosition = DocumentKey.choice(
    "verticalPosition", EnumNames.relativePosition, default: .none, "Where the child sits vertically.")
  static let sizingOption = DocumentKey.choice(
    "sizingOption", EnumNames.relativeSizingOption, default: .default,
    "The axes on which the spec takes the child's size rather than the most it may.")
}

extension ElementKindSpec {
  /// The `relative` kind.
  static let relative = ElementKindSpec(
    spec: .relative, summary: "ASRelativeLayoutSpec: the child at the start, center or end of each axis.",
    keys: [
      RelativeKeys.horizontalPosition.spec, RelativeKeys.verticalPosition.spec,
      RelativeKeys.sizingOption.spec, .element(ChildKeys.child, "The placed element."),
    ]
  ) { builder, reader, depth throws(DocumentError) in
    RelativeLayoutSpec(
      horizontalPosition: try reader.valueOrDefault(RelativeKeys.horizontalPosition),
      verticalPosition: try reader.valueOrDefault(RelativeKeys.verticalPosition),
      sizingOption: try reader.valueOrDefault(RelativeKeys.sizingOption),
      child: try builder.required(reader, ChildKeys.child, depth: depth))
  }
}
