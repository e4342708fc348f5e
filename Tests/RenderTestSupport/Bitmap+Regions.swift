import ImageDiff

extension Bitmap {
  /// The distinct pixels of a rectangle of whole pixels, for checking that a region is one solid color.
  public func pixels(x: Range<Int>, y: Range<Int>) -> Set<Pixel> {
    var found: Set<Pixel> = []
    for row in y { for column in x { found.insert(self[column, row]) } }
    return found
  }
}
