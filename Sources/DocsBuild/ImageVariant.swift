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

  /// DocC's name for the variant: `NAME.png`, `NAME@2x.png`, `NAME~dark.png`, `NAME~dark@2x.png`,
  /// `NAME.svg`, `NAME~dark.svg`.
  public func fileName(for name: String) -> String {
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
