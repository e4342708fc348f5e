import ImageDiff
import Testing

/// The diff image: red differences over a faded grayscale copy of the reference.
struct DiffImageTests {
  @Test func aChangedPixelIsRedAndTheRestFadedGray() throws {
    var reference = Bitmap(width: 4, height: 4, fill: .white)
    reference.fill(PixelRect(x: 0, y: 0, width: 4, height: 2), with: .black)
    var actual = reference
    actual[3, 3] = .opaque(0x039BE5)
    let diff = try #require(ImageComparison(reference: reference, actual: actual).diffImage)
    #expect(diff[3, 3] == .opaque(0xFF0000))
    // Black faded to 10% opacity over white: 255 × 0.9, rounded.
    #expect(diff[0, 0] == .opaque(0xE6E6E6))
    #expect(diff[0, 3] == .white)
  }

  @Test func fadingFollowsTheReferencesLumaAndAlpha() throws {
    var reference = Bitmap(width: 2, height: 1)
    reference[0, 0] = .opaque(0xFF0000)
    let options = ComparisonOptions(fadedOpacity: 1)
    let diff = try #require(
      ImageComparison(reference: reference, actual: reference, options: options).diffImage)
    // Red's luma is 255 × 0.29889531 ≈ 76; the transparent pixel fades to white.
    #expect(diff[0, 0] == .opaque(0x4C4C4C))
    #expect(diff[1, 0] == .white)
  }

  @Test func colorsCanBeChosen() throws {
    let reference = Bitmap(width: 1, height: 1, fill: .white)
    let actual = Bitmap(width: 1, height: 1, fill: .black)
    let options = ComparisonOptions(differenceColor: .opaque(0x00FF00))
    #expect(
      ImageComparison(reference: reference, actual: actual, options: options).diffImage?[0, 0]
        == .opaque(0x00FF00))
  }
}
