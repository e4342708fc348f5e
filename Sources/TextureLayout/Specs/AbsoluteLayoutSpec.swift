import Foundation

/// How an absolute spec sizes itself (`ASAbsoluteLayoutSpecSizing`).
public enum AbsoluteLayoutSpecSizing: Hashable, Sendable, CaseIterable {
  /// The range's max size where finite; otherwise as `sizeToFit`.
  case `default`
  /// The union of the children's frames (and the range's minimum).
  case sizeToFit
}

/// Places each child at its `style.layoutPosition` (Texture's `ASAbsoluteLayoutSpec`).
///
/// Each child gets the range its style allows within the spec's max size, with auto maxima reaching from its
/// position to the spec's max size.
open class AbsoluteLayoutSpec: LayoutSpec, @unchecked Sendable {
  /// A spec of this very class lays out within its resolved range alone.
  override var layoutReadsOnlyItsRange: Bool { type(of: self) == AbsoluteLayoutSpec.self }

  /// `absolute` (a static spec is one, sized to fit).
  open override var kindName: String? { "absolute" }

  /// How the spec sizes itself.
  @LayoutProperty public var sizing: AbsoluteLayoutSpecSizing = .default

  /// Creates an absolute spec.
  public init(sizing: AbsoluteLayoutSpecSizing = .default, children: [any LayoutElement] = []) {
    super.init(children: children)
    self.sizing = sizing
  }

  /// Texture's absolute rule.
  open override func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    let parentSize = constrainedSize.definedMaxSize
    let sizing = self.sizing
    let sublayouts = childElements.map { child in
      let style = child.style
      let position = style.layoutPosition
      let autoMax = CGSize(
        width: constrainedSize.max.width - position.x, height: constrainedSize.max.height - position.y)
      let childRange = style.size.resolve(
        parentSize: parentSize, autoRange: SizeRange(uncheckedMin: .zero, max: autoMax))
      return child.layoutThatFits(childRange, parentSize: parentSize).positioned(at: position)
    }
    var size = parentSize
    if sizing == .sizeToFit || size.width.isNaN {
      size.width = sublayouts.reduce(constrainedSize.min.width) { max($0, $1.frame.maxX) }
    }
    if sizing == .sizeToFit || size.height.isNaN {
      size.height = sublayouts.reduce(constrainedSize.min.height) { max($0, $1.frame.maxY) }
    }
    return Layout(element: self, size: constrainedSize.clamp(size), sublayouts: sublayouts)
  }
}

/// The 1.x `ASStaticLayoutSpec`: in Texture's code, an absolute spec that sizes to fit its children.
public final class StaticLayoutSpec: AbsoluteLayoutSpec, @unchecked Sendable {
  /// Creates a static spec, sizing to fit.
  public init(children: [any LayoutElement]) {
    super.init(sizing: .sizeToFit, children: children)
  }
}

// What the spec contributed to a recorded layout, for its sizing record.
extension AbsoluteLayoutSpec: SizingContributor {
  func sizingContribution(of layout: Layout) -> SpecContribution? {
    .absolute(positions: layout.sublayouts.map { $0.position ?? .zero }, sizing: sizing)
  }
}
