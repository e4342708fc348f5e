/// Pixelmatch's test for anti-aliasing, after Vyšniauskas, "Anti-aliased pixel and intensity slope
/// detector" (2009): a pixel that differs between two renders is anti-aliasing when it sits on an intensity
/// slope — among its eight neighbors there are both darker and brighter pixels, few equal ones — and the
/// darkest or the brightest of those neighbors lies inside a flat area (three or more equal neighbors of
/// its own) in both images. A real change has many equal neighbors, or no slope across it.
struct AntialiasingDetector {
  /// The image the pixel is tested in.
  let image: Bitmap
  /// The image it is compared with.
  let other: Bitmap
  /// The region both images cover; neighbors outside it are not looked at.
  let region: PixelSize

  /// Whether the pixel at (`x`, `y`) of `image` is likely anti-aliasing.
  func isAntialiased(x: Int, y: Int) -> Bool {
    let center = image[x, y]
    var equalNeighbors = isOnEdge(x: x, y: y) ? 1 : 0
    var darkest: (difference: Double, x: Int, y: Int) = (0, 0, 0)
    var brightest: (difference: Double, x: Int, y: Int) = (0, 0, 0)
    let flat = !forEachNeighbor(x: x, y: y) { nx, ny in
      let difference = PerceptualColor.brightnessDifference(image[nx, ny], center)
      if difference == 0 {
        equalNeighbors += 1
        if equalNeighbors > 2 { return false }
      } else if difference < darkest.difference {
        darkest = (difference, nx, ny)
      } else if difference > brightest.difference {
        brightest = (difference, nx, ny)
      }
      return true
    }
    guard !flat, darkest.difference != 0, brightest.difference != 0 else { return false }
    return isInFlatArea(x: darkest.x, y: darkest.y) || isInFlatArea(x: brightest.x, y: brightest.y)
  }

  /// Whether the pixel at (`x`, `y`) has three or more equal neighbors in both images.
  private func isInFlatArea(x: Int, y: Int) -> Bool {
    hasManyEqualNeighbors(in: image, x: x, y: y) && hasManyEqualNeighbors(in: other, x: x, y: y)
  }

  private func hasManyEqualNeighbors(in bitmap: Bitmap, x: Int, y: Int) -> Bool {
    let center = bitmap[x, y]
    var equal = isOnEdge(x: x, y: y) ? 1 : 0
    let many = !forEachNeighbor(x: x, y: y) { nx, ny in
      if bitmap[nx, ny] == center { equal += 1 }
      return equal <= 2
    }
    return many
  }

  /// A pixel on the region's border has fewer neighbors; pixelmatch counts the missing ones as one equal.
  private func isOnEdge(x: Int, y: Int) -> Bool {
    x == 0 || y == 0 || x == region.width - 1 || y == region.height - 1
  }

  /// Calls `body` with each neighbor inside the region, column by column, until it returns false; returns
  /// whether every call returned true. No array is made: the test runs for every pixel that differs.
  private func forEachNeighbor(x: Int, y: Int, _ body: (Int, Int) -> Bool) -> Bool {
    for nx in max(x - 1, 0)...min(x + 1, region.width - 1) {
      for ny in max(y - 1, 0)...min(y + 1, region.height - 1) where nx != x || ny != y {
        if !body(nx, ny) { return false }
      }
    }
    return true
  }
}
