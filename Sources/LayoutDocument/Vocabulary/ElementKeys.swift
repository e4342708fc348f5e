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

/// `box`: a plain display node.
enum BoxKeys {
  static let size = DocumentKey<CGSize>.size(
    "size", "The node's size; without it, the constrained max size when finite, else zero.")
}

/// `text`: a text node.
enum TextKeys {
  static let string = DocumentKey<String>.string("string", "The text.")
  static let font = DocumentKey<String>.string(
    "font", default: TextDescription.defaultFont, "A font description such as \"DejaVu Sans 14\".")
  static let color = DocumentKey<RGBAColor>(
    spec: KeySpec("color", .color, default: .string("black"), "The text's color."),
    read: { node throws(DocumentError) in try node.color() }, fallback: .black)
  static let maxLines = DocumentKey<Int>.wholeNumber(
    "maxLines", in: 0...1_000_000, default: 0, "The most lines shown; 0 for no limit.")
  static let truncation = DocumentKey.choice(
    "truncation", EnumNames.truncation, default: .tail, "Where text that does not fit is cut.")
  static let alignment = DocumentKey.choice(
    "alignment", EnumNames.textAlignment, default: .left, "How lines are aligned.")
}

/// `image`: an image node.
enum ImageKeys {
  static let path = KeySpec("path", .string, required: true, "The PNG file, relative to the document.")
  static let scale = DocumentKey<CGFloat>(
    spec: KeySpec("scale", .positiveNumber, default: .number(1), "Pixels per point of the image, above 0."),
    read: { node throws(DocumentError) in
      let scale = try node.number(.nonNegative)
      guard scale > 0 else { throw node.error(.imageScaleNotPositive(node.shown)) }
      return scale
    }, fallback: 1)
}

/// `stack`: `ASStackLayoutSpec`, with `-[ASStackLayoutSpec init]`'s defaults.
enum StackKeys {
  static let direction = DocumentKey.choice(
    "direction", EnumNames.direction, default: .horizontal, "The main axis and the order along it.")
  static let spacing = DocumentKey<CGFloat>.number(
    "spacing", .finite, default: 0, "Points between neighboring children on the main axis.")
  static let justifyContent = DocumentKey.choice(
    "justifyContent", EnumNames.justifyContent, default: .start, "Where the children sit on the main axis.")
  static let alignItems = DocumentKey.choice(
    "alignItems", EnumNames.alignItems, default: .stretch, "How children are aligned on the cross axis.")
  static let flexWrap = DocumentKey.choice(
    "flexWrap", EnumNames.flexWrap, default: .noWrap, "Whether children that do not fit start a new line.")
  static let alignContent = DocumentKey.choice(
    "alignContent", EnumNames.alignContent, default: .start, "How the lines of a wrapping stack are spread.")
  static let lineSpacing = DocumentKey<CGFloat>.number(
    "lineSpacing", .finite, default: 0, "Points between the lines of a wrapping stack.")
  static let horizontalAlignment = DocumentKey.choice(
    "horizontalAlignment", EnumNames.horizontalAlignment,
    "Sets justifyContent or alignItems for the horizontal axis, after the direction.")
  static let verticalAlignment = DocumentKey.choice(
    "verticalAlignment", EnumNames.verticalAlignment,
    "Sets justifyContent or alignItems for the vertical axis, after the direction.")
}

/// `inset`: `ASInsetLayoutSpec`.
enum InsetKeys {
  static let insets = DocumentKey<EdgeInsets>.insets(
    "insets", "Points added around the child; missing edges are 0, .inf allowed.")
}

/// `center`: `ASCenterLayoutSpec`.
enum CenterKeys {
  static let centeringOptions = DocumentKey.choice(
    "centeringOptions", EnumNames.centeringOptions, default: .none, "The axes the child is centered on.")
  static let sizingOptions = DocumentKey.choice(
    "sizingOptions", EnumNames.centerSizingOptions, default: .default,
    "The axes on which the spec takes the child's size rather than the most it may.")
}

/// `ratio`: `ASRatioLayoutSpec`.
enum RatioKeys {
  static let ratio = DocumentKey<CGFloat>(
    spec: KeySpec("ratio", .positiveNumber, required: true, "Height ÷ width, above 0."),
    read: { node throws(DocumentError) in
      let ratio = try node.number([.negativeAllowed])
      guard RatioLayoutSpec.isValidRatio(ratio) else { throw node.error(.ratioNotPositive(node.shown)) }
      return ratio
    }, fallback: nil)
}

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

/// `absolute`: `ASAbsoluteLayoutSpec`.
enum AbsoluteKeys {
  static let sizing = DocumentKey.choice(
    "sizing", EnumNames.absoluteSizing, default: .default,
    "default: the spec takes the most size it may; sizeToFit: the children's bounding box.")
}

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
