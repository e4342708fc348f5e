import Foundation
import ImageDiff
import Testing

/// Two images decoded at once, as `diff` and `check` compare them.
struct DecodedTogetherTests {
  static let red = Bitmap(
    width: 2, height: 1,
    pixels: [Bitmap.Pixel(red: 255, green: 0, blue: 0)] + [Bitmap.Pixel(red: 0, green: 0, blue: 255)])!

  @Test func returnsBothImagesInArgumentOrder() throws {
    let first = try Self.red.pngData()
    let second = try Bitmap(
      width: 1, height: 3, pixels: Array(repeating: .init(red: 1, green: 2, blue: 3), count: 3))!.pngData()
    let (a, b) = try Bitmap.decodedTogether(
      { () throws(ImageFileError) in try Bitmap(png: first, file: "a.png") },
      { () throws(ImageFileError) in try Bitmap(png: second, file: "b.png") })
    #expect(a == Self.red)
    #expect(b.width == 1 && b.height == 3)
  }

  @Test func theFirstArgumentsErrorIsThrownWhenBothFail() throws {
    do {
      _ = try Bitmap.decodedTogether(
        { () throws(ImageFileError) in try Bitmap(png: Data("not png".utf8), file: "a.png") },
        { () throws(ImageFileError) in try Bitmap(png: Data(), file: "b.png") })
      Issue.record("decoded two files that are not PNG")
    } catch {
      #expect(String(describing: error).contains("a.png"))
    }
  }

  @Test func theSecondArgumentsErrorIsThrownWhenOnlyItFails() throws {
    let first = try Self.red.pngData()
    #expect {
      _ = try Bitmap.decodedTogether(
        { () throws(ImageFileError) in try Bitmap(png: first, file: "a.png") },
        { () throws(ImageFileError) in try Bitmap(png: Data(), file: "b.png") })
    } throws: { String(describing: $0).contains("b.png") }
  }
}
