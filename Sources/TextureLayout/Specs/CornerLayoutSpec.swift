import Foundation

/// Which corner of the child a corner element sits on (`ASCornerLayoutLocation`).
public enum CornerLayoutLocation: Hashable, Sendable, CaseIterable {
  /// The top-left corner.
  case topLeft
  /// The top-right corner.
  case topRight
  /// The bottom-left corner.
  case bottomLeft
  /// The bottom-right corner.
  case bottomRight
}

/// Centers a corner element on a corner of its child, moved by an offset (Texture's `ASCornerLayoutSpec`).
///
/// The spec's size is the child's; with `wrapsCorner` it is the union of both frames (clamped to the range),
/// and both are shifted so that the union starts at the origin. Tree order: child, then corner.
open class CornerLayoutSpec: LayoutSpec, @unchecked Sendable {
  /// A spec of this very class lays out within its resolved range alone.
  override var layoutReadsOnlyItsRange: Bool { type(of: self) == CornerLayoutSpec.self }

  /// `corner`.
  public override var kindName: String? { "corner" }

  /// The corner of the child the corner element is centered on.
  @LayoutProperty public var cornerLocation: CornerLayoutLocation = .topRight
  /// Added to the corner element's position.
  @LayoutProperty public var offset: CGPoint = .zero
  /// Whether the spec grows to contain the corner element.
  @LayoutProperty public var wrapsCorner: Bool = false

  /// Creates a corner spec.
  public init(child: any LayoutElement, corner: any LayoutElement, location: CornerLayoutLocation) {
    super.init(children: [child, corner])
    cornerLocation = location
  }

  /// The element on the corner. Setting it replaces the element; `nil` is ignored (Texture asserts).
  public var corner: (any LayoutElement)? {
    get { child(at: 1) }
    set { if let newValue { setChild(newValue, at: 1) } }
  }

  /// Texture's corner rule.
  public override func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    guard let child, let corner else { return super.calculateLayoutThatFits(constrainedSize) }
    let location = cornerLocation
    let offset = self.offset
    let wrapsCorner = self.wrapsCorner
    let parentSize = constrainedSize.definedMaxSize
    let childLayout = child.layoutThatFits(constrainedSize, parentSize: parentSize)
    let cornerLayout = corner.layoutThatFits(constrainedSize, parentSize: parentSize)

    var childFrame = CGRect(origin: .zero, size: childLayout.size)
    var cornerFrame = CGRect(
      origin: Self.cornerOrigin(
        in: childFrame, cornerSize: cornerLayout.size, location: location, offset: offset),
      size: cornerLayout.size)
    var frame = childFrame
    if wrapsCorner {
      frame = childFrame.union(cornerFrame)
      frame.size = constrainedSize.clamp(frame.size)
    }
    childFrame.origin.x -= frame.origin.x
    cornerFrame.origin.x -= frame.origin.x
    childFrame.origin.y -= frame.origin.y
    cornerFrame.origin.y -= frame.origin.y
    return Layout(
      element: self, size: frame.size,
      sublayouts: [
        childLayout.positioned(at: childFrame.origin), cornerLayout.positioned(at: cornerFrame.origin),
      ])
  }

  /// The corner element's origin: centered on the chosen corner of `base`, then moved by `offset`.
  static func cornerOrigin(
    in base: CGRect, cornerSize: CGSize, location: CornerLayoutLocation, offset: CGPoint
  ) -> CGPoint {
    let right = location == .topRight || location == .bottomRight
    let bottom = location == .bottomLeft || location == .bottomRight
    return CGPoint(
      x: base.origin.x + (right ? base.size.width : 0) - cornerSize.width / 2 + offset.x,
      y: base.origin.y + (bottom ? base.size.height : 0) - cornerSize.height / 2 + offset.y)
  }
}

// What the spec contributed to a recorded layout, for its sizing record.
extension CornerLayoutSpec: SizingContributor {
  func sizingContribution(of layout: Layout) -> SpecContribution? {
    guard layout.sublayouts.count == 2 else { return nil }
    let child = layout.sublayouts[0].position ?? .zero
    let corner = layout.sublayouts[1].position ?? .zero
    return .corner(
      location: cornerLocation, offset: offset,
      cornerOrigin: CGPoint(x: corner.x - child.x, y: corner.y - child.y), wrapsCorner: wrapsCorner)
  }
}
