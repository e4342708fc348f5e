import Foundation
import LayoutRenderer

/// Light or dark.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  /// The light theme on the document's own background.
  case light
  /// The dark theme on a transparent canvas.
  case dark
}

/// One image of a block: its appearance, scale and format, and the file name DocC looks for.
public struct ImageVariant: Hashable, Sendable {
  /// Light or dark.
  public var appearance: Appearance
  /// Pixels per point (PNG); SVG is drawn in points and has one variant per appearance.
  public var scale: Int
  /// PNG or SVG.
  public var format: ImageFormat
  /// Whether this is the block's inspector page (`NAME.html`, `render --format html`) rather than an image.
  public var isInspector = false

  /// Creates a variant.
  public init(appearance: Appearance, scale: Int, format: ImageFormat, isInspector: Bool = false) {
    self.appearance = appearance
    self.scale = scale
    self.format = format
    self.isInspector = isInspector
  }

  /// A block's inspector page, written beside its images so that a site can link a figure to it.
  public static let inspector = ImageVariant(appearance: .light, scale: 1, format: .svg, isInspector: true)

  /// DocC's name for the variant: `NAME.png`, `NAME@2x.png`, `NAME~dark.png`, `NAME~dark@2x.png`,
  /// `NAME.svg`, `NAME~dark.svg`; the inspector page's, `NAME.html`.
  public func fileName(for name: String) -> String {
    if isInspector { return "\(name).html" }
    let dark = appearance == .dark ? "~dark" : ""
    let scaleSuffix = format == .png && scale != 1 ? "@\(scale)x" : ""
    return "\(name)\(dark)\(scaleSuffix).\(format.rawValue)"
  }

  /// The variants of the given appearances and scales in one format (SVG ignores the scales).
  public static func all(appearances: [Appearance], scales: [Int], format: ImageFormat) -> [ImageVariant] {
    appearances.flatMap { appearance in
      (format == .svg ? [1] : scales).map { ImageVariant(appearance: appearance, scale: $0, format: format) }
    }
  }
}
