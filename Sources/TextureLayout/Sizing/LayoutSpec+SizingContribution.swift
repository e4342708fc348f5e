import Foundation

/// A spec that says what it contributed to a recorded layout, read from its properties and from where its
/// layout put its children.
protocol SizingContributor {
  /// Whether the sizing chain applies the spec's own style size to the range it receives; an inset,
  /// overlay or background spec does not, as in Texture.
  var appliesOwnStyleSize: Bool { get }
  /// What the spec contributed to `layout`.
  func sizingContribution(of layout: Layout) -> SpecContribution?
}

extension SizingContributor {
  /// Most specs apply their own style size.
  var appliesOwnStyleSize: Bool { true }
}

extension InsetLayoutSpec: SizingContributor {
  var appliesOwnStyleSize: Bool { false }

  func sizingContribution(of layout: Layout) -> SpecContribution? {
    .insets(insets)
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
