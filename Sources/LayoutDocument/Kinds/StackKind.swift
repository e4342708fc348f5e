import Foundation
import TextureLayout

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

extension ElementKindSpec {
  /// The `stack` kind: its alignment keys applied after its direction.
  static let stack = ElementKindSpec(
    spec: .stack, summary: "ASStackLayoutSpec: children in a row or column, flexing and aligned.",
    keys: [
      StackKeys.direction.spec, StackKeys.spacing.spec, StackKeys.justifyContent.spec,
      StackKeys.alignItems.spec, StackKeys.flexWrap.spec, StackKeys.alignContent.spec,
      StackKeys.lineSpacing.spec, StackKeys.horizontalAlignment.spec, StackKeys.verticalAlignment.spec,
      .children,
    ]
  ) { builder, reader, depth throws(DocumentError) in
    let stack = StackLayoutSpec(
      direction: try reader.valueOrDefault(StackKeys.direction),
      spacing: try reader.valueOrDefault(StackKeys.spacing),
      justifyContent: try reader.valueOrDefault(StackKeys.justifyContent),
      alignItems: try reader.valueOrDefault(StackKeys.alignItems),
      flexWrap: try reader.valueOrDefault(StackKeys.flexWrap),
      alignContent: try reader.valueOrDefault(StackKeys.alignContent),
      lineSpacing: try reader.valueOrDefault(StackKeys.lineSpacing),
      children: try builder.children(reader, depth: depth))
    // Set after the direction, whatever the key order, as the contract says.
    if let horizontal = try reader.value(StackKeys.horizontalAlignment) {
      stack.horizontalAlignment = horizontal
    }
    if let vertical = try reader.value(StackKeys.verticalAlignment) {
      stack.verticalAlignment = vertical
    }
    return stack
  }
}
