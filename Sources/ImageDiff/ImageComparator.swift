import Foundation
import InputLimits

/// Pixelmatch's comparison, pixel by pixel over both images together: a pixel outside one image differs;
/// inside both, it differs when the squared YIQ distance of the two colors (each over white) exceeds the
/// threshold's, unless it looks like anti-aliasing in either image.
struct ImageComparator {
  let reference: Bitmap
  let actual: Bitmap
  let options: ComparisonOptions

  /// Working totals while the pixels are visited.
  private struct Tally {
    var differing = 0
    var antialiased = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min

    mutating func addDifference(x: Int, y: Int) {
      differing += 1
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x)
      maxY = max(maxY, y)
    }

    var bounds: PixelRect? {
      differing > 0 ? PixelRect(enclosingFrom: minX, minY, to: maxX, maxY) : nil
    }

    /// Adds another band's counts and bounds.
    mutating func merge(_ other: Tally) {
      differing += other.differing
      antialiased += other.antialiased
      minX = min(minX, other.minX)
      minY = min(minY, other.minY)
      maxX = max(maxX, other.maxX)
      maxY = max(maxY, other.maxY)
    }
  }

  /// What each pixel of the overlap came to, row by row: the comparison's one visit, which the diff image
  /// is painted from without comparing again.
  enum Verdict: UInt8 {
    case same, differs, antialiased
  }

  /// The counts of the comparison, with each overlapping pixel's verdict kept to paint the diff image from
  /// when it is asked for (`drawDiffImage`), since most comparisons match and the image is as large as both
  /// together.
  func compare() -> ImageComparison {
    if reference.size == actual.size, reference.pixels == actual.pixels {
      return ImageComparison(
        reference: reference, actual: actual, options: options, differingPixelCount: 0,
        antialiasedPixelCount: 0, differenceBounds: nil, verdicts: nil)
    }
    let (tally, verdicts) = visit()
    return ImageComparison(
      reference: reference, actual: actual, options: options, differingPixelCount: tally.differing,
      antialiasedPixelCount: tally.antialiased, differenceBounds: tally.bounds, verdicts: verdicts)
  }

  /// The size of both images together: differing pixels in the difference color, anti-aliased ones in the
  /// anti-aliasing color, the rest a faded grayscale copy of the reference; `nil` when that size is more
  /// pixels than one image may have (a tall image against a wide one). `verdicts` are the overlap's, from
  /// `compare()`; `nil` when every pixel of the overlap is the same.
  func drawDiffImage(verdicts: [Verdict]?) -> Bitmap? {
    let union = PixelSize(
      width: max(reference.width, actual.width), height: max(reference.height, actual.height))
    guard union.width * union.height <= Budgets.imagePixels else { return nil }
    let overlap = PixelSize(
      width: min(reference.width, actual.width), height: min(reference.height, actual.height))
    // Row by row into one array: the image is as large as both, and a subscript per pixel costs more.
    var pixels: [Bitmap.Pixel] = []
    pixels.reserveCapacity(union.width * union.height)
    for y in 0..<union.height {
      for x in 0..<union.width {
        guard x < overlap.width, y < overlap.height else {
          pixels.append(options.differenceColor)
          continue
        }
        switch verdicts?[y * overlap.width + x] ?? .same {
        case .same: pixels.append(faded(reference[x, y]))
        case .differs: pixels.append(options.differenceColor)
        case .antialiased: pixels.append(options.antialiasedColor)
        }
      }
    }
    return Bitmap(width: union.width, height: union.height, pixels: pixels)!
  }

  /// Compares the pixels both images have, in bands of rows on as many threads as there are cores; every
  /// pixel only one of them has differs, and is counted without being compared.
  private func visit() -> (Tally, [Verdict]) {
    let union = PixelSize(
      width: max(reference.width, actual.width), height: max(reference.height, actual.height))
    let overlap = PixelSize(
      width: min(reference.width, actual.width), height: min(reference.height, actual.height))
    var tally = Tally()
    let outside = union.width * union.height - overlap.width * overlap.height
    if outside > 0 {
      // The pixels outside the overlap: a strip right of it, one below it, or both (an L reaching every
      // edge of the union).
      let wider = overlap.width < union.width
      let taller = overlap.height < union.height
      tally.differing += outside
      tally.minX = wider && !taller ? overlap.width : 0
      tally.minY = taller && !wider ? overlap.height : 0
      tally.maxX = union.width - 1
      tally.maxY = union.height - 1
    }
    var verdicts = [Verdict](repeating: .same, count: overlap.width * overlap.height)
    let bands = max(1, min(ProcessInfo.processInfo.activeProcessorCount, overlap.height / 64))
    var tallies = [Tally](repeating: Tally(), count: bands)
    verdicts.withUnsafeMutableBufferPointer { verdictBuffer in
      tallies.withUnsafeMutableBufferPointer { tallyBuffer in
        // Each band writes its own rows of verdicts and its own tally: no two threads share a place.
        nonisolated(unsafe) let verdictsOut = verdictBuffer
        nonisolated(unsafe) let talliesOut = tallyBuffer
        DispatchQueue.concurrentPerform(iterations: bands) { band in
          let rows = (overlap.height * band / bands)..<(overlap.height * (band + 1) / bands)
          talliesOut[band] = compareRows(rows, overlap: overlap, into: verdictsOut)
        }
      }
    }
    for band in tallies { tally.merge(band) }
    return (tally, verdicts)
  }

  /// Compares `rows` of the overlap, writing each pixel's verdict.
  private func compareRows(
    _ rows: Range<Int>, overlap: PixelSize, into verdicts: UnsafeMutableBufferPointer<Verdict>
  ) -> Tally {
    let limit = options.maximumSquaredDistance
    return reference.withRows { reference in
      actual.withRows { actual in
        let referenceDetector = AntialiasingDetector(image: reference, other: actual, region: overlap)
        let actualDetector = AntialiasingDetector(image: actual, other: reference, region: overlap)
        var tally = Tally()
        for y in rows {
          for x in 0..<overlap.width {
            let expected = reference[x, y]
            let found = actual[x, y]
            guard expected != found,
              PerceptualColor(expected).squaredDistance(to: PerceptualColor(found)) > limit
            else { continue }
            if options.detectsAntialiasing,
              referenceDetector.isAntialiased(x: x, y: y) || actualDetector.isAntialiased(x: x, y: y)
            {
              verdicts[y * overlap.width + x] = .antialiased
              tally.antialiased += 1
            } else {
              verdicts[y * overlap.width + x] = .differs
              tally.addDifference(x: x, y: y)
            }
          }
        }
        return tally
      }
    }
  }

  /// A matching pixel in the diff image: the reference's luma, its opacity scaled by `fadedOpacity`, over
  /// white.
  private func faded(_ pixel: Bitmap.Pixel) -> Bitmap.Pixel {
    let luma = PerceptualColor.luma(
      red: Double(pixel.red), green: Double(pixel.green), blue: Double(pixel.blue))
    let opacity = options.fadedOpacity * Double(pixel.alpha) / 255
    let gray = UInt8((255 + (luma - 255) * opacity).rounded())
    return Bitmap.Pixel(red: gray, green: gray, blue: gray)
  }
}
