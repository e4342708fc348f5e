/// A pixel as an opaque color in YIQ space (NTSC: luma Y, chroma I and Q), the space pixelmatch measures
/// perceived color difference in, after Kotsarenko and Ramos, "Measuring perceived color difference using
/// YIQ NTSC transmission color space in mobile applications" (2010).
///
/// A partly transparent pixel is first blended over white, so transparency and a light color look alike.
struct PerceptualColor {
  /// Luma (brightness), 0–255.
  let y: Double
  /// In-phase chroma (orange–blue).
  let i: Double
  /// Quadrature chroma (purple–green).
  let q: Double

  /// The largest possible `squaredDistance` between two colors (black and white differ by about this
  /// much); thresholds are fractions of its square root.
  static let maximumSquaredDistance = 35215.0

  /// The color `pixel` shows over a white background.
  init(_ pixel: Bitmap.Pixel) {
    // An opaque pixel is its own color over white (`overWhite` at opacity 1 returns the component exactly).
    let opaque = pixel.alpha == 255
    let opacity = Double(pixel.alpha) / 255
    let red = opaque ? Double(pixel.red) : Self.overWhite(pixel.red, opacity)
    let green = opaque ? Double(pixel.green) : Self.overWhite(pixel.green, opacity)
    let blue = opaque ? Double(pixel.blue) : Self.overWhite(pixel.blue, opacity)
    y = Self.luma(red: red, green: green, blue: blue)
    i = red * 0.59597799 - green * 0.27417610 - blue * 0.32180189
    q = red * 0.21147017 - green * 0.52261711 + blue * 0.31114694
  }

  /// The weighted squared distance to `other`; luma counts most.
  func squaredDistance(to other: PerceptualColor) -> Double {
    let dy = y - other.y
    let di = i - other.i
    let dq = q - other.q
    return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
  }

  /// The luma of `pixel` over white, what `init` computes as `y` without the chroma the anti-aliasing test
  /// does not need.
  static func brightness(_ pixel: Bitmap.Pixel) -> Double {
    // An opaque pixel is its own color over white (`overWhite` at opacity 1 returns the component exactly).
    if pixel.alpha == 255 {
      return luma(red: Double(pixel.red), green: Double(pixel.green), blue: Double(pixel.blue))
    }
    let opacity = Double(pixel.alpha) / 255
    return luma(
      red: overWhite(pixel.red, opacity), green: overWhite(pixel.green, opacity),
      blue: overWhite(pixel.blue, opacity))
  }

  /// Luma of an opaque color.
  static func luma(red: Double, green: Double, blue: Double) -> Double {
    red * 0.29889531 + green * 0.58662247 + blue * 0.11448223
  }

  /// A component with `opacity` blended over white.
  static func overWhite(_ component: UInt8, _ opacity: Double) -> Double {
    255 + (Double(component) - 255) * opacity
  }
}
