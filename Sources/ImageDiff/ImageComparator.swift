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
  }

  /// The counts of the comparison; the diff image is drawn only when asked for (`drawDiffImage`), since
  /// most comparisons match and the image is as large as both together.
  func compare() -> ImageComparison {
    if reference.size == actual.size, reference.pixels == actual.pixels {
      return ImageComparison(
        reference: reference, actual: actual, options: options, differingPixelCount: 0,
        antialiasedPixelCount: 0, differenceBounds: nil)
    }
    var ignored: Bitmap?
    let tally = visit(drawing: &ignored)
    return ImageComparison(
      reference: reference, actual: actual, options: options, differingPixelCount: tally.differing,
      antialiasedPixelCount: tally.antialiased, differenceBounds: tally.bounds)
  }

  /// The size of both images together: differing pixels in the difference color, anti-aliased ones in the
  /// anti-aliasing color, the rest a faded grayscale copy of the reference; `nil` when that size is more
  /// pixels than one image may have (a tall image against a wide one).
  func drawDiffImage() -> Bitmap? {
    let union = PixelSize(
      width: max(reference.width, actual.width), height: max(reference.height, actual.height))
    guard union.width * union.height <= Budgets.imagePixels else { return nil }
    var image: Bitmap? = Bitmap(width: union.width, height: union.height)
    _ = visit(drawing: &image)
    return image
  }

  /// Compares the pixels both images have, painting each into `diffImage` when there is one; every pixel
  /// only one of them has differs, and is counted (and painted) without being compared.
  private func visit(drawing diffImage: inout Bitmap?) -> Tally {
    let union = PixelSize(
      width: max(reference.width, actual.width), height: max(reference.height, actual.height))
    let overlap = PixelSize(
      width: min(reference.width, actual.width), height: min(reference.height, actual.height))
    let draws = diffImage != nil
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
    let limit = options.maximumSquaredDistance
    let referenceDetector = AntialiasingDetector(image: reference, other: actual, region: overlap)
    let actualDetector = AntialiasingDetector(image: actual, other: reference, region: overlap)
    if draws {
      for y in 0..<union.height {
        for x in 0..<union.width where x >= overlap.width || y >= overlap.height {
          diffImage![x, y] = options.differenceColor
        }
      }
    }
    for y in 0..<overlap.height {
      for x in 0..<overlap.width {
        let expected = reference[x, y]
        let found = actual[x, y]
        guard expected != found,
          PerceptualColor(expected).squaredDistance(to: PerceptualColor(found)) > limit
        else {
          if draws { diffImage![x, y] = faded(expected) }
          continue
        }
        if options.detectsAntialiasing,
          referenceDetector.isAntialiased(x: x, y: y) || actualDetector.isAntialiased(x: x, y: y)
        {
          if draws { diffImage![x, y] = options.antialiasedColor }
          tally.antialiased += 1
        } else {
          if draws { diffImage![x, y] = options.differenceColor }
          tally.addDifference(x: x, y: y)
        }
      }
    }
    return tally
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
