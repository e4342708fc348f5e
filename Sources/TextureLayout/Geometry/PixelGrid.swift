import Foundation

/// The pixel grid of a screen scale: layout sizes and flattened positions are ceiled to it,
/// exactly as Texture's `ASCeilPixelValue` does with the device's screen scale.
///
/// Texture reads the scale from `UIScreen`; here it is a task-local value, so independent trees can be laid
/// out at different scales at the same time. Bind it with `PixelGrid.$current.withValue(PixelGrid(scale: 3))`.
public struct PixelGrid: Hashable, Sendable {
  /// Pixels per point, negated while layouts made on the grid record their sizing, so that the flag costs
  /// the grid no room: a grid is passed, compared and hashed on every element's layout.
  private var signedScale: CGFloat

  /// Pixels per point.
  public var scale: CGFloat { signedScale.magnitude }

  /// Whether layouts made on this grid record how their sizes came about (`calculateRecordedRootLayout`).
  ///
  /// It travels with the grid because the grid already goes wherever a layout is made: down the tree, into
  /// parallel measurement and into the layout cache's key, so that a layout recorded and one not recorded
  /// are never mistaken for each other. Two grids are equal when both scale and recording are.
  public var recordsSizing: Bool { signedScale.sign == .minus }

  /// Creates the grid of a screen scale; the scale must be a positive finite number.
  public init(scale: CGFloat) throws(LayoutValueError) {
    guard scale.isFinite, scale > 0 else { throw LayoutValueError.invalidScale(scale) }
    signedScale = scale
  }

  private init(validScale: CGFloat) {
    signedScale = validScale
  }

  /// The same grid, recording sizing or not.
  public func recordingSizing(_ records: Bool) -> PixelGrid {
    PixelGrid(validScale: records ? -scale : scale)
  }

  /// The grid of an @2x screen, the scale Texture's reference snapshots are rendered at.
  public static let retina = PixelGrid(validScale: 2)

  /// The grid layouts made on the current task (or thread) are ceiled to; `retina` unless bound.
  @TaskLocal public static var current: PixelGrid = .retina

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
