import CCairo
import CairoSupport

/// Conversions between `Bitmap` (straight RGBA) and Cairo image surfaces (premultiplied ARGB32, each pixel
/// one native-endian 32-bit word with alpha in the top byte).
extension Bitmap {
  /// The largest side Cairo's image surfaces allow.
  package static let maximumSide = CairoImageLimits.maximumSide

  /// The pixels of any Cairo surface, converted to straight RGBA: read directly from an ARGB32 or RGB24
  /// image surface (what 8-bit PNGs decode to), and otherwise by painting it onto an ARGB32 surface first
  /// (so 16-bit and float PNG formats read the same way as 8-bit ones), which holds a second copy of the
  /// image while it converts.
  init?(surface: OpaquePointer, width: Int, height: Int) {
    let format = cairo_image_surface_get_format(surface)
    if cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24
    {
      cairo_surface_flush(surface)
      self.init(words: surface, width: width, height: height, opaque: format == CAIRO_FORMAT_RGB24)
      return
    }
    guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      return nil
    }
    defer { cairo_surface_destroy(target) }
    guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(target) else {
      return nil
    }
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cairo, surface, 0, 0)
    cairo_paint(cairo)
    let status = cairo_status(cairo)
    cairo_destroy(cairo)
    guard status == CAIRO_STATUS_SUCCESS else { return nil }
    cairo_surface_flush(target)
    self.init(words: target, width: width, height: height, opaque: false)
  }

  /// The pixels of an ARGB32 or RGB24 image surface, whose words are premultiplied ARGB (the top byte
  /// undefined in RGB24, where every pixel is `opaque`).
  private init?(words surface: OpaquePointer, width: Int, height: Int, opaque: Bool) {
    guard let bytes = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let alpha: UInt32 = opaque ? 0xFF00_0000 : 0
    let pixels = [Pixel](unsafeUninitializedCapacity: width * height) { buffer, count in
      for y in 0..<height {
        let row = UnsafeRawPointer(bytes + y * stride)
        for x in 0..<width {
          let word = row.load(fromByteOffset: x * 4, as: UInt32.self) | alpha
          (buffer.baseAddress! + y * width + x).initialize(to: Pixel(premultipliedARGB: word))
        }
      }
      count = width * height
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// Runs `body` with a new ARGB32 surface holding these pixels, premultiplied; `nil` when Cairo cannot
  /// make one.
  func withSurface<Result>(_ body: (OpaquePointer) -> Result) -> Result? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      return nil
    }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
    cairo_surface_flush(surface)
    guard let bytes = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(bytes + y * stride)
      for x in 0..<width {
        row.storeBytes(of: self[x, y].premultipliedARGB, toByteOffset: x * 4, as: UInt32.self)
      }
    }
    cairo_surface_mark_dirty(surface)
    return body(surface)
  }
}

extension Bitmap.Pixel {
  /// A pixel from Cairo's premultiplied ARGB32 word, alpha divided out and rounded (as Cairo's PNG writer
  /// does).
  init(premultipliedARGB word: UInt32) {
    let alpha = word >> 24
    if alpha == 0xFF {
      // Opaque, as most pixels are: nothing to divide out.
      self.init(
        red: UInt8(truncatingIfNeeded: word >> 16), green: UInt8(truncatingIfNeeded: word >> 8),
        blue: UInt8(truncatingIfNeeded: word))
      return
    }
    func straight(_ shift: UInt32) -> UInt8 {
      guard alpha > 0 else { return 0 }
      let premultiplied = (word >> shift) & 0xFF
      return UInt8(min(255, (premultiplied * 255 + alpha / 2) / alpha))
    }
    self.init(red: straight(16), green: straight(8), blue: straight(0), alpha: UInt8(alpha))
  }

  /// This pixel as Cairo's premultiplied ARGB32 word, each component times alpha over 255, rounded (as
  /// Cairo's PNG reader does).
  var premultipliedARGB: UInt32 {
    let alpha = UInt32(self.alpha)
    func premultiplied(_ component: UInt8) -> UInt32 {
      let product = UInt32(component) * alpha + 128
      return (product + (product >> 8)) >> 8
    }
    return alpha << 24 | premultiplied(red) << 16 | premultiplied(green) << 8 | premultiplied(blue)
  }
}
