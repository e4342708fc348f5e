/// How two images are compared and how the diff image looks; the defaults are pixelmatch's.
public struct ComparisonOptions: Hashable, Sendable {
  /// How different two pixels may look and still match, from 0 (any difference counts) to 1 (nothing
  /// counts): a fraction of the largest perceptual distance, black to white. Pixelmatch's default, 0.1.
  public var threshold: Double
  /// Whether pixels that look like anti-aliasing in either image are set aside (drawn in
  /// `antialiasedColor`, not counted) rather than counted as differences (pixelmatch's `includeAA` off).
  public var detectsAntialiasing: Bool
  /// How strongly unchanged pixels show in the diff image: the opacity of the reference's grayscale copy
  /// over white. Pixelmatch's default, 0.1.
  public var fadedOpacity: Double
  /// The color of differing pixels in the diff image.
  public var differenceColor: Bitmap.Pixel
  /// The color of anti-aliased pixels in the diff image.
  public var antialiasedColor: Bitmap.Pixel
  /// The share of an image's pixels that may differ (beyond `threshold`) while the images still match,
  /// from 0 (none: the default) to 1: iOSSnapshotTestCase's `overallTolerance`, and one minus
  /// swift-snapshot-testing's `precision`. Images of different sizes never match.
  public var tolerance: Double

  /// Creates options; `threshold`, `fadedOpacity` and `tolerance` are clamped to 0…1 (NaN counts as 0).
  public init(
    threshold: Double = 0.1, detectsAntialiasing: Bool = true, fadedOpacity: Double = 0.1,
    differenceColor: Bitmap.Pixel = .opaque(0xFF0000), antialiasedColor: Bitmap.Pixel = .opaque(0xFFFF00),
    tolerance: Double = 0
  ) {
    self.tolerance = Self.unit(tolerance)
    self.threshold = Self.unit(threshold)
    self.detectsAntialiasing = detectsAntialiasing
    self.fadedOpacity = Self.unit(fadedOpacity)
    self.differenceColor = differenceColor
    self.antialiasedColor = antialiasedColor
  }

  /// Pixelmatch's defaults: threshold 0.1, anti-aliasing detected, faded opacity 0.1, red and yellow.
  public static let standard = ComparisonOptions()

  /// Options as swift-snapshot-testing's image strategy says them: `precision`, the share of pixels that
  /// must match (the tolerance is its complement), and `perceptualPrecision`, how alike two pixels must look
  /// (the threshold is its complement); 1 and 1 are exact, and count anti-aliased pixels as it does.
  public static func snapshotTesting(precision: Double = 1, perceptualPrecision: Double = 1)
    -> ComparisonOptions
  {
    ComparisonOptions(
      threshold: 1 - perceptualPrecision, detectsAntialiasing: false, tolerance: 1 - precision)
  }

  /// Options as iOSSnapshotTestCase says them: `perPixelTolerance`, how different one pixel may look, and
  /// `overallTolerance`, the share of pixels that may differ; 0 and 0 are exact.
  public static func tolerances(perPixel: Double = 0, overall: Double = 0) -> ComparisonOptions {
    ComparisonOptions(threshold: perPixel, detectsAntialiasing: false, tolerance: overall)
  }

  /// How many of `pixels` may differ while the images still match (`tolerance`, rounded down).
  public func allowedDifferences(of pixels: Int) -> Int {
    Int((tolerance * Double(pixels)).rounded(.down))
  }

  /// The squared perceptual distance above which two pixels differ.
  var maximumSquaredDistance: Double {
    PerceptualColor.maximumSquaredDistance * threshold * threshold
  }

  private static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }
}
