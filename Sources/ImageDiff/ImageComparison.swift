/// The result of comparing an actual image with a reference: what differs, where, and a diff image.
public struct ImageComparison: Sendable, CustomStringConvertible {
  /// The outcome in one value.
  public enum Verdict: Hashable, Sendable {
    /// Same size, and every pixel matches within the threshold (anti-aliasing aside).
    case match
    /// Same size; `count` pixels differ, all inside `bounds`, no more than the tolerance allows: a match.
    case withinTolerance(count: Int, bounds: PixelRect, allowed: Int)
    /// Same size; `count` pixels differ, all inside `bounds`.
    case pixelsDiffer(count: Int, bounds: PixelRect)
    /// The sizes differ; pixels are still compared where both images have them.
    case sizesDiffer(reference: PixelSize, actual: PixelSize)
  }

  /// The reference image's size.
  public let referenceSize: PixelSize
  /// The actual image's size.
  public let actualSize: PixelSize
  /// Pixels that differ beyond the threshold and are not anti-aliasing, counting every pixel only one of
  /// two differently sized images has.
  public let differingPixelCount: Int
  /// Pixels that differ but look like anti-aliasing, not counted in `differingPixelCount`.
  public let antialiasedPixelCount: Int
  /// The smallest rectangle holding every differing pixel; `nil` when none differ.
  public let differenceBounds: PixelRect?
  /// How many pixels may differ while the images still match (`ComparisonOptions.tolerance`).
  public let allowedDifferences: Int
  /// The images compared, kept to draw the diff image when it is asked for.
  private let comparator: ImageComparator
  /// Each overlapping pixel's verdict, to paint the diff image from; `nil` when none differs.
  private let verdicts: [ImageComparator.Verdict]?

  /// The size of both images together: differing pixels in the difference color, anti-aliased ones in the
  /// anti-aliasing color, the rest a faded grayscale copy of the reference; opaque. Drawn on each use:
  /// most comparisons match, and need no image as large as both together. `nil` when both together are
  /// more pixels than one image may have (`Budgets.imagePixels`: a tall image against a wide one).
  public var diffImage: Bitmap? { comparator.drawDiffImage(verdicts: verdicts) }

  /// Compares `actual` with `reference`.
  public init(reference: Bitmap, actual: Bitmap, options: ComparisonOptions = .standard) {
    self = ImageComparator(reference: reference, actual: actual, options: options).compare()
  }

  init(
    reference: Bitmap, actual: Bitmap, options: ComparisonOptions, differingPixelCount: Int,
    antialiasedPixelCount: Int, differenceBounds: PixelRect?, verdicts: [ImageComparator.Verdict]?
  ) {
    comparator = ImageComparator(reference: reference, actual: actual, options: options)
    self.verdicts = verdicts
    referenceSize = reference.size
    actualSize = actual.size
    allowedDifferences = options.allowedDifferences(
      of: max(reference.size.width, actual.size.width) * max(reference.size.height, actual.size.height))
    self.differingPixelCount = differingPixelCount
    self.antialiasedPixelCount = antialiasedPixelCount
    self.differenceBounds = differenceBounds
  }

  /// Match, differing pixels, or differing sizes.
  public var verdict: Verdict {
    if referenceSize != actualSize { return .sizesDiffer(reference: referenceSize, actual: actualSize) }
    guard let differenceBounds else { return .match }
    if differingPixelCount <= allowedDifferences {
      return .withinTolerance(
        count: differingPixelCount, bounds: differenceBounds, allowed: allowedDifferences)
    }
    return .pixelsDiffer(count: differingPixelCount, bounds: differenceBounds)
  }

  /// Whether the images match: no pixel differs, or no more than the tolerance allows.
  public var matches: Bool {
    switch verdict {
    case .match, .withinTolerance: true
    case .pixelsDiffer, .sizesDiffer: false
    }
  }

  /// The summary.
  public var description: String { summary }

  /// One line for people: `3 pixels differ, in 2×2 at (10, 4)`, with the sizes when they differ and the
  /// anti-aliased pixels set aside when there are any.
  public var summary: String {
    var parts: [String] = []
    if referenceSize != actualSize {
      parts.append("sizes differ: reference \(referenceSize), actual \(actualSize) pixels")
    }
    let pixels = differingPixelCount == 1 ? "1 pixel differs" : "\(differingPixelCount) pixels differ"
    if let differenceBounds {
      parts.append("\(pixels), in \(differenceBounds)")
      if referenceSize == actualSize, allowedDifferences > 0 {
        parts.append(
          differingPixelCount <= allowedDifferences
            ? "within the tolerance of \(allowedDifferences)"
            : "more than the tolerance of \(allowedDifferences)")
      }
    } else {
      parts.append(pixels + (referenceSize == actualSize ? " (\(referenceSize))" : ""))
    }
    if antialiasedPixelCount > 0 {
      parts.append("\(antialiasedPixelCount) anti-aliased ignored")
    }
    return parts.joined(separator: "; ")
  }
}
