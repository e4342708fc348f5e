import Foundation

/// A spec that says what it contributed to a recorded layout, read from its properties and from where its
/// layout put its children.
protocol SizingContributor {
  /// Whether the sizing chain applies the spec's own style size to the range it receives; an inset,
  /// overlay or background spec does not, as in Texture.
  var appliesOwnStyleSize: Bool { get }
  /// What the spec contributed to `layout`.
  func sizingContribution(of layout: Layout) -> SpecContribution?
  /// The size the spec's children asked for before the spec clamped it into its range, when the spec says.
  func wantedSize(of layout: Layout) -> CGSize?
}

extension SizingContributor {
  /// Most specs apply their own style size.
  var appliesOwnStyleSize: Bool { true }

  /// Most specs do not say.
  func wantedSize(of layout: Layout) -> CGSize? { nil }
}

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

extension OverlayLayoutSpec: SizingContributor {
  var appliesOwnStyleSize: Bool { false }

  func sizingContribution(of layout: Layout) -> SpecContribution? {
    .overlay
  }
}

extension BackgroundLayoutSpec: SizingContributor {
  var appliesOwnStyleSize: Bool { false }

  func sizingContribution(of layout: Layout) -> SpecContribution? {
    .background
  }
}

extension RatioLayoutSpec: SizingContributor {
  func sizingContribution(of layout: Layout) -> SpecContribution? {
    .ratio(ratio: ratio, size: layout.sublayouts.first?.size ?? layout.size)
  }
}

extension RelativeLayoutSpec: SizingContributor {
  func sizingContribution(of layout: Layout) -> SpecContribution? {
    guard let child = layout.sublayouts.first else { return nil }
    return .relative(
      horizontal: horizontalPosition, vertical: verticalPosition, offset: child.position ?? .zero,
      freeSpace: CGSize(
        width: layout.size.width - child.size.width, height: layout.size.height - child.size.height))
  }
}

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

extension AbsoluteLayoutSpec: SizingContributor {
  func sizingContribution(of layout: Layout) -> SpecContribution? {
    .absolute(positions: layout.sublayouts.map { $0.position ?? .zero }, sizing: sizing)
  }
}
