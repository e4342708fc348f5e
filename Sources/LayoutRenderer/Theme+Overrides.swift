import DiagramAnnotations
import DiagramValues
import Foundation

extension Theme {
  /// This theme with `palette`'s colors and `overrides`' shared font and widths where they are given.
  public func applying(_ palette: ThemeOverrides.Palette, shared overrides: ThemeOverrides) -> Theme {
    var theme = self
    theme.nodeOutline = palette.nodeOutline ?? nodeOutline
    theme.specOutline = palette.specOutline ?? specOutline
    theme.nameText = palette.names ?? nameText
    theme.noteColor = palette.notes ?? noteColor
    theme.leaderColor = palette.leaders ?? leaderColor
    theme.labelBackground = palette.labelPlates ?? labelBackground
    theme.annotationColors.merge(palette.annotations) { _, new in new }
    theme.fontFamily = overrides.fontFamily ?? fontFamily
    theme.metrics.labelFontSize = overrides.labelFontSize ?? metrics.labelFontSize
    theme.metrics.nameFontSize = overrides.nameFontSize ?? metrics.nameFontSize
    theme.annotationLineWidth = overrides.lineWidth ?? annotationLineWidth
    theme.outlineWidth = overrides.outlineWidth ?? outlineWidth
    return theme
  }
}
