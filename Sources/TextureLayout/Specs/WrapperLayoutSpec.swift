import Foundation

/// Lays out its children in the range it is given and takes the largest of their sizes and the range's
/// minimum (Texture's `ASWrapperLayoutSpec`). Each child is at the origin.
open class WrapperLayoutSpec: LayoutSpec, @unchecked Sendable {
  /// A spec of this very class lays out within its resolved range alone.
  override var layoutReadsOnlyItsRange: Bool { type(of: self) == WrapperLayoutSpec.self }

  /// `wrapper`.
  public override var kindName: String? { "wrapper" }

  /// Wraps one element.
  public convenience init(layoutElement: any LayoutElement) {
    self.init(layoutElements: [layoutElement])
  }

  /// Wraps several elements, all at the origin.
  public init(layoutElements: [any LayoutElement]) {
    super.init(children: layoutElements)
  }

  /// Each child laid out in the same range, with the range's max as parent size.
  public override func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    var size = constrainedSize.min
    let sublayouts = childElements.map { child in
      let layout = child.layoutThatFits(constrainedSize, parentSize: constrainedSize.max)
      size.width = max(size.width, layout.size.width)
      size.height = max(size.height, layout.size.height)
      return layout.positioned(at: .zero)
    }
    return Layout(element: self, size: size, sublayouts: sublayouts)
  }
}
