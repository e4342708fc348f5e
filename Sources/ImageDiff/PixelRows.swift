/// A bitmap's pixels read in place, without the array's checks and reference counting on every read: the
/// comparison reads each pixel and its eight neighbors in both images.
struct PixelRows {
  /// The pixels, row after row.
  let pixels: UnsafeBufferPointer<Bitmap.Pixel>
  /// Pixels per row.
  let width: Int

  /// The pixel at (`x`, `y`), which the caller keeps inside the image.
  subscript(x: Int, y: Int) -> Bitmap.Pixel {
    pixels[y &* width &+ x]
  }
}

extension Bitmap {
  /// Calls `body` with the pixels read in place.
  func withRows<Result>(_ body: (PixelRows) -> Result) -> Result {
    pixels.withUnsafeBufferPointer { body(PixelRows(pixels: $0, width: width)) }
  }
}
