import DiagramValues
import Foundation
import TextureLayout

/// The keys every element may have besides its kind.
enum CommonKeys {
  static let name = DocumentKey<String>.string(
    "name", "The element's debugName: shown in diagrams, frames output and error messages.")
  static let style = KeySpec(
    "style", .mapping(name: "style", keys: StyleKeys.all.map(\.spec)),
    "ASLayoutElementStyle properties of the element.")
  static let fill = DocumentKey<RGBAColor>.color("fill", "Color painted over the element's frame.")
  static let stroke = DocumentKey<RGBAColor>.color(
    "stroke", "Color of the element's outline in diagram style.")
  static let annotate = KeySpec(
    "annotate", .list(.signedChoice(EnumNames.annotation.map(\.key))),
    "Annotation kinds to add to this element (size or +size) or remove from it (-size).")
  static let note = DocumentKey<String>.string("note", "A remark drawn beside the element in diagram style.")

  /// Every common key, in order.
  static let all = [name.spec, style, fill.spec, stroke.spec, annotate, note.spec]
}
