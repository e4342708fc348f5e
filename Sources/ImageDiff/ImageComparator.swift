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
  }

  func compare() -> ImageComparison {
    let union = PixelSize(
      width: max(reference.width, actual.width), height: max(reference.height, actual.height))
    let overlap = PixelSize(
      width: min(reference.width, actual.width), height: min(reference.height, actual.height))
    var diffImage = Bitmap(width: union.width, height: union.height)
    var tally = Tally()
    let limit = options.maximumSquaredDistance
    let referenceDetector = AntialiasingDetector(image: reference, other: actual, region: overlap)
    let actualDetector = AntialiasingDetector(image: actual, other: reference, region: overlap)
    for y in 0..<union.height {
      for x in 0..<union.width {
        guard x < overlap.width, y < overlap.height else {
          diffImage[x, y] = options.differenceColor
          tally.addDifference(x: x, y: y)
          continue
        }
        let expected = reference[x, y]
        let found = actual[x, y]
        guard expected != found,
          PerceptualColor(expected).squaredDistance(to: PerceptualColor(found)) > limit
        else {
          diffImage[x, y] = faded(expected)
          continue
        }
        if options.detectsAntialiasing,
          referenceDetector.isAntialiased(x: x, y: y) || actualDetector.isAntialiased(x: x, y: y)
        {
          diffImage[x, y] = options.antialiasedColor
          tally.antialiased += 1
        } else {
          diffImage[x, y] = options.differenceColor
          tally.addDifference(x: x, y: y)
        }
      }
    }
    return ImageComparison(
      referenceSize: reference.size, actualSize: actual.size, differingPixelCount: tally.differing,
      antialiasedPixelCount: tally.antialiased, differenceBounds: tally.bounds, diffImage: diffImage)
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
