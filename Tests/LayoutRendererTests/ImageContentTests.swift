import Foundation
import ImageDiff
import LayoutRenderer
import RenderTestSupport
import Testing
import TextureLayout

/// Images loaded as PNG through Cairo: sized by pixels ÷ scale, drawn covering their frame.
struct ImageContentTests {
  /// A PNG of `width` × `height` pixels of one opaque color (components 0–1).
  static func solidPNG(width: Int, height: Int, red: Double, green: Double, blue: Double) throws -> Data {
    let pixel = Bitmap.Pixel(
      red: UInt8(red * 255), green: UInt8(green * 255), blue: UInt8(blue * 255))
    return try Bitmap(width: width, height: height, fill: pixel).pngData()
  }

  @Test func sizeIsPixelsDividedByScale() throws {
    let image = try CairoImageContent(
      pngData: try Self.solidPNG(width: 30, height: 12, red: 1, green: 0, blue: 0), scale: 2)
    #expect(image.pixelWidth == 30)
    #expect(image.pixelHeight == 12)
    #expect(image.sizeThatFits(CGSize(width: 5, height: 5)) == CGSize(width: 15, height: 6))
  }

  @Test func anImageNodePaintsItsPixels() throws {
    let content = try CairoImageContent(
      pngData: try Self.solidPNG(width: 8, height: 4, red: 0, green: 0, blue: 1), scale: 2)
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

  @Test func aScaleThatIsNotPositiveIsAnError() throws {
    let png = try Self.solidPNG(width: 2, height: 2, red: 0, green: 0, blue: 0)
    #expect(throws: ImageLoadError.invalidScale(0)) { try CairoImageContent(pngData: png, scale: 0) }
  }
}
