import DiagramAnnotations
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
  /// The color of each annotation kind's lines and labels.
  public var annotationColors: [AnnotationKind: RGBAColor]
  /// The structure view's color for each spec kind.
  public var structureColors: [SpecKind: RGBAColor]
  /// Notes from documents.
  public var noteColor: RGBAColor
  /// The plate behind every label, so labels stay legible over fills and lines.
  public var labelBackground: RGBAColor
  /// Lines from a label placed away from its subject back to that subject.
  public var leaderColor: RGBAColor
  /// Width of element outlines, in points.
  public var outlineWidth: CGFloat
  /// Width of structure-view outlines, in points.
  public var structureOutlineWidth: CGFloat
  /// Dash length of spec outlines, in points.
  public var specDash: CGFloat
  /// Width of dimension, extension and leader lines, in points.
  public var annotationLineWidth: CGFloat
  /// Dash length of baselines, in points.
  public var baselineDash: CGFloat
  /// Radius of the dot that ends a leader, in points.
  public var dotRadius: CGFloat
  /// The font family of every label.
  public var fontFamily: String
  /// Sizes and distances the annotation planner works with (font sizes, arrowheads, tiers, margins).
  public var metrics: PlannerMetrics

  /// The standard theme.
  public static let standard = Theme(
    nodeOutline: RGBAColor(hex: 0x37474F), specOutline: RGBAColor(hex: 0x90A4AE),
    nameText: RGBAColor(hex: 0x263238),
    annotationColors: [
      .size: RGBAColor(hex: 0xC2185B), .flexBasis: RGBAColor(hex: 0x6A1B9A),
      .insets: RGBAColor(hex: 0x2E7D32),
      .ratio: RGBAColor(hex: 0xE65100), .spacing: RGBAColor(hex: 0x1565C0),
      .position: RGBAColor(hex: 0x00838F),
      .baseline: RGBAColor(hex: 0x5D4037), .structure: RGBAColor(hex: 0x455A64),
    ],
    structureColors: [
      .horizontalStack: RGBAColor(hex: 0x1E88E5), .verticalStack: RGBAColor(hex: 0xE53935),
      .inset: RGBAColor(hex: 0x43A047), .overlay: RGBAColor(hex: 0x8E24AA),
      .background: RGBAColor(hex: 0x6D4C41),
      .center: RGBAColor(hex: 0x00897B), .relative: RGBAColor(hex: 0x00ACC1),
      .ratio: RGBAColor(hex: 0xFB8C00),
      .corner: RGBAColor(hex: 0xD81B60), .absolute: RGBAColor(hex: 0x3949AB),
      .wrapper: RGBAColor(hex: 0x757575),
      .other: RGBAColor(hex: 0x757575),
    ],
    noteColor: RGBAColor(hex: 0x37474F), labelBackground: RGBAColor(hex: 0xFFFFFF).withAlpha(0.9),
    leaderColor: RGBAColor(hex: 0x78909C), outlineWidth: 1, structureOutlineWidth: 1.5, specDash: 4,
    annotationLineWidth: 0.75, baselineDash: 3, dotRadius: 1.5, fontFamily: "DejaVu Sans",
    metrics: PlannerMetrics())

  /// The theme for a drawing magnified `magnification` times: line widths, dashes, dots and the planner's
  /// metrics divided by it, so that every mark is drawn at its usual size over the larger geometry.
  public func magnified(_ magnification: CGFloat) -> Theme {
    guard magnification != 1 else { return self }
    var theme = self
    for path in [
      \Theme.outlineWidth, \.structureOutlineWidth, \.specDash, \.annotationLineWidth, \.baselineDash,
      \.dotRadius,
    ] {
      theme[keyPath: path] /= magnification
    }
    theme.metrics = metrics.magnified(magnification)
    return theme
  }

  /// The color of a mark's role.
  public func color(of role: MarkRole) -> RGBAColor {
    switch role {
    case .nodeOutline: nodeOutline
    case .specOutline: specOutline
    case .stroke(let color): color
    case .structure(let kind): structureColors[kind] ?? specOutline
    case .annotation(let kind): annotationColors[kind] ?? nameText
    case .name: nameText
    case .note: noteColor
    case .leader: leaderColor
    }
  }
}
