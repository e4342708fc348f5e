import Foundation

/// Lays out its child, then stretches a background under exactly the child's size (Texture's
/// `ASBackgroundLayoutSpec`). Tree order: background, then child.
open class BackgroundLayoutSpec: LayoutSpec, @unchecked Sendable {
  /// `background`.
  public override var kindName: String? { "background" }

  /// Creates a background spec.
  public init(child: any LayoutElement, background: any LayoutElement) {
    super.init(children: [child, background])
  }

  /// The element drawn under the child. Setting it replaces the element; `nil` is ignored (Texture asserts).
  public var background: (any LayoutElement)? {
    get { child(at: 1) }
    set { if let newValue { setChild(newValue, at: 1) } }
  }

  /// The background and the child, in tree order.
  public override var sublayoutElements: [any LayoutElement] { [background, child].compactMap { $0 } }

  /// The child in the spec's range and parent size; the background at exactly the child's size, with the
  /// spec's parent size. Like Texture's, the spec's own style size is not applied.
  public override func calculateLayoutThatFits(
    _ constrainedSize: SizeRange, restrictedTo size: LayoutElementSize,
    relativeToParentSize parentSize: CGSize
  ) -> Layout {
    guard let child else { return Layout(element: self, size: .zero) }
    let contents = child.layoutThatFits(constrainedSize, parentSize: parentSize)
    var sublayouts: [Layout] = []
    if let background {
      let backgroundLayout = background.layoutThatFits(
        SizeRange(uncheckedExact: contents.size), parentSize: parentSize)
      sublayouts.append(backgroundLayout.positioned(at: .zero))
    }
    sublayouts.append(contents.positioned(at: .zero))
    return Layout(element: self, size: contents.size, sublayouts: sublayouts)
  }
}

// What the spec contributed to a recorded layout, for its sizing record.
extension BackgroundLayoutSpec: SizingContributor {
  var appliesOwnStyleSize: Bool { false }

  func sizingContribution(of layout: Layout) -> SpecContribution? {
    .background
  }
}
