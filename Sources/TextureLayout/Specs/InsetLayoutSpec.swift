import Foundation

/// Lays out its child inside insets (Texture's `ASInsetLayoutSpec`).
///
/// An infinite inset pushes the child against the opposite edge of the range's max size, and lets the child
/// take its intrinsic size on that axis; infinite insets on both edges of an axis center the child there.
/// Like Texture's, this spec overrides the restricted sizing step, so its own style size is not applied.
open class InsetLayoutSpec: LayoutSpec, @unchecked Sendable {
  /// `inset`.
  public override var kindName: String? { "inset" }

  /// The insets around the child; edges may be infinite.
  @LayoutProperty public var insets: EdgeInsets = .zero

  /// Creates an inset spec.
  public init(insets: EdgeInsets, child: any LayoutElement) {
    super.init(children: [child])
    self.insets = insets
  }

  /// Texture's inset rule; ignores `size` (the spec's own style), as Texture's does.
  public override func calculateLayoutThatFits(
    _ constrainedSize: SizeRange, restrictedTo size: LayoutElementSize,
    relativeToParentSize parentSize: CGSize
  ) -> Layout {
    guard let child else { return Layout(element: self, size: .zero) }
    let insets = self.insets
    let insetsX = finiteOrZero(insets.left) + finiteOrZero(insets.right)
    let insetsY = finiteOrZero(insets.top) + finiteOrZero(insets.bottom)
    let minWidth = insets.left.isInfinite || insets.right.isInfinite ? 0 : constrainedSize.min.width
    let minHeight = insets.top.isInfinite || insets.bottom.isInfinite ? 0 : constrainedSize.min.height
    let childRange = SizeRange(
      uncheckedMin: CGSize(width: max(0, minWidth - insetsX), height: max(0, minHeight - insetsY)),
      max: CGSize(
        width: max(0, constrainedSize.max.width - insetsX),
        height: max(0, constrainedSize.max.height - insetsY)))
    let childParentSize = CGSize(
      width: max(0, parentSize.width - insetsX), height: max(0, parentSize.height - insetsY))
    let sublayout = child.layoutThatFits(childRange, parentSize: childParentSize)

    let computedSize = constrainedSize.clamp(
      CGSize(
        width: finite(sublayout.size.width + insets.left + insets.right, or: constrainedSize.max.width),
        height: finite(sublayout.size.height + insets.top + insets.bottom, or: constrainedSize.max.height)))
    let x = Self.origin(
      leading: insets.left, trailing: insets.right, outer: constrainedSize.max.width,
      inner: sublayout.size.width)
    let y = Self.origin(
      leading: insets.top, trailing: insets.bottom, outer: constrainedSize.max.height,
      inner: sublayout.size.height)
    return Layout(
      element: self, size: computedSize, sublayouts: [sublayout.positioned(at: CGPoint(x: x, y: y))])
  }

  /// The leading inset when finite; otherwise measured back from the outer size's far edge, by the trailing
  /// inset when finite or else by the inset that centers the child, rounded to the pixel grid.
  private static func origin(leading: CGFloat, trailing: CGFloat, outer: CGFloat, inner: CGFloat) -> CGFloat {
    if !leading.isInfinite { return leading }
    let end = !trailing.isInfinite ? trailing : PixelGrid.current.round((outer - inner) / 2)
    return outer - (end + inner)
  }
}

/// `value` when it is finite, else `substitute`.
func finite(_ value: CGFloat, or substitute: CGFloat) -> CGFloat {
  value.isInfinite ? substitute : value
}

/// `value` when it is finite, else zero.
func finiteOrZero(_ value: CGFloat) -> CGFloat {
  finite(value, or: 0)
}

// What the spec contributed to a recorded layout, for its sizing record.
extension InsetLayoutSpec: SizingContributor {
  var appliesOwnStyleSize: Bool { false }

  func sizingContribution(of layout: Layout) -> SpecContribution? {
    .insets(insets)
  }

  /// The child's size plus the finite insets; an infinite edge centers the child, and the spec then wants
  /// the range's maximum, which the sizing record shows as the length allowed.
  func wantedSize(of layout: Layout) -> CGSize? {
    guard let child = layout.sublayouts.first else { return nil }
    let insets = self.insets
    let width = child.size.width + insets.left + insets.right
    let height = child.size.height + insets.top + insets.bottom
    return CGSize(
      width: width.isFinite ? width : layout.size.width, height: height.isFinite ? height : layout.size.height
    )
  }
}
