import Foundation

/// The result of laying out an element: its size, its position in its parent, and its children's layouts
/// (Texture's `ASLayout`).
///
/// Sizes are ceiled to the current pixel grid when a layout is made, as `ASLayout` does; a size that is not
/// valid (NaN, negative, infinite or huge) becomes zero, as in Texture's release builds. Specs set their
/// children's positions without rounding; `flattened()` ceils absolute positions once.
public struct Layout: Sendable {
  /// The element laid out.
  public let element: any LayoutElement
  /// The size, ceiled to the pixel grid.
  public let size: CGSize
  /// The position in the parent, or that no parent has placed it.
  private(set) var placement: LayoutPosition
  /// The children's layouts in tree order.
  public var sublayouts: [Layout]

  /// The origin in the parent's coordinates; `nil` until a parent places the layout.
  public var position: CGPoint? {
    get { placement.point }
    set { placement = newValue.map(LayoutPosition.init) ?? .unplaced }
  }

  /// Creates a layout, ceiling `size` (and `position`, when given) to the current pixel grid.
  public init(
    element: any LayoutElement, size: CGSize, position: CGPoint? = nil, sublayouts: [Layout] = []
  ) {
    let grid = PixelGrid.current
    self.element = element
    self.size = Self.isValidSize(size) ? grid.ceil(size) : .zero
    self.placement = position.map { LayoutPosition(grid.ceil($0)) } ?? .unplaced
    self.sublayouts = sublayouts
  }

  /// An unplaced layout, its size ceiled to `grid`, which the caller has read as the current pixel grid.
  init(element: any LayoutElement, size: CGSize, sublayouts: [Layout] = [], grid: PixelGrid) {
    self.element = element
    self.size = Self.isValidSize(size) ? grid.ceil(size) : .zero
    self.placement = .unplaced
    self.sublayouts = sublayouts
  }

  /// Reassembles a layout from parts that were already ceiled, as the layout cache does; `placement` is
  /// another layout's.
  init(element: any LayoutElement, ceiledSize: CGSize, placement: LayoutPosition, sublayouts: [Layout]) {
    self.element = element
    self.size = ceiledSize
    self.placement = placement
    self.sublayouts = sublayouts
  }

  /// Node or spec.
  public var type: LayoutElementType { element.layoutElementType }

  /// The frame in the parent's coordinates: the position (zero when unset) and the size. A coordinate that is
  /// not finite (an infinite inset in an unbounded range, or NaN for no position) reads as zero, as
  /// `ASLayout`'s frame does.
  public var frame: CGRect {
    CGRect(origin: placement.frameOrigin, size: size)
  }

  /// The same layout placed at `position`, unrounded, as a spec places a child.
  public func positioned(at position: CGPoint) -> Layout {
    var placed = self
    placed.position = position
    return placed
  }

  /// The frame of the first direct sublayout of `element`, or `nil` (`frameForElement:`).
  public func frame(of element: any LayoutElement) -> CGRect? {
    sublayouts.first { $0.element === element }?.frame
  }

  /// `ASIsCGSizeValidForSize`: both dimensions zero or normal, not negative, and below `FLT_MAX / 2`.
  static func isValidSize(_ size: CGSize) -> Bool {
    isValidPoints(size.width) && isValidPoints(size.height)
  }

  /// `ASPointsValidForSize`: one dimension zero or normal, not negative, and below `FLT_MAX / 2`.
  static func isValidPoints(_ points: CGFloat) -> Bool {
    // Zero (either sign), or a normal positive value below the limit: the same as `(isNormal || == 0) && >= 0
    // && < limit`, in two comparisons for the usual case. NaN fails every comparison.
    points == 0
      || (points >= CGFloat.leastNormalMagnitude && points < CGFloat(Float.greatestFiniteMagnitude) / 2)
  }
}
