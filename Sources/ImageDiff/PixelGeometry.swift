/// The size of an image in whole pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `120×80`.
  public var description: String { "\(width)×\(height)" }
}

/// A rectangle of whole pixels: columns `minX..<maxX`, rows `minY..<maxY`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  /// The leftmost column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// Columns covered.
  public var width: Int
  /// Rows covered.
  public var height: Int

  /// Creates a rectangle; negative sizes count as zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The smallest rectangle holding every pixel from `(minX, minY)` to `(maxX, maxY)`, both included.
  init(enclosingFrom minX: Int, _ minY: Int, to maxX: Int, _ maxY: Int) {
    self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The first column.
  public var minX: Int { x }
  /// The first row.
  public var minY: Int { y }
  /// One past the last column.
  public var maxX: Int { x + width }
  /// One past the last row.
  public var maxY: Int { y + height }

  /// The pixels both rectangles cover (empty, at the origin of `self`, when none).
  public func intersection(_ other: PixelRect) -> PixelRect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard left < right, top < bottom else { return PixelRect(x: x, y: y, width: 0, height: 0) }
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// `12×4 at (30, 8)`.
  public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
