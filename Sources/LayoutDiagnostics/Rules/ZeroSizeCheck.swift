import Foundation
import TextureLayout

/// `zero-size`: an element laid out 0pt wide or tall, with the first reason its records give. Every such
/// element gets a finding; the reasons an author chose (a style size of 0, a parent already 0pt) are notes.
enum ZeroSizeCheck: DiagnosticCheck {
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic] {
    // Most elements are drawn with both lengths: nothing to say, and no record to work out.
    if let frame = tree.frame(at: index), frame.width != 0, frame.height != 0 { return [] }
    let node = tree[index]
    guard let record = node.record else {
      let parent = tree.parent(of: index).map { ElementWords.named($0.element) } ?? "its parent"
      return [
        LayoutDiagnostic(
          .zeroSize, message: "not laid out: \(parent) did not lay it out, so it has no frame",
          hint: "give it to a spec that lays out all of its children")
      ]
    }
    // The frame is what was drawn; a record keeps the element's last measurement, which a parent that
    // placed a zero layout without measuring leaves behind.
    let size = node.frame?.size ?? CGSize(width: record.width.length, height: record.height.length)
    let zeroAxes = LayoutAxis.allCases.filter { ($0 == .horizontal ? size.width : size.height) == 0 }
    let startedAtZero =
      record.stackChild.map { child in
        child.baseLength == 0 && !child.baseFromBasis && child.flex == nil
          && zeroAxes.contains(child.mainAxis)
      } == true && node.element.style.flexGrow > 0 && node.element.style.flexShrink > 0
    if startedAtZero || zeroAxes.contains(where: { record[$0].length != 0 }) {
      return [unmeasured(index, in: tree)]
    }
    // Both axes for one reason read as one finding: each axis's reason told in words about both.
    if zeroAxes.count == 2 {
      let horizontal = reason(for: .horizontal, of: index, in: tree, record, words: .both)
      if horizontal == reason(for: .vertical, of: index, in: tree, record, words: .both) {
        return [
          LayoutDiagnostic(
            .zeroSize, severity: horizontal.severity, message: "laid out 0 × 0: \(horizontal.why)",
            hint: horizontal.hint)
        ]
      }
    }
    return zeroAxes.map { axis in
      let reason = reason(for: axis, of: index, in: tree, record, words: ZeroWords(axis))
      return LayoutDiagnostic(
        .zeroSize, severity: reason.severity, axis: axis,
        message: "laid out \(ZeroWords(axis).zero): \(reason.why)", hint: reason.hint)
    }
  }

  /// A reason's severity, words and fix.
  struct Reason: Equatable {
    var severity: DiagnosticSeverity
    var why: String
    var hint: String

    init(_ severity: DiagnosticSeverity, _ why: String, _ hint: String) {
      self.severity = severity
      self.why = why
      self.hint = hint
    }
  }

  /// The words a reason says its axis with: about one axis (`0pt wide`, `width`, `minWidth`) or about both
  /// (`0 × 0`, `size`, `minSize`), so that one reason for both axes reads as one finding.
  struct ZeroWords {
    /// `0pt wide`, `0pt tall` or `0 × 0`.
    var zero: String
    /// `width`, `height` or `size`.
    var length: String
    /// The style's exact, minimum and maximum names.
    var names: (exact: String, min: String, max: String)

    init(_ axis: LayoutAxis) {
      zero = "0pt \(ElementWords.extent(axis))"
      length = ElementWords.length(axis)
      names = ElementWords.styleNames(axis)
    }

    private init(zero: String, length: String, names: (exact: String, min: String, max: String)) {
      self.zero = zero
      self.length = length
      self.names = names
    }

    /// Words about both axes.
    static let both = ZeroWords(zero: "0 × 0", length: "size", names: ("size", "minSize", "maxSize"))
  }

  /// An element its parent placed at zero without laying it out at that size. Texture's stack does this to
  /// the one child that may both grow and shrink when the stack's main length is exact: it starts that child
  /// at a 0 × 0 layout (ASStackUnpositionedLayout.mm:686, optimized flexing), and only free space grows it.
  private static func unmeasured(_ index: Int, in tree: DiagnosedTree) -> LayoutDiagnostic {
    let style = tree[index].element.style
    if let parent = tree.parent(of: index), parent.element is StackLayoutSpec, style.flexGrow > 0,
      style.flexShrink > 0
    {
      return LayoutDiagnostic(
        .zeroSize,
        message:
          "laid out at zero without being measured: as the one child of \(ElementWords.named(parent.element)) with both flexGrow and flexShrink, it starts at zero, and its siblings left no free space to grow it",
        hint: "drop flexShrink (or flexGrow) from it, or give the stack room for it")
    }
    return LayoutDiagnostic(
      .zeroSize,
      message: "laid out at zero without being measured at that size: its parent placed an empty layout",
      hint: "see its parent's findings")
  }

  /// Why the element's length on `axis` is zero, from its records, most specific first.
  private static func reason(
    for axis: LayoutAxis, of index: Int, in tree: DiagnosedTree, _ record: SizingRecord, words: ZeroWords
  ) -> Reason {
    let element = tree[index].element
    let sizing = record[axis]
    let names = words.names
    switch sizing.decidedBy {
    case .styleExact:
      return Reason(.note, "its style sets \(names.exact) \(ElementWords.dimension(sizing.style))", "")
    case .styleMax:
      return Reason(.note, "its style's \(names.max) is \(ElementWords.dimension(sizing.maxStyle))", "")
    default: break
    }
    if let stackChild = record.stackChild, stackChild.mainAxis == axis,
      let reason = stackReason(stackChild, element: element, index: index, in: tree, axis: axis, words: words)
    {
      return reason
    }
    let parent = tree.parent(of: index)
    // Overlay and background specs lay their decoration out at exactly the child's size
    // (ASOverlayLayoutSpec.mm:77, ASBackgroundLayoutSpec.mm:55: `ASSizeRangeMake(contentsLayout.size)`).
    if let parent,
      (parent.element as? OverlayLayoutSpec)?.overlay === element
        || (parent.element as? BackgroundLayoutSpec)?.background === element
    {
      return Reason(
        .note,
        "\(ElementWords.named(parent.element)) lays it out at exactly its child's size, and the child is \(words.zero)",
        "see the spec's child's findings"
      )
    }
    // A node with neither content nor a spec measures zero whatever its parent offers.
    if let node = element as? DisplayNode, node.intrinsicContent == nil, node.layoutSpecBlock == nil {
      return measuredReason(element, words: words)
    }
    if sizing.received.upper == 0, let parent {
      if let parentRecord = parent.record, parentRecord[axis].length == 0 {
        return Reason(
          .note, "\(ElementWords.named(parent.element)) is \(words.zero)",
          "see its findings"
        )
      }
      return Reason(
        .warning, "\(ElementWords.named(parent.element)) allowed it at most 0pt",
        "give \(ElementWords.named(parent.element, "the")) room, or this element a \(names.min)"
      )
    }
    switch sizing.decidedBy {
    case .children, .content: return measuredReason(element, words: words)
    default:
      return Reason(
        .warning, "the range it received allowed \(ElementWords.points(sizing.received.upper)) at most",
        "give its parent room for it, or give it a \(names.min)"
      )
    }
  }

  /// Why an element measured itself at zero: no content, empty content, no children, or children at zero.
  private static func measuredReason(_ element: any LayoutElement, words: ZeroWords) -> Reason {
    let length = words.length
    if let node = element as? DisplayNode {
      // A node without content measures its range's minimum unless the range is a valid size
      // (ASDisplayNode.mm:1116, `calculateSizeThatFits:`), so an unbounded range gives zero.
      if node.intrinsicContent == nil, node.layoutSpecBlock == nil {
        return Reason(
          .warning, "a node with no content and no \(length) measures 0pt",
          length == "size" ? "give it a size" : "give it a \(length) (style.\(length), or a size)"
        )
      }
      if node.layoutSpecBlock == nil {
        return Reason(
          .warning, "its content measured 0pt (an empty text or image?)", "give it content, or a \(length)"
        )
      }
    }
    if element.sublayoutElements.isEmpty {
      return Reason(.warning, "an empty spec: it has no children to size to", "give it a child, or remove it")
    }
    if element is OverlayLayoutSpec || element is BackgroundLayoutSpec {
      return Reason(
        .note, "it takes its child's size, and its child is \(words.zero)", "see its child's findings")
    }
    return Reason(.note, "it sizes to its children, which are \(words.zero)", "see its children's findings")
  }

  /// The reason a stack's flexing gives: shrunk away, a zero basis, a grow with nothing to grow into.
  private static func stackReason(
    _ child: StackChildSizing, element: any LayoutElement, index: Int, in tree: DiagnosedTree,
    axis: LayoutAxis, words: ZeroWords
  ) -> Reason? {
    let length = words.length
    if let flex = child.flex, flex.direction == .shrink {
      return Reason(
        .warning,
        "flexShrink \(ElementWords.factor(flex.factor)) shrank it away: its stack's children were \(ElementWords.points(-flex.freeSpace)) too long",
        "give it flexShrink 0 or a \(words.names.min), or give the stack more room"
      )
    }
    let grow = element.style.flexGrow
    let zeroBasis = child.baseFromBasis && child.baseLength == 0
    let basis = zeroBasis ? "its flexBasis is \(ElementWords.dimension(child.flexBasis)) and " : ""
    if grow > 0, child.flex == nil {
      let stack = tree.parent(of: index)?.record?[axis]
      return Reason(
        .warning,
        "\(basis)flexGrow \(ElementWords.factor(grow)) had nothing to grow into: \(StackWords.noFreeSpace(stack, axis: axis))",
        "give the stack a fixed \(length) (or a \(words.names.min)), or give this element a flexBasis"
      )
    }
    if zeroBasis {
      return Reason(
        .warning, "its flexBasis is \(ElementWords.dimension(child.flexBasis)) and nothing grew it",
        "give it flexGrow, or a flexBasis that is not 0"
      )
    }
    // The stack lays each child out again at exactly its flexed length, so the child's own measurement, the
    // base length, is the reason.
    if child.flex == nil, child.baseLength == 0 { return measuredReason(element, words: words) }
    return nil
  }
}
