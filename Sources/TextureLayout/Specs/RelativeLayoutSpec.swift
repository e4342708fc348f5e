import Foundation

/// Where a relative spec puts its child on one axis (`ASRelativeLayoutSpecPosition`).
public enum RelativeLayoutSpecPosition: Hashable, Sendable, CaseIterable {
  /// No positioning: the child is at the start and gets the range's minimum on this axis.
  case none
  /// At the start.
  case start
  /// In the middle, rounded to the pixel grid.
  case center
  /// At the end.
  case end

  /// How far along the free space the child goes.
  var proportion: CGFloat {
    switch self {
    case .none, .start: return 0
    case .center: return 0.5
    case .end: return 1
    }
  }
}

/// Which axes a relative spec shrinks to its child's size (`ASRelativeLayoutSpecSizingOption`).
public struct RelativeLayoutSpecSizingOption: OptionSet, Hashable, Sendable {
  /// The option bits.
  public let rawValue: Int
  /// Creates options from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Take as much space as the range allows.
  public static let `default`: RelativeLayoutSpecSizingOption = []
  /// Shrink the width to the child's.
  public static let minimumWidth = RelativeLayoutSpecSizingOption(rawValue: 1 << 0)
  /// Shrink the height to the child's.
  public static let minimumHeight = RelativeLayoutSpecSizingOption(rawValue: 1 << 1)
  /// Shrink both.
  public static let minimumSize: RelativeLayoutSpecSizingOption = [.minimumWidth, .minimumHeight]
}

/// Places its child at the start, center or end of each axis (Texture's `ASRelativeLayoutSpec`).
///
/// The spec takes the range's max size where it is finite and the child's size elsewhere; a minimum sizing
/// option shrinks an axis to the child's size. A positioned axis lets the child be smaller than the range's
/// minimum.
open class RelativeLayoutSpec: LayoutSpec, @unchecked Sendable {
  /// A spec of this very class lays out within its resolved range alone.
  override var layoutReadsOnlyItsRange: Bool { type(of: self) == RelativeLayoutSpec.self }

  /// `relative`.
  open override var kindName: String? { "relative" }

  /// The child's horizontal position.
  @LayoutProperty public var horizontalPosition: RelativeLayoutSpecPosition = .none
  /// The child's vertical position.
  @LayoutProperty public var verticalPosition: RelativeLayoutSpecPosition = .none
  /// Which axes shrink to the child.
  @LayoutProperty public var sizingOption: RelativeLayoutSpecSizingOption = .default

  /// Creates a relative spec.
  public init(
    horizontalPosition: RelativeLayoutSpecPosition, verticalPosition: RelativeLayoutSpecPosition,
    sizingOption: RelativeLayoutSpecSizingOption, child: any LayoutElement
  ) {
    super.init(children: [child])
    self.horizontalPosition = horizontalPosition
    self.verticalPosition = verticalPosition
    self.sizingOption = sizingOption
  }

  /// Texture's relative rule.
  open override func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    guard let child else { return super.calculateLayoutThatFits(constrainedSize) }
    let horizontal = horizontalPosition
    let vertical = verticalPosition
    let sizing = sizingOption
    let parentSize = constrainedSize.definedMaxSize
    let minChildSize = CGSize(
      width: horizontal != .none ? 0 : constrainedSize.min.width,
      height: vertical != .none ? 0 : constrainedSize.min.height)
    let sublayout = child.layoutThatFits(
      SizeRange(uncheckedMin: minChildSize, max: constrainedSize.max), parentSize: parentSize)

    var size = constrainedSize.clamp(
      CGSize(
        width: parentSize.width.isFinite ? parentSize.width : sublayout.size.width,
        height: parentSize.height.isFinite ? parentSize.height : sublayout.size.height))
    size = constrainedSize.clamp(
      CGSize(
        width: min(size.width, sizing.contains(.minimumWidth) ? sublayout.size.width : size.width),
        height: min(size.height, sizing.contains(.minimumHeight) ? sublayout.size.height : size.height)))

    let grid = PixelGrid.current
    let position = CGPoint(
      x: grid.round((size.width - sublayout.size.width) * horizontal.proportion),
      y: grid.round((size.height - sublayout.size.height) * vertical.proportion))
    return Layout(element: self, size: size, sublayouts: [sublayout.positioned(at: position)], grid: grid)
  }
}

extension SizeRange {
  /// The max size as a parent size: each dimension that is not a valid finite size becomes undefined (NaN),
  /// as the relative, absolute and corner specs of Texture do.
  var definedMaxSize: CGSize {
    CGSize(
      width: Layout.isValidPoints(max.width) ? max.width : .nan,
      height: Layout.isValidPoints(max.height) ? max.height : .nan)
  }
}

// What the spec contributed to a recorded layout, for its sizing record.
extension RelativeLayoutSpec: SizingContributor {
  func sizingContribution(of layout: Layout) -> SpecContribution? {
    guard let child = layout.sublayouts.first else { return nil }
    return .relative(
      horizontal: horizontalPosition, vertical: verticalPosition, offset: child.position ?? .zero,
      freeSpace: CGSize(
        width: layout.size.width - child.size.width, height: layout.size.height - child.size.height))
  }
}
