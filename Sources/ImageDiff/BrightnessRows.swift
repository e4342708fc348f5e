/// The brightness of an image's pixels, three rows at a time, each worked out once rather than once for
/// every test of a neighbor: on noise or a photograph every pixel differs, and each of the eight around it
/// is looked at again by each of its neighbors' tests. The values are `PerceptualColor.brightness`'s,
/// exactly.
final class BrightnessRows {
  private let pixels: PixelRows
  private let width: Int
  private let values: UnsafeMutableBufferPointer<Double>
  /// The image row each of the three slots holds; -1 for none yet.
  private var held: (Int, Int, Int) = (-1, -1, -1)

  /// Rows of `pixels`, `width` pixels of each (the region compared).
  init(_ pixels: PixelRows, width: Int) {
    self.pixels = pixels
    self.width = width
    values = .allocate(capacity: 3 * max(width, 1))
  }

  deinit { values.deallocate() }

  /// The brightness of the pixel at (`x`, `y`).
  func brightness(x: Int, y: Int) -> Double {
    let slot = y % 3
    let current = slot == 0 ? held.0 : slot == 1 ? held.1 : held.2
    if current != y { fill(slot, row: y) }
    return values[slot &* width &+ x]
  }

  private func fill(_ slot: Int, row y: Int) {
    let start = slot * width
    for x in 0..<width { values[start + x] = PerceptualColor.brightness(pixels[x, y]) }
    switch slot {
    case 0: held.0 = y
    case 1: held.1 = y
    default: held.2 = y
    }
  }
}
