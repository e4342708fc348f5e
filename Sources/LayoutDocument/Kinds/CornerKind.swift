import Foundation
import TextureLayout

/// `corner`: `ASCornerLayoutSpec`.
enum CornerKeys {
  // `-[ASCornerLayoutSpec init]` leaves the location at its zero value, top left.
  static let cornerLocation = DocumentKey.choice(
    "cornerLocation", EnumNames.cornerLocation, default: .topLeft,
    "The corner of the child the element sits on.")
  static let offset = DocumentKey<CGPoint>.point(
    "offset", default: .zero, "Moves the corner element from the corner, in points.")
  static let wrapsCorner = DocumentKey<Bool>.boolean(
    "wrapsCorner", default: false, "Whether the spec's size includes the corner element.")
}

extension ElementKindSpec {
  /// The `corner` kind: the corner element on a corner of the child.
  static let corner = ElementKindSpec(
    spec: .corner, summary: "ASCornerLayoutSpec: an element placed on a corner of the child.",
    keys: [
      CornerKeys.cornerLocation.spec, CornerKeys.offset.spec, CornerKeys.wrapsCorner.spec,
      .element(ChildKeys.child, "The element whose corner is used."),
      .element(ChildKeys.corner, "The element on the corner."),
    ]
  ) { builder, reader, depth throws(DocumentError) in
    let location = try reader.valueOrDefault(CornerKeys.cornerLocation)
    let offset = try reader.valueOrDefault(CornerKeys.offset)
    let wrapsCorner = try reader.valueOrDefault(CornerKeys.wrapsCorner)
    let child = try builder.required(reader, ChildKeys.child, depth: depth)
    let spec = CornerLayoutSpec(
      child: child, corner: try builder.required(reader, ChildKeys.corner, depth: depth), location: location)
    spec.offset = offset
    spec.wrapsCorner = wrapsCorner
    return spec
  }
}
