import Foundation

/// Changes to diagram style's theme, from a theme file (`--theme FILE`) or a document's `theme:` key: the
/// colors of each appearance, and the font and line widths both share. Anything not given keeps the
/// built-in theme's value.
public struct ThemeOverrides: Hashable, Sendable {
  /// The colors of one appearance.
  public struct Palette: Hashable, Sendable {
    /// Outlines of display nodes.
    public var nodeOutline: RGBAColor?
    /// Outlines of named specs.
    public var specOutline: RGBAColor?
    /// Element names.
    public var names: RGBAColor?
    /// Notes.
    public var notes: RGBAColor?
    /// Leaders.
    public var leaders: RGBAColor?
    /// The plates behind labels.
    public var labelPlates: RGBAColor?
    /// The canvas (light: over the document's own background; dark: instead of transparency).
    public var canvas: RGBAColor?
    /// Each annotation kind's color.
    public var annotations: [AnnotationKind: RGBAColor] = [:]

    /// No changes.
    public init() {}

    /// `other`'s values where it has them, else this palette's.
    public func overridden(by other: Palette) -> Palette {
      var merged = self
      merged.nodeOutline = other.nodeOutline ?? nodeOutline
      merged.specOutline = other.specOutline ?? specOutline
      merged.names = other.names ?? names
      merged.notes = other.notes ?? notes
      merged.leaders = other.leaders ?? leaders
      merged.labelPlates = other.labelPlates ?? labelPlates
      merged.canvas = other.canvas ?? canvas
      merged.annotations.merge(other.annotations) { _, new in new }
      return merged
    }
  }

  /// The light appearance's colors.
  public var light = Palette()
  /// The dark appearance's colors.
  public var dark = Palette()
  /// The font family of labels.
  public var fontFamily: String?
  /// The size of values, in points.
  public var labelFontSize: CGFloat?
  /// The size of names, in points.
  public var nameFontSize: CGFloat?
  /// The width of dimension, extension and leader lines, in points.
  public var lineWidth: CGFloat?
  /// The width of outlines, in points.
  public var outlineWidth: CGFloat?

  /// No changes.
  public init() {}

  /// `other`'s values where it has them, else these.
  public func overridden(by other: ThemeOverrides) -> ThemeOverrides {
    var merged = self
    merged.light = light.overridden(by: other.light)
    merged.dark = dark.overridden(by: other.dark)
    merged.fontFamily = other.fontFamily ?? fontFamily
    merged.labelFontSize = other.labelFontSize ?? labelFontSize
    merged.nameFontSize = other.nameFontSize ?? nameFontSize
    merged.lineWidth = other.lineWidth ?? lineWidth
    merged.outlineWidth = other.outlineWidth ?? outlineWidth
    return merged
  }
}
