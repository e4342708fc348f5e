import Foundation

/// Lays out its child, then stretches an overlay over exactly the child's size (Texture's
/// `ASOverlayLayoutSpec`). Tree order: child, then overlay.
open class OverlayLayoutSpec: LayoutSpec, @unchecked Sendable {
  /// `overlay`.
  public override var kindName: String? { "overlay" }

  /// Creates an overlay spec.
  public init(child: any LayoutElement, overlay: any LayoutElement) {
    super.init(children: [child, overlay])
  }

  /// The element drawn over the child. Setting it replaces the element; `nil` is ignored (Texture asserts).
  public var overlay: (any LayoutElement)? {
    get { child(at: 1) }
    set { if let newValue { setChild(newValue, at: 1) } }
  }

  /// The child in the spec's range and parent size; the overlay at exactly the child's size, with the child's
  /// size as its parent size. Like Texture's, the spec's own style size is not applied.
  public override func calculateLayoutThatFits(
    _ constrainedSize: SizeRange, restrictedTo size: LayoutElementSize,
    relativeToParentSize parentSize: CGSize
  ) -> Layout {
    guard let child else { return Layout(element: self, size: .zero) }
    let contents = child.layoutThatFits(constrainedSize, parentSize: parentSize)
    var sublayouts = [contents.positioned(at: .zero)]
    if let overlay {
      let overlayLayout = overlay.layoutThatFits(
        SizeRange(uncheckedExact: contents.size), parentSize: contents.size)
      sublayouts.append(overlayLayout.positioned(at: .zero))
    }
    return Layout(element: self, size: contents.size, sublayouts: sublayouts)
  }
}

// What the spec contributed to a recorded layout, for its sizing record.
extension OverlayLayoutSpec: SizingContributor {
  var appliesOwnStyleSize: Bool { false }

  func sizingContribution(of layout: Layout) -> SpecContribution? {
    .overlay
  }
}
