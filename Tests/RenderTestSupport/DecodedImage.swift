import CCairo
import Foundation

/// A PNG read back through Cairo into straight-alpha RGBA pixels, for checking colors (shared by the test
/// targets that render).
public struct DecodedImage: Sendable {
  /// One pixel's 8-bit components, alpha not premultiplied.
  public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, 0...255.
    public var alpha: UInt8

    /// A pixel from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// An opaque pixel from `0xRRGGBB`.
    public static func opaque(_ hex: UInt32) -> Pixel {
      Pixel(
        red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
        blue: UInt8(truncatingIfNeeded: hex), alpha: 255)
    }

    /// Fully transparent.
    public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#rrggbbaa`.
    public var description: String {
      String(format: "#%02x%02x%02x%02x", red, green, blue, alpha)
    }
  }

  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  private let pixels: [Pixel]

  /// Decodes PNG bytes; `nil` when Cairo cannot read them.
  public init?(png: Data) {
    final class Source {
      let data: Data
      var offset = 0
      init(_ data: Data) { self.data = data }
    }
    let source = Source(png)
    let surface = withExtendedLifetime(source) {
      cairo_image_surface_create_from_png_stream(
        { closure, buffer, length in
          let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
          let count = Int(length)
          guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
          source.data.copyBytes(to: buffer!, from: source.offset..<source.offset + count)
          source.offset += count
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())!
    }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
    let image = cairo_surface_map_to_image(surface, nil)!
    defer { cairo_surface_unmap_image(surface, image) }
    let format = cairo_image_surface_get_format(image)
    width = Int(cairo_image_surface_get_width(image))
    height = Int(cairo_image_surface_get_height(image))
    let stride = Int(cairo_image_surface_get_stride(image))
    let bytes = cairo_image_surface_get_data(image)!
    var pixels: [Pixel] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      let row = (bytes + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
      for x in 0..<width {
        let argb = row[x]
        let alpha = format == CAIRO_FORMAT_RGB24 ? 255 : UInt32(argb >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
          let premultiplied = (argb >> shift) & 0xFF
          guard alpha > 0 else { return 0 }
          return UInt8(min(255, (premultiplied * 255 + alpha / 2) / alpha))
        }
        pixels.append(Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: UInt8(alpha)))
      }
    }
    self.pixels = pixels
  }

  /// The pixel at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> Pixel {
    pixels[y * width + x]
  }

  /// Every pixel of a rectangle of whole pixels.
  public func pixels(x: Range<Int>, y: Range<Int>) -> Set<Pixel> {
    var found: Set<Pixel> = []
    for row in y { for column in x { found.insert(self[column, row]) } }
    return found
  }
}
