/// An image in memory: `width × height` pixels, row by row from the top left, each four 8-bit components in
/// the order red, green, blue, alpha, with **straight** (not premultiplied) alpha, as PNG stores them.
///
/// Cairo's premultiplied ARGB32 surfaces are converted on the way in and out (`Bitmap+Cairo.swift`); a
/// partly transparent pixel read through Cairo keeps its color only as precisely as premultiplication
/// allows.
public struct Bitmap: Hashable, Sendable, CustomStringConvertible {
  /// One pixel's components, alpha straight.
  public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// Creates a pixel from its components, alpha straight.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// An opaque pixel from `0xRRGGBB`.
    public static func opaque(_ hex: UInt32) -> Pixel {
      Pixel(
        red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
        blue: UInt8(truncatingIfNeeded: hex))
    }

    /// Fully transparent black, the pixel of an empty canvas.
    public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white.
    public static let white = Pixel.opaque(0xFFFFFF)
    /// Opaque black.
    public static let black = Pixel.opaque(0x000000)

    /// `#rrggbbaa`.
    public var description: String {
      let hex = [red, green, blue, alpha].map { component in
        let digits = String(component, radix: 16)
        return component < 16 ? "0" + digits : digits
      }
      return "#" + hex.joined()
    }
  }

  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The pixels, row by row.
  public private(set) var pixels: [Pixel]

  /// An image of `width × height` pixels, all `fill`; negative sizes count as zero.
  public init(width: Int, height: Int, fill: Pixel = .clear) {
    self.width = max(0, width)
    self.height = max(0, height)
    pixels = Array(repeating: fill, count: self.width * self.height)
  }

  /// An image from its pixels, row by row; `nil` unless there are exactly `width × height` of them.
  public init?(width: Int, height: Int, pixels: [Pixel]) {
    guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// `Bitmap(240×60)`: the size, not the pixels.
  public var description: String { "Bitmap(\(size))" }

  /// Width and height.
  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// The pixel at column `x`, row `y`; both must be inside the image.
  public subscript(x: Int, y: Int) -> Pixel {
    get { pixels[y * width + x] }
    set { pixels[y * width + x] = newValue }
  }

  /// Sets every pixel of `rect` (clipped to the image) to `pixel`.
  public mutating func fill(_ rect: PixelRect, with pixel: Pixel) {
    let clipped = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
    for y in clipped.minY..<clipped.maxY {
      for x in clipped.minX..<clipped.maxX { self[x, y] = pixel }
    }
  }
}
