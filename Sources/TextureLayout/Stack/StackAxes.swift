import Foundation

/// Direction-neutral access to geometry: the main (stack) axis and the cross axis of a stack, so that the
/// layout algorithm is written once for both directions (Texture's `stackDimension`, `crossDimension`,
/// `directionPoint`, `directionSize` and `directionSizeRange`).
struct StackAxes: Hashable, Sendable {
  /// Whether the main axis is vertical; the reverse directions share their forward direction's axes.
  let isVertical: Bool

  /// The axes of a direction.
  init(_ direction: StackLayoutDirection) {
    isVertical = direction == .vertical || direction == .verticalReverse
  }

  /// The main-axis length of a size.
  func main(_ size: CGSize) -> CGFloat {
    isVertical ? size.height : size.width
  }

  /// The cross-axis length of a size.
  func cross(_ size: CGSize) -> CGFloat {
    isVertical ? size.width : size.height
  }

  /// The main-axis coordinate of a point.
  func main(_ point: CGPoint) -> CGFloat {
    isVertical ? point.y : point.x
  }

  /// The cross-axis coordinate of a point.
  func cross(_ point: CGPoint) -> CGFloat {
    isVertical ? point.x : point.y
  }

  /// A size from its main-axis and cross-axis lengths.
  func size(main: CGFloat, cross: CGFloat) -> CGSize {
    isVertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }

  /// A point from its main-axis and cross-axis coordinates.
  func point(main: CGFloat, cross: CGFloat) -> CGPoint {
    isVertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
  }

  /// A range from main-axis and cross-axis bounds, unchecked: a minimum may exceed its maximum, and the
  /// child's own sizing settles it, as in Texture.
  func sizeRange(mainMin: CGFloat, mainMax: CGFloat, crossMin: CGFloat, crossMax: CGFloat) -> SizeRange {
    SizeRange(
      uncheckedMin: size(main: mainMin, cross: crossMin), max: size(main: mainMax, cross: crossMax))
  }
}
