import DiagramAnnotations
import DiagramValues
import Foundation

extension Theme {
  /// The dark theme: designed for a dark page, not inverted. Outlines and names are light; each annotation
  /// kind keeps its hue, lifted in lightness to read on a near-black canvas (each at least 7:1 against
  /// `#121212`); label plates are dark and translucent, so that labels stay legible over fills.
  public static let dark = Theme(
    nodeOutline: RGBAColor(hex: 0xCFD8DC), specOutline: RGBAColor(hex: 0x90A4AE),
    nameText: RGBAColor(hex: 0xECEFF1),
    annotationColors: [
      .size: RGBAColor(hex: 0xF48FB1), .flexBasis: RGBAColor(hex: 0xCE93D8),
      .insets: RGBAColor(hex: 0xA5D6A7),
      .ratio: RGBAColor(hex: 0xFFCC80), .spacing: RGBAColor(hex: 0x90CAF9),
      .position: RGBAColor(hex: 0x80DEEA),
      .baseline: RGBAColor(hex: 0xF48FB1), .structure: RGBAColor(hex: 0xB0BEC5),
    ],
    structureColors: [
      .horizontalStack: RGBAColor(hex: 0x64B5F6), .verticalStack: RGBAColor(hex: 0xEF9A9A),
      .inset: RGBAColor(hex: 0xA5D6A7), .overlay: RGBAColor(hex: 0xCE93D8),
      .background: RGBAColor(hex: 0xBCAAA4),
      .center: RGBAColor(hex: 0x80CBC4), .relative: RGBAColor(hex: 0x80DEEA),
      .ratio: RGBAColor(hex: 0xFFCC80),
      .corner: RGBAColor(hex: 0xF48FB1), .absolute: RGBAColor(hex: 0x9FA8DA),
      .wrapper: RGBAColor(hex: 0xBDBDBD),
      .other: RGBAColor(hex: 0xBDBDBD),
    ],
    noteColor: RGBAColor(hex: 0xECEFF1), labelBackground: RGBAColor(hex: 0x121212).withAlpha(0.85),
    leaderColor: RGBAColor(hex: 0xB0BEC5), outlineWidth: 1, structureOutlineWidth: 1.5, specDash: 4,
    annotationLineWidth: 0.75, baselineDash: 3, dotRadius: 1.5, fontFamily: "DejaVu Sans",
    metrics: PlannerMetrics())
}
