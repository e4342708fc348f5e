import CCairo
import Foundation
import ImageDiff
import LayoutRenderer
import RenderTestSupport
import Testing
import TextureLayout

/// Images loaded as PNG through Cairo: sized by pixels ÷ scale, drawn covering their frame.
struct ImageContentTests {
  /// A PNG of `width` × `height` pixels of one opaque color, made with Cairo.
  static func solidPNG(width: Int32, height: Int32, red: Double, green: Double, blue: Double) -> Data {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    defer { cairo_surface_destroy(surface) }
    let cairo = cairo_create(surface)!
    cairo_set_source_rgb(cairo, red, green, blue)
    cairo_paint(cairo)
    cairo_destroy(cairo)
    final class Sink { var data = Data() }
    let sink = Sink()
    withExtendedLifetime(sink) {
      _ = cairo_surface_write_to_png_stream(
        surface,
        { closure, bytes, length in
          Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    }
    return sink.data
  }

  @Test func sizeIsPixelsDividedByScale() throws {
    let image = try CairoImageContent(
      pngData: Self.solidPNG(width: 30, height: 12, red: 1, green: 0, blue: 0), scale: 2)
    #expect(image.pixelWidth == 30)
    #expect(image.pixelHeight == 12)
    #expect(image.sizeThatFits(CGSize(width: 5, height: 5)) == CGSize(width: 15, height: 6))
  }

  @Test func anImageNodePaintsItsPixels() throws {
    let content = try CairoImageContent(
      pngData: Self.solidPNG(width: 8, height: 4, red: 0, green: 0, blue: 1), scale: 2)
    let node = DisplayNode(content: content)
    let layout = calculateRootLayout(node, sizeRange: .unconstrained, pixelGrid: .retina)
    #expect(layout.size == CGSize(width: 4, height: 2))
    let png = try LayoutRenderer(options: RenderOptions(style: .plain)).pngData(layout)
    let image = try Bitmap(png: png)
    #expect(image.width == 8)
    #expect(image.pixels(x: 0..<8, y: 0..<4) == [.opaque(0x0000FF)])
  }

  @Test func bytesThatAreNotAPNGAreAnError() {
    #expect(throws: ImageLoadError.self) { try CairoImageContent(pngData: Data("not a png".utf8)) }
  }

  @Test func aMissingFileIsAnError() {
    #expect(throws: ImageLoadError.self) {
      try CairoImageContent(contentsOf: URL(fileURLWithPath: "/nonexistent/image.png"))
    }
  }

  @Test func aScaleThatIsNotPositiveIsAnError() {
    let png = Self.solidPNG(width: 2, height: 2, red: 0, green: 0, blue: 0)
    #expect(throws: ImageLoadError.invalidScale(0)) { try CairoImageContent(pngData: png, scale: 0) }
  }
}
