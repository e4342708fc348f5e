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
