import DiagramValues
import TextureLayout

/// The document names of the engine's enumerations: Texture's Swift case names, in Texture's order.
enum EnumNames {
  static let direction: KeyValuePairs<String, StackLayoutDirection> = [
    "horizontal": .horizontal, "vertical": .vertical, "horizontalReverse": .horizontalReverse,
    "verticalReverse": .verticalReverse,
  ]
  static let justifyContent: KeyValuePairs<String, StackLayoutJustifyContent> = [
    "start": .start, "center": .center, "end": .end, "spaceBetween": .spaceBetween,
    "spaceAround": .spaceAround,
  ]
  static let alignItems: KeyValuePairs<String, StackLayoutAlignItems> = [
    "stretch": .stretch, "start": .start, "end": .end, "center": .center, "baselineFirst": .baselineFirst,
    "baselineLast": .baselineLast, "notSet": .notSet,
  ]
  static let flexWrap: KeyValuePairs<String, StackLayoutFlexWrap> = ["noWrap": .noWrap, "wrap": .wrap]
  static let alignContent: KeyValuePairs<String, StackLayoutAlignContent> = [
    "start": .start, "center": .center, "end": .end, "spaceBetween": .spaceBetween,
    "spaceAround": .spaceAround,
    "stretch": .stretch,
  ]
  static let horizontalAlignment: KeyValuePairs<String, HorizontalAlignment> = [
    "none": .none, "left": .left, "middle": .middle, "right": .right,
  ]
  static let verticalAlignment: KeyValuePairs<String, VerticalAlignment> = [
    "none": .none, "top": .top, "center": .center, "bottom": .bottom,
  ]
  static let alignSelf: KeyValuePairs<String, StackLayoutAlignSelf> = [
    "auto": .auto, "start": .start, "end": .end, "center": .center, "stretch": .stretch,
  ]
  static let centeringOptions: KeyValuePairs<String, CenterLayoutSpecCenteringOptions> = [
    "none": .none, "x": .x, "y": .y, "xy": .xy,
  ]
  static let centerSizingOptions: KeyValuePairs<String, CenterLayoutSpecSizingOptions> = [
    "default": .default, "minimumX": .minimumX, "minimumY": .minimumY, "minimumXY": .minimumXY,
  ]
  static let relativePosition: KeyValuePairs<String, RelativeLayoutSpecPosition> = [
    "none": .none, "start": .start, "center": .center, "end": .end,
  ]
  static let relativeSizingOption: KeyValuePairs<String, RelativeLayoutSpecSizingOption> = [
    "default": .default, "minimumWidth": .minimumWidth, "minimumHeight": .minimumHeight,
    "minimumSize": .minimumSize,
  ]
  static let absoluteSizing: KeyValuePairs<String, AbsoluteLayoutSpecSizing> = [
    "default": .default, "sizeToFit": .sizeToFit,
  ]
  static let cornerLocation: KeyValuePairs<String, CornerLayoutLocation> = [
    "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
  ]
  static let truncation: KeyValuePairs<String, TextTruncation> = [
    "tail": .tail, "middle": .middle, "head": .head, "clip": .clip,
  ]
  static let textAlignment: KeyValuePairs<String, TextAlignment> = [
    "left": .left, "center": .center, "right": .right,
  ]
  static let diagramStyle: KeyValuePairs<String, DiagramStyle> = ["plain": .plain, "diagram": .diagram]
  static let layers: KeyValuePairs<String, LayerDrawing> = ["flat": .flat, "exploded": .exploded]
  /// The kinds with a color of their own (`width` and `height` are drawn in `size`'s).
  static let coloredAnnotation: KeyValuePairs<String, AnnotationKind> = [
    "size": .size, "flexBasis": .flexBasis, "insets": .insets, "ratio": .ratio, "spacing": .spacing,
    "position": .position, "baseline": .baseline, "structure": .structure,
  ]
  static let annotation: KeyValuePairs<String, AnnotationKind> = [
    "size": .size, "flexBasis": .flexBasis, "insets": .insets, "ratio": .ratio, "spacing": .spacing,
    "position": .position, "baseline": .baseline, "structure": .structure, "width": .width,
    "height": .height,
  ]
}
