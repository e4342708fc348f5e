import DiagramValues
import Foundation

/// Every color, line width and font size of diagram style, in one place.
public struct Theme: Hashable, Sendable {
  /// Outline of display nodes without a stroke of their own.
  public var nodeOutline: RGBAColor
  /// Outline of named layout specs without a stroke of their own (drawn dashed).
  public var specOutline: RGBAColor
  /// Element names.
  public var nameText: RGBAColor
  /// Size dimension lines and their labels.
  public var sizeColor: RGBAColor
  /// Flex-basis lines and labels.
  public var flexBasisColor: RGBAColor
  /// Inset arrows and labels.
  public var insetColor: RGBAColor
  /// Ratio labels.
  public var ratioColor: RGBAColor
  /// Spacing gaps and labels.
  public var spacingColor: RGBAColor
  /// Absolute position lines and labels.
  public var positionColor: RGBAColor
  /// The plate behind every label, so labels stay legible over fills and lines.
  public var labelBackground: RGBAColor
  /// Lines from a label placed away from its subject back to that subject.
  public var leaderColor: RGBAColor

  /// Width of element outlines, in points.
  public var outlineWidth: CGFloat
  /// Dash length of spec outlines, in points.
  public var specDash: CGFloat
  /// Width of dimension lines, arrows and leader lines, in points.
  public var annotationLineWidth: CGFloat
  /// Length of an arrowhead, in points.
  public var arrowLength: CGFloat
  /// Half the width of an arrowhead's base, in points.
  public var arrowHalfWidth: CGFloat
  /// Distance of a dimension line from the edge it measures, in points.
  public var dimensionOffset: CGFloat
  /// How far extension lines run past the dimension line they lead to, in points.
  public var extensionOvershoot: CGFloat
  /// Dash length of guide lines (positions, ratio diagonals), in points.
  public var guideDash: CGFloat
  /// Radius of the dots marking positions and the ends of leader lines, in points.
  public var dotRadius: CGFloat

  /// The font family of every label.
  public var fontFamily: String
  /// Size of element names, in points.
  public var nameFontSize: CGFloat
  /// Size of annotation values, in points.
  public var labelFontSize: CGFloat
  /// Space between a label's text and the edge of its plate, in points.
  public var labelPadding: CGFloat
  /// Empty space kept around the drawing, in points.
  public var canvasMargin: CGFloat

  /// The look of the project's diagrams.
  public static let standard = Theme(
    nodeOutline: RGBAColor(hex: 0x37474F), specOutline: RGBAColor(hex: 0x90A4AE),
    nameText: RGBAColor(hex: 0x263238), sizeColor: RGBAColor(hex: 0xD81B60),
    flexBasisColor: RGBAColor(hex: 0x6A1B9A), insetColor: RGBAColor(hex: 0x2E7D32),
    ratioColor: RGBAColor(hex: 0xEF6C00), spacingColor: RGBAColor(hex: 0x1565C0),
    positionColor: RGBAColor(hex: 0x00838F), labelBackground: RGBAColor(hex: 0xFFFFFF).withAlpha(0.85),
    leaderColor: RGBAColor(hex: 0x78909C), outlineWidth: 1, specDash: 4, annotationLineWidth: 0.75,
    arrowLength: 5, arrowHalfWidth: 2.5, dimensionOffset: 6,
    extensionOvershoot: 2, guideDash: 2, dotRadius: 1.5, fontFamily: "DejaVu Sans", nameFontSize: 10,
    labelFontSize: 9, labelPadding: 1.5, canvasMargin: 4)
}
