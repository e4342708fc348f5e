import Foundation

/// The pixel grid of a screen scale: layout sizes and flattened positions are ceiled to it,
/// exactly as Texture's `ASCeilPixelValue` does with the device's screen scale.
///
/// Texture reads the scale from `UIScreen`; here the current grid belongs to the task (or thread) laying out,
/// so that independent trees can be laid out at different scales at the same time. Bind it with
/// `PixelGrid.withCurrent(PixelGrid(scale: 3)) { … }`, or pass it to `calculateRootLayout`.
public struct PixelGrid: Hashable, Sendable {
  /// Pixels per point.
  public let scale: CGFloat

  /// Creates the grid of a screen scale; the scale must be a positive finite number.
  public init(scale: CGFloat) throws(LayoutValueError) {
    guard scale.isFinite, scale > 0 else { throw LayoutValueError.invalidScale(scale) }
    self.scale = scale
  }

  private init(validScale: CGFloat) {
    scale = validScale
  }

  /// The grid of an @2x screen, the scale Texture's reference snapshots are rendered at.
  public static let retina = PixelGrid(validScale: 2)

  /// The grid layouts made on the current task (or thread) are ceiled to; `retina` unless bound.
  public static var current: PixelGrid { LayoutContext.current.grid }

  /// Runs `body` with `grid` as the current grid; a recorded layout being made goes on recording.
  public static func withCurrent<Result>(_ grid: PixelGrid, _ body: () throws -> Result) rethrows -> Result {
    var context = LayoutContext.current
    context.grid = grid
    return try LayoutContext.$current.withValue(context, operation: body)
  }

  /// `ASCeilPixelValue`: the smallest grid value at or above `value`, after forgiving `FLT_EPSILON` of
  /// floating-point noise (`ceil((value - FLT_EPSILON) * scale) / scale`).
  public func ceil(_ value: CGFloat) -> CGFloat {
    (((value - CGFloat(Float.ulpOfOne)) * scale).rounded(.up)) / scale
  }

  /// `ASFloorPixelValue`: the largest grid value at or below `value`, after adding `FLT_EPSILON` so that
  /// floating-point noise just below a grid line does not lose a pixel
  /// (`floor((value + FLT_EPSILON) * scale) / scale`).
  public func floor(_ value: CGFloat) -> CGFloat {
    (((value + CGFloat(Float.ulpOfOne)) * scale).rounded(.down)) / scale
  }

  /// `ASRoundPixelValue`: the nearest grid value, halves rounded away from zero.
  public func round(_ value: CGFloat) -> CGFloat {
    ((value * scale).rounded(.toNearestOrAwayFromZero)) / scale
  }

  /// Both coordinates of a point ceiled to the grid (`ASCeilPointValues`).
  public func ceil(_ point: CGPoint) -> CGPoint {
    CGPoint(x: ceil(point.x), y: ceil(point.y))
  }

  /// Both dimensions of a size ceiled to the grid (`ASCeilSizeValues`).
  public func ceil(_ size: CGSize) -> CGSize {
    CGSize(width: ceil(size.width), height: ceil(size.height))
  }
}
