import ImageDiff

extension Bitmap {
  /// The distinct pixels of a rectangle of whole pixels, for checking that a region is one solid color.
  public func pixels(x: Range<Int>, y: Range<Int>) -> Set<Pixel> {
    var found: Set<Pixel> = []
    for row in y { for column in x { found.insert(self[column, row]) } }
    return found
  }
}

extension Bitmap {
  /// The image with the red channel of the pixel at (`x`, `y`) changed by one unit: the smallest change a
  /// check must notice.
  public func changingOnePixel(x: Int, y: Int) -> Bitmap {
    var changed = self
    let pixel = self[x, y]
    changed.fill(
      PixelRect(x: x, y: y, width: 1, height: 1),
      with: Bitmap.Pixel(red: pixel.red ^ 1, green: pixel.green, blue: pixel.blue, alpha: pixel.alpha))
    return changed
  }
}
