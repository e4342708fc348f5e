import Foundation
import TextureLayout

/// The four workloads of `Benchmarks/workloads.py`, built directly with the engine's API (no document reading).
enum EngineWorkload: String, CaseIterable {
  case feed, wide, deep, wrap

  /// A freshly built tree, its element count and the range it is laid out in. With `content`, each box is
  /// a leaf whose content knows its size (as a text or an image is, and as a document's `box: {size}`
  /// spells it) rather than one sized by its style: the same sizes, the other leaf chain.
  func build(scale: Int, content: Bool = false) -> (root: any LayoutElement, elements: Int, range: SizeRange)
  {
    Self.contentBoxes = content
    return switch self {
    case .feed: Self.feed(cells: 1000 * scale)
    case .wide: Self.wide(count: 10_000 * scale)
    case .deep: Self.deep(levels: 1000 * scale)
    case .wrap: Self.wrap(count: 10_000 * scale)
    }
  }

  /// Whether `box` makes content leaves; set by `build` for the tree it builds (one thread builds).
  nonisolated(unsafe) private static var contentBoxes = false

  private static func box(_ width: CGFloat, _ height: CGFloat, flexShrink: CGFloat = 0) -> DisplayNode {
    var style = LayoutElementStyle()
    style.flexShrink = flexShrink
    if contentBoxes {
      return DisplayNode(content: FixedBox(size: CGSize(width: width, height: height)), style: style)
    }
    style.preferredSize = CGSize(width: width, height: height)
    return DisplayNode(style: style)
  }

  private static func range(width: CGFloat) -> SizeRange {
    SizeRange(uncheckedMin: CGSize(width: width, height: 0), max: CGSize(width: width, height: .infinity))
  }

  private static func feed(cells: Int) -> (any LayoutElement, Int, SizeRange) {
    var rows: [any LayoutElement] = []
    rows.reserveCapacity(cells)
    for _ in 0..<cells {
      let texts = StackLayoutSpec(
        direction: .vertical, spacing: 4,
        children: [box(200, 18, flexShrink: 1), box(150, 14, flexShrink: 1)])
      texts.style.flexGrow = 1
      texts.style.flexShrink = 1
      let row = StackLayoutSpec(
        direction: .horizontal, spacing: 8, alignItems: .center, children: [box(60, 60), texts, box(40, 14)])
      rows.append(InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: row))
    }
    let root = StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: rows)
    return (root, 1 + 7 * cells, range(width: 375))
  }

  private static func wide(count: Int) -> (any LayoutElement, Int, SizeRange) {
    let boxes = (0..<count).map { _ in box(10, 10, flexShrink: 1) as any LayoutElement }
    return (
      StackLayoutSpec(direction: .horizontal, children: boxes), 1 + count, range(width: CGFloat(count * 5))
    )
  }

  private static func deep(levels: Int) -> (any LayoutElement, Int, SizeRange) {
    var node: any LayoutElement = box(10, 10)
    for _ in 0..<levels {
      node = StackLayoutSpec(
        direction: .vertical,
        children: [InsetLayoutSpec(insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), child: node)])
    }
    return (node, 1 + 2 * levels, range(width: CGFloat(10 + 2 * levels)))
  }

  private static func wrap(count: Int) -> (any LayoutElement, Int, SizeRange) {
    let boxes = (0..<count).map { _ in box(30, 30) as any LayoutElement }
    return (
      StackLayoutSpec(direction: .horizontal, flexWrap: .wrap, children: boxes), 1 + count, range(width: 375)
    )
  }
}

/// Content of one fixed size, as a document's `box: {size}` makes.
struct FixedBox: IntrinsicContent {
  let size: CGSize
  func sizeThatFits(_ constrainedSize: CGSize) -> CGSize { size }
  var hasFixedSize: Bool { true }
}
