import Foundation
import ImageDiff
import RenderTestSupport
import Testing

/// PNG through Cairo: straight alpha in, premultiplied in Cairo, straight alpha out.
struct PNGTests {
  @Test func opaqueAndTransparentPixelsRoundTripExactly() throws {
    var image = Bitmap(width: 3, height: 2, fill: .clear)
    image[0, 0] = .opaque(0xF4511E)
    image[1, 0] = .opaque(0x039BE5)
    image[2, 1] = .white
    let decoded = try Bitmap(png: try image.pngData())
    #expect(decoded == image)
  }

  @Test func halfTransparentPixelsKeepTheirColorWithinPremultiplicationError() throws {
    var image = Bitmap(width: 1, height: 1)
    image[0, 0] = Bitmap.Pixel(red: 200, green: 100, blue: 50, alpha: 128)
    let pixel = try Bitmap(png: try image.pngData())[0, 0]
    #expect(pixel.alpha == 128)
    #expect(abs(Int(pixel.red) - 200) <= 1)
    #expect(abs(Int(pixel.green) - 100) <= 1)
    #expect(abs(Int(pixel.blue) - 50) <= 1)
  }

  @Test func sixteenBitPNGsReadAsEightBit() throws {
    // One row: opaque #ff8000 (16-bit ffff 8080 0000), then transparent.
    let row: [UInt8] = [0xFF, 0xFF, 0x80, 0x80, 0x00, 0x00, 0xFF, 0xFF] + Array(repeating: 0, count: 8)
    let png = HandMadePNG.make(width: 2, height: 1, bitDepth: 16, colorType: .rgba, rows: [row])
    let image = try Bitmap(png: png)
    #expect(image.size == PixelSize(width: 2, height: 1))
    #expect(image[0, 0] == .opaque(0xFF8000))
    #expect(image[1, 0] == .clear)
  }

  @Test func grayPNGsReadAsOpaqueGray() throws {
    let png = HandMadePNG.make(width: 3, height: 1, bitDepth: 8, colorType: .gray, rows: [[0, 128, 255]])
    let image = try Bitmap(png: png)
    #expect(image.pixels == [.black, .opaque(0x808080), .white])
  }

  @Test func bytesThatAreNotPNGAreRejectedByName() {
    #expect(throws: ImageFileError.notPNG(file: "notes.txt", reason: "no PNG signature")) {
      try Bitmap(png: Data("hello".utf8), file: "notes.txt")
    }
    #expect(throws: ImageFileError.notPNG(file: "empty.png", reason: "the file is empty")) {
      try Bitmap(png: Data(), file: "empty.png")
    }
  }

  @Test func aTruncatedPNGIsRejected() throws {
    let data = try Bitmap(width: 4, height: 4, fill: .black).pngData()
    #expect(throws: ImageFileError.self) { try Bitmap(png: data.prefix(30), file: "cut.png") }
  }

  @Test func anEmptyImageCannotBeEncoded() {
    #expect(throws: ImageFileError.empty(file: "PNG data")) { try Bitmap(width: 0, height: 3).pngData() }
  }

  @Test func writingCreatesTheFolderAndLeavesNoTemporaryFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "imagediff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("nested/out.png")
    try Bitmap(width: 2, height: 2, fill: .black).write(to: url)
    #expect(try Bitmap(contentsOf: url) == Bitmap(width: 2, height: 2, fill: .black))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["out.png"]
    )
  }

  @Test func aMissingFileIsUnreadable() {
    let error = #expect(throws: ImageFileError.self) {
      try Bitmap(contentsOf: URL(fileURLWithPath: "/nonexistent/a.png"), file: "a.png")
    }
    #expect(error?.description.hasPrefix("a.png: cannot read the file") == true)
  }
}
