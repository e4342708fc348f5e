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

  /// Creates options; `threshold` and `fadedOpacity` are clamped to 0…1 (NaN counts as 0).
  public init(
    threshold: Double = 0.1, detectsAntialiasing: Bool = true, fadedOpacity: Double = 0.1,
    differenceColor: Bitmap.Pixel = .opaque(0xFF0000), antialiasedColor: Bitmap.Pixel = .opaque(0xFFFF00)
  ) {
    self.threshold = Self.unit(threshold)
    self.detectsAntialiasing = detectsAntialiasing
    self.fadedOpacity = Self.unit(fadedOpacity)
    self.differenceColor = differenceColor
    self.antialiasedColor = antialiasedColor
  }

  /// Pixelmatch's defaults: threshold 0.1, anti-aliasing detected, faded opacity 0.1, red and yellow.
  public static let standard = ComparisonOptions()

  /// The squared perceptual distance above which two pixels differ.
  var maximumSquaredDistance: Double {
    PerceptualColor.maximumSquaredDistance * threshold * threshold
  }

  private static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }
}
