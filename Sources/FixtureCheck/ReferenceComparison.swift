import Foundation
import ImageDiff
import LayoutRenderer

/// One render of a document set against its reference image in the same format.
public struct ReferenceComparison: Sendable {
  /// How the render compares with the reference.
  public enum Outcome: Sendable {
    /// The reference holds the same image: SVG the same bytes, PNG the same bytes or the same pixels.
    case matches
    /// The render differs; `summary` says how (`12 pixels differ, in 3×4 at (10, 2)`), `diffImage` shows
    /// where for PNG.
    case differs(summary: String, diffImage: Bitmap?)
    /// The document has no reference image in any format.
    case missing
  }

  /// Every pixel must match exactly: fixtures render deterministically, so no threshold, and anti-aliased
  /// pixels count too.
  public static let exactPixels = ComparisonOptions(threshold: 0, detectsAntialiasing: false)

  /// The format compared.
  public let format: ImageFormat
  /// The document rendered in `format`.
  public let rendered: Data
  /// How it compares.
  public let outcome: Outcome

  /// Creates a comparison from its parts.
  public init(format: ImageFormat, rendered: Data, outcome: Outcome) {
    self.format = format
    self.rendered = rendered
    self.outcome = outcome
  }

  /// Compares `rendered` with the reference bytes `expected` (named `name` in messages). PNG images that
  /// differ in bytes are decoded and compared pixel for pixel with `options` (another encoder may write the
  /// same pixels as other bytes); a reference that is not a PNG image differs.
  public init(
    format: ImageFormat, rendered: Data, expected: Data, name: String,
    options: ComparisonOptions = exactPixels
  ) {
    self.format = format
    self.rendered = rendered
    if rendered == expected {
      outcome = .matches
      return
    }
    switch format {
    case .svg:
      outcome = .differs(summary: Self.textDifference(rendered: rendered, expected: expected), diffImage: nil)
    case .png:
      do {
        let (reference, actual) = try Bitmap.decodedTogether(
          { () throws(ImageFileError) in try Bitmap(png: expected, file: name) },
          { () throws(ImageFileError) in try Bitmap(png: rendered) })
        let comparison = ImageComparison(reference: reference, actual: actual, options: options)
        outcome =
          comparison.matches
          ? .matches : .differs(summary: comparison.summary, diffImage: comparison.diffImage)
      } catch {
        outcome = .differs(summary: "the reference cannot be read: \(error)", diffImage: nil)
      }
    }
  }

  /// Whether the render matches its reference.
  public var matches: Bool {
    if case .matches = outcome { return true }
    return false
  }

  /// Where two texts first differ: `differs from line 12 (of 240; the reference has 238)`.
  static func textDifference(rendered: Data, expected: Data) -> String {
    let renderedLines = String(decoding: rendered, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = String(decoding: expected, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let same = zip(renderedLines, expectedLines).prefix { $0 == $1 }.count
    let counts =
      renderedLines.count == expectedLines.count
      ? "of \(renderedLines.count)"
      : "of \(renderedLines.count); the reference has \(expectedLines.count)"
    return "differs from line \(same + 1) (\(counts))"
  }
}
