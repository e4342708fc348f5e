import ImageDiff
import Testing

/// Pixelmatch's comparison: counts, bounds, the threshold, sizes and anti-aliasing.
struct ComparisonTests {
  let canvas = Bitmap(width: 8, height: 6, fill: .white)

  @Test func identicalImagesMatch() {
    var image = canvas
    image.fill(PixelRect(x: 2, y: 1, width: 3, height: 2), with: .opaque(0x039BE5))
    let comparison = ImageComparison(reference: image, actual: image)
    #expect(comparison.verdict == .match)
    #expect(comparison.differingPixelCount == 0)
    #expect(comparison.differenceBounds == nil)
    #expect(comparison.summary == "0 pixels differ (8×6)")
  }

  @Test func oneChangedPixelIsCountedWithItsBounds() {
    var actual = canvas
    actual[5, 3] = .opaque(0xF4511E)
    let comparison = ImageComparison(reference: canvas, actual: actual)
    #expect(comparison.verdict == .pixelsDiffer(count: 1, bounds: PixelRect(x: 5, y: 3, width: 1, height: 1)))
    #expect(comparison.summary == "1 pixel differs, in 1×1 at (5, 3)")
  }

  @Test func boundsHoldEveryDifferingPixel() {
    var actual = canvas
    actual[1, 4] = .black
    actual[6, 2] = .black
    let comparison = ImageComparison(reference: canvas, actual: actual)
    #expect(comparison.differingPixelCount == 2)
    #expect(comparison.differenceBounds == PixelRect(x: 1, y: 2, width: 6, height: 3))
  }

  @Test func aChangeUnderTheThresholdMatches() {
    var actual = canvas
    actual[2, 2] = .opaque(0xFCFCFC)
    #expect(ImageComparison(reference: canvas, actual: actual).matches)
    let exact = ImageComparison(reference: canvas, actual: actual, options: ComparisonOptions(threshold: 0))
    #expect(exact.differingPixelCount == 1)
  }

  @Test func theThresholdIsAFractionOfThePerceptualRange() {
    // Mid gray against white: a luma step of 127, 0.5053 × 127² ≈ 8150 of the 35215 that black and white
    // differ by; √(8150 / 35215) ≈ 0.48 of the range.
    var actual = canvas
    actual[2, 2] = .opaque(0x808080)
    let loose = ImageComparison(
      reference: canvas, actual: actual, options: ComparisonOptions(threshold: 0.49))
    let tight = ImageComparison(
      reference: canvas, actual: actual, options: ComparisonOptions(threshold: 0.47))
    #expect(loose.matches)
    #expect(tight.differingPixelCount == 1)
  }

  @Test func transparencyIsSeenOverWhite() {
    // A transparent pixel looks white, so it matches white; transparent black matches transparent red.
    var transparent = canvas
    transparent[0, 0] = .clear
    #expect(ImageComparison(reference: canvas, actual: transparent).matches)
    var red = Bitmap(width: 2, height: 2)
    red[1, 1] = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 0)
    #expect(ImageComparison(reference: Bitmap(width: 2, height: 2), actual: red).matches)
    var halfBlack = canvas
    halfBlack[0, 0] = Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 128)
    #expect(ImageComparison(reference: canvas, actual: halfBlack).differingPixelCount == 1)
  }

  @Test func differentSizesAreADifferenceOverTheUnion() {
    let wider = Bitmap(width: 10, height: 5, fill: .white)
    let comparison = ImageComparison(reference: canvas, actual: wider)
    #expect(
      comparison.verdict
        == .sizesDiffer(reference: PixelSize(width: 8, height: 6), actual: PixelSize(width: 10, height: 5)))
    #expect(!comparison.matches)
    // The union is 10×6; the 2×5 strip right of the reference and the row below the actual differ.
    #expect(comparison.diffImage?.size == PixelSize(width: 10, height: 6))
    #expect(comparison.differingPixelCount == 2 * 5 + 10)
    #expect(comparison.differenceBounds == PixelRect(x: 0, y: 0, width: 10, height: 6))
    #expect(comparison.diffImage?[9, 0] == .opaque(0xFF0000))
    #expect(comparison.diffImage?[3, 5] == .opaque(0xFF0000))
    #expect(comparison.summary.hasPrefix("sizes differ: reference 8×6, actual 10×5 pixels; 20 pixels differ"))
  }

  @Test func sameSizeEmptyImagesMatch() {
    #expect(
      ImageComparison(reference: Bitmap(width: 0, height: 0), actual: Bitmap(width: 0, height: 0)).matches)
  }
}

