/// Pixelmatch's test for anti-aliasing, after Vyšniauskas, "Anti-aliased pixel and intensity slope
/// detector" (2009): a pixel that differs between two renders is anti-aliasing when it sits on an intensity
/// slope — among its eight neighbors there are both darker and brighter pixels, few equal ones — and the
/// darkest or the brightest of those neighbors lies inside a flat area (three or more equal neighbors of
/// its own) in both images. A real change has many equal neighbors, or no slope across it.
struct AntialiasingDetector {
  /// The image the pixel is tested in.
  let image: PixelRows
  /// The image it is compared with.
  let other: PixelRows
  /// The region both images cover; neighbors outside it are not looked at.
  let region: PixelSize
  /// The brightness of `image`'s pixels, worked out once each.
  let brightness: BrightnessRows

  init(image: PixelRows, other: PixelRows, region: PixelSize) {
    self.image = image
    self.other = other
    self.region = region
    brightness = BrightnessRows(image, width: region.width)
  }

  /// Whether the pixel at (`x`, `y`) of `image` is likely anti-aliasing.
  func isAntialiased(x: Int, y: Int) -> Bool {
    let center = image[x, y]
    let centerBrightness = brightness.brightness(x: x, y: y)
    var equalNeighbors = isOnEdge(x: x, y: y) ? 1 : 0
    let columns = max(x - 1, 0)...min(x + 1, region.width - 1)
    let rows = max(y - 1, 0)...min(y + 1, region.height - 1)
    // First the darkest and brightest differences by `min` and `max`, then where they are: on a photograph
    // or noise which neighbor is darkest is a coin toss, and branching on each comparison mispredicts.
    return withUnsafeTemporaryAllocation(of: (difference: Double, x: Int, y: Int).self, capacity: 8) {
      neighbors in
      var count = 0
      var darkest = 0.0
      var brightest = 0.0
      for nx in columns {
        for ny in rows where nx != x || ny != y {
          let neighbor = image[nx, ny]
          let difference = neighbor == center ? 0 : brightness.brightness(x: nx, y: ny) - centerBrightness
          if difference == 0 {
            equalNeighbors += 1
            if equalNeighbors > 2 { return false }
          }
          darkest = min(darkest, difference)
          brightest = max(brightest, difference)
          neighbors[count] = (difference, nx, ny)
          count += 1
        }
      }
      guard darkest != 0, brightest != 0 else { return false }
      // The first neighbor of each extreme, in the order visited, as pixelmatch picks it.
      let darkestAt = neighbors[..<count].first { $0.difference == darkest }!
      let brightestAt = neighbors[..<count].first { $0.difference == brightest }!
      return isInFlatArea(x: darkestAt.x, y: darkestAt.y) || isInFlatArea(x: brightestAt.x, y: brightestAt.y)
    }
  }

  /// Whether the pixel at (`x`, `y`) has three or more equal neighbors in both images.
  private func isInFlatArea(x: Int, y: Int) -> Bool {
    hasManyEqualNeighbors(in: image, x: x, y: y) && hasManyEqualNeighbors(in: other, x: x, y: y)
  }

  private func hasManyEqualNeighbors(in bitmap: PixelRows, x: Int, y: Int) -> Bool {
    let center = bitmap[x, y]
    var equal = isOnEdge(x: x, y: y) ? 1 : 0
    for nx in max(x - 1, 0)...min(x + 1, region.width - 1) {
      for ny in max(y - 1, 0)...min(y + 1, region.height - 1)
      where (nx != x || ny != y) && bitmap[nx, ny] == center {
        equal += 1
        if equal > 2 { return true }
      }
    }
    return false
  }

  /// A pixel on the region's border has fewer neighbors; pixelmatch counts the missing ones as one equal.
  private func isOnEdge(x: Int, y: Int) -> Bool {
    x == 0 || y == 0 || x == region.width - 1 || y == region.height - 1
  }
}
