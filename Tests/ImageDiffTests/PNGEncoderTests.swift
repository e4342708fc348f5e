import CCairo
import CairoSupport
import Foundation
import ImageDiff
import SeededRandom
import Testing

/// The renderer's PNG encoder against Cairo's own PNG writer: the same pixels come back from both.
struct PNGEncoderTests {
  /// A surface of seeded random premultiplied pixels (every alpha, transparent and opaque among them, or only
  /// opaque ones) in runs, so that the rows' filtering meets both repeated and changing bytes.
  static func randomSurface(width: Int, height: Int, seed: UInt64, opaque: Bool = false) -> OpaquePointer {
    var random = SplitMix64(seed: seed)
    return surface(width: width, height: height) { row in
      var x = 0
      while x < width {
        let alpha =
          opaque
          ? 255 : UInt32([0, 255, UInt32.random(in: 0...255, using: &random)].randomElement(using: &random)!)
        let channel = { UInt32.random(in: 0...alpha, using: &random) }
        let pixel = alpha << 24 | channel() << 16 | channel() << 8 | channel()
        for _ in 0..<Int.random(in: 1...12, using: &random) where x < width {
          row[x] = pixel
          x += 1
        }
      }
    }
  }

  static func cairoPNG(_ surface: OpaquePointer) -> Data {
    let sink = CairoByteSink()
    _ = sink.withClosure { cairo_surface_write_to_png_stream(surface, CairoByteSink.write, $0) }
    return sink.data
  }

  @Test(arguments: [(1, 1), (7, 3), (64, 64), (301, 17)])
  func decodesToCairosPixels(width: Int, height: Int) throws {
    for seed: UInt64 in 1...5 {
      let surface = Self.randomSurface(width: width, height: height, seed: seed)
      defer { cairo_surface_destroy(surface) }
      let ours = try Bitmap(png: try PNGEncoder.encode(surface))
      let cairos = try Bitmap(png: Self.cairoPNG(surface))
      #expect(ours.width == width && ours.height == height)
      #expect(ours == cairos, "\(width)×\(height), seed \(seed)")
    }
  }

  @Test func anOpaqueImageIsWrittenAsRGBWithTheSamePixels() throws {
    for seed: UInt64 in 1...5 {
      let surface = Self.randomSurface(width: 37, height: 11, seed: seed, opaque: true)
      defer { cairo_surface_destroy(surface) }
      let png = try PNGEncoder.encode(surface)
      #expect(png[25] == 2, "color type of seed \(seed)")
      #expect(try Bitmap(png: png) == (try Bitmap(png: Self.cairoPNG(surface))), "seed \(seed)")
    }
  }

  @Test func anImageWithTransparencyIsWrittenAsRGBA() throws {
    let surface = Self.randomSurface(width: 37, height: 11, seed: 3)
    defer { cairo_surface_destroy(surface) }
    #expect(try PNGEncoder.encode(surface)[25] == 6)
  }

  @Test func startsWithThePNGSignatureAndEndsWithIEND() throws {
    let surface = Self.randomSurface(width: 5, height: 5, seed: 9)
    defer { cairo_surface_destroy(surface) }
    let png = try PNGEncoder.encode(surface)
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(png.suffix(12) == Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
  }

  /// An opaque surface whose every pixel is drawn at random: noise, which deflate cannot shrink.
  static func noiseSurface(width: Int, height: Int, seed: UInt64) -> OpaquePointer {
    var random = SplitMix64(seed: seed)
    return surface(width: width, height: height) { row in
      for x in row.indices { row[x] = 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &random) }
    }
  }

  /// A surface whose rows `fill` writes, each as native-endian premultiplied ARGB words.
  static func surface(
    width: Int, height: Int, fill: (inout UnsafeMutableBufferPointer<UInt32>) -> Void
  ) -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    for y in 0..<height {
      var row = UnsafeMutableBufferPointer(
        start: UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self), count: width)
      fill(&row)
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// The compression level the zlib header of the image data records (0 fastest, 2 default, 3 best):
  /// after the signature, IHDR and IDAT's length and type, the header's second byte.
  static func recordedLevel(_ png: Data) -> UInt8 {
    png[png.startIndex + 8 + 25 + 8 + 1] >> 6
  }

  @Test func noiseIsStoredAndReadsBackTheSame() throws {
    let noise = Self.noiseSurface(width: 640, height: 640, seed: 4)
    defer { cairo_surface_destroy(noise) }
    let png = try PNGEncoder.encode(noise)
    #expect(Self.recordedLevel(png) == 0)
    #expect(try Bitmap(png: png) == (try Bitmap(png: Self.cairoPNG(noise))))
  }

  @Test func aDiagramOfTheSameSizeIsDeflated() throws {
    // Flat color with a few random runs, as a diagram is: shrinks many times over.
    let surface = Self.randomSurface(width: 640, height: 640, seed: 4, opaque: true)
    defer { cairo_surface_destroy(surface) }
    let png = try PNGEncoder.encode(surface)
    #expect(Self.recordedLevel(png) == 2)
    #expect(try Bitmap(png: png) == (try Bitmap(png: Self.cairoPNG(surface))))
  }

  /// An image of megabytes is filtered and deflated in bands at once (four for this one, whatever the
  /// machine's cores); the bands joined read back as the one image, with its Adler-32 checked by the
  /// decoder.
  @Test func aLargeImageDeflatedInBandsReadsBackAsOne() throws {
    let surface = Self.randomSurface(width: 1200, height: 900, seed: 11)
    defer { cairo_surface_destroy(surface) }
    let png = try PNGEncoder.encode(surface)
    #expect(Self.recordedLevel(png) == 2)
    #expect(try Bitmap(png: png) == (try Bitmap(png: Self.cairoPNG(surface))))
    // A band that is not the last ends with an empty stored block: its length 0 and that length's
    // complement, byte-aligned.
    let bytes = [UInt8](png)
    let joins = (0..<bytes.count - 3).filter { bytes[$0...].starts(with: [0, 0, 0xFF, 0xFF]) }.count
    #expect(joins >= 3)
  }
}