/// Images of very different shapes (a tall one against a wide one) are compared where both have pixels;
/// the rest is counted without being visited, and no diff image as large as both together is drawn.
struct ShapesApartTests {
  @Test func aTallImageAgainstAWideOneIsCountedNotVisited() {
    let tall = Bitmap(width: 1, height: 30_000, fill: .white)
    let wide = Bitmap(width: 30_000, height: 1, fill: .white)
    let comparison = ImageComparison(reference: tall, actual: wide)
    #expect(comparison.differingPixelCount == 30_000 * 30_000 - 1)
    #expect(comparison.differenceBounds == PixelRect(x: 0, y: 0, width: 30_000, height: 30_000))
    #expect(comparison.diffImage == nil)
  }
}

/// A share of pixels that may differ: within it images match, beyond it they differ, and sizes always count.
struct ToleranceTests {
  let canvas = Bitmap(width: 8, height: 6, fill: .white)

  @Test func differencesWithinTheToleranceMatchAndBeyondItDoNot() {
    var actual = canvas
    actual[1, 1] = .black
    actual[2, 1] = .black
    actual[3, 1] = .black
    // 3 of 48 pixels differ: a tolerance of 3/48 allows them, one a little smaller does not.
    let within = ImageComparison(
      reference: canvas, actual: actual, options: ComparisonOptions(threshold: 0, tolerance: 3.0 / 48))
    #expect(
      within.verdict
        == .withinTolerance(count: 3, bounds: PixelRect(x: 1, y: 1, width: 3, height: 1), allowed: 3))
    #expect(within.matches)
    #expect(within.summary == "3 pixels differ, in 3×1 at (1, 1); within the tolerance of 3")
    let beyond = ImageComparison(
      reference: canvas, actual: actual, options: ComparisonOptions(threshold: 0, tolerance: 2.9 / 48))
    #expect(!beyond.matches)
    #expect(beyond.summary == "3 pixels differ, in 3×1 at (1, 1); more than the tolerance of 2")
  }

  @Test func imagesOfDifferentSizesNeverMatchWhateverTheTolerance() {
    let comparison = ImageComparison(
      reference: canvas, actual: Bitmap(width: 8, height: 5, fill: .white),
      options: ComparisonOptions(tolerance: 1))
    #expect(!comparison.matches)
  }

  @Test func otherToolsNamesMapOntoThresholdAndTolerance() {
    let snapshot = ComparisonOptions.snapshotTesting(precision: 0.98, perceptualPrecision: 0.9)
    #expect(abs(snapshot.tolerance - 0.02) < 1e-12)
    #expect(abs(snapshot.threshold - 0.1) < 1e-12)
    #expect(!snapshot.detectsAntialiasing)
    let exact = ComparisonOptions.snapshotTesting()
    #expect(exact.tolerance == 0 && exact.threshold == 0)
    let tolerances = ComparisonOptions.tolerances(perPixel: 0.05, overall: 0.01)
    #expect(tolerances.threshold == 0.05 && tolerances.tolerance == 0.01)
  }
}

/// Large images are compared in bands of rows at once: the counts, the bounds and the diff image are those
/// of one pass over every row.
struct BandedComparisonTests {
  @Test func changesInDifferentBandsAreAllCountedAndBounded() throws {
    let reference = Bitmap(width: 300, height: 300, fill: .white)
    var actual = reference
    actual[7, 10] = .black
    actual[290, 150] = .black
    actual[150, 290] = .black
    let comparison = ImageComparison(
      reference: reference, actual: actual,
      options: ComparisonOptions(threshold: 0, detectsAntialiasing: false))
    #expect(comparison.differingPixelCount == 3)
    #expect(comparison.differenceBounds == PixelRect(x: 7, y: 10, width: 284, height: 281))
    let diff = try #require(comparison.diffImage)
    for (x, y) in [(7, 10), (290, 150), (150, 290)] { #expect(diff[x, y] == .opaque(0xFF0000)) }
    #expect(diff[8, 10] != .opaque(0xFF0000))
  }
}
