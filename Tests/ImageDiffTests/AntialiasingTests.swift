import ImageDiff
import Testing

/// Pixelmatch's anti-aliasing heuristic: a pixel on an intensity slope between flat areas is set aside; a
/// change inside a flat area is not.
struct AntialiasingTests {
  /// Two black columns, an edge column of `edge`, two white columns; 5×5.
  func verticalEdge(_ edge: Bitmap.Pixel) -> Bitmap {
    var image = Bitmap(width: 5, height: 5, fill: .white)
    image.fill(PixelRect(x: 0, y: 0, width: 2, height: 5), with: .black)
    image.fill(PixelRect(x: 2, y: 0, width: 1, height: 5), with: edge)
    return image
  }

  @Test func aChangedEdgePixelIsAntialiasing() {
    var actual = verticalEdge(.opaque(0x808080))
    actual[2, 2] = .opaque(0x404040)
    let comparison = ImageComparison(reference: verticalEdge(.opaque(0x808080)), actual: actual)
    #expect(comparison.matches)
    #expect(comparison.antialiasedPixelCount == 1)
    #expect(comparison.diffImage?[2, 2] == .opaque(0xFFFF00))
    #expect(comparison.summary == "0 pixels differ (5×5); 1 anti-aliased ignored")
  }

  @Test func countingAntialiasingCountsTheEdgePixel() {
    var actual = verticalEdge(.opaque(0x808080))
    actual[2, 2] = .opaque(0x404040)
    let comparison = ImageComparison(
      reference: verticalEdge(.opaque(0x808080)), actual: actual,
      options: ComparisonOptions(detectsAntialiasing: false))
    #expect(comparison.differingPixelCount == 1)
    #expect(comparison.antialiasedPixelCount == 0)
  }

  @Test func aChangeInsideAFlatAreaIsReal() {
    var actual = verticalEdge(.opaque(0x808080))
    actual[4, 2] = .black
    let comparison = ImageComparison(reference: verticalEdge(.opaque(0x808080)), actual: actual)
    #expect(comparison.differingPixelCount == 1)
    #expect(comparison.antialiasedPixelCount == 0)
    #expect(comparison.differenceBounds == PixelRect(x: 4, y: 2, width: 1, height: 1))
  }

  @Test func aMovedEdgeIsReal() {
    // The whole edge column turned from black to white: the pixels have many equal neighbors in a row.
    let reference = verticalEdge(.black)
    let actual = verticalEdge(.white)
    let comparison = ImageComparison(reference: reference, actual: actual)
    #expect(comparison.differingPixelCount == 5)
    #expect(comparison.antialiasedPixelCount == 0)
  }
}
