import Foundation

/// The second phase of a stack layout: the lines placed along the cross axis and their items along both
/// axes, and the stack's size (Texture's `ASStackPositionedLayout`).
struct StackPositionedLayout: Sendable {
  /// The children's layouts, placed relative to the stack, in child order.
  let sublayouts: [Layout]
  /// The longest line and the lines' cross extent, clamped into the stack's range (not yet pixel-ceiled).
  let size: CGSize

  /// Places the lines and their items, in order (Texture's `ASStackPositionedLayout::compute`).
  ///
  /// `alignContent` places the lines in the stack's cross range; then, line after line, `justifyContent`
  /// places each line's items in the stack's main range, each line against the whole range; each item's
  /// cross offset within its line comes from its alignment.
  static func compute(_ unpositioned: StackUnpositionedLayout, _ input: StackLayoutInput)
    -> StackPositionedLayout
  {
    let lines = unpositioned.lines
    let style = input.style
    let lineDistribution = alignContentOffsets(
      lineCount: lines.count, violation: input.crossViolation(unpositioned.crossSum), input)
    var crossStart = lineDistribution.offset
    var sublayouts: [Layout] = []
    sublayouts.reserveCapacity(input.children.count)
    for (index, line) in lines.enumerated() {
      if index > 0 { crossStart += lineDistribution.spacing + style.lineSpacing }
      let itemSpacing = justifyOffsets(
        itemCount: line.items.count, violation: input.mainViolation(line.mainSum), input)
      placeItems(of: line, crossStart: crossStart, spacing: itemSpacing, input, into: &sublayouts)
      crossStart += line.crossSize
    }
    let content = input.axes.size(main: unpositioned.mainSum, cross: unpositioned.crossSum)
    return StackPositionedLayout(sublayouts: sublayouts, size: input.sizeRange.clamp(content))
  }

  /// Where a run of things starts and how much extra space goes between adjacent ones.
  struct Distribution: Hashable, Sendable {
    /// The offset of the first.
    var offset: CGFloat = 0
    /// Extra space between neighbors.
    var spacing: CGFloat = 0
  }

  /// `justifyContent` for one line (Texture's `stackOffsetAndSpacingForEachItem`), through `distribute`.
  static func justifyOffsets(itemCount: Int, violation: CGFloat, _ input: StackLayoutInput) -> Distribution {
    distribute(input.style.justifyContent, count: itemCount, violation: violation)
  }

  /// `alignContent` for the lines (Texture's `crossOffsetAndSpacingForEachLine`): the same rules as
  /// `justifyContent` on the cross axis; stretch places lines like start, as the lines already took the
  /// free space in the unpositioned phase.
  static func alignContentOffsets(lineCount: Int, violation: CGFloat, _ input: StackLayoutInput)
    -> Distribution
  {
    let mode: StackLayoutJustifyContent =
      switch input.style.alignContent {
      case .start, .stretch: .start
      case .center: .center
      case .end: .end
      case .spaceBetween: .spaceBetween
      case .spaceAround: .spaceAround
      }
    return distribute(mode, count: lineCount, violation: violation)
  }

  /// The free space (negative on overflow) placed before `count` items or lines, or spread between them, in
  /// plain floating point. spaceBetween falls back to start, and spaceAround to center, with one item or
  /// with free space under `stackViolationEpsilon`, overflow included; so on overflow start and
  /// spaceBetween overflow at the end, end at the start, and center and spaceAround on both sides. Texture's
  /// enum documentation says the space left after dividing goes to the last gap; its code divides exactly,
  /// with no remainder, as here.
  static func distribute(_ mode: StackLayoutJustifyContent, count: Int, violation: CGFloat) -> Distribution {
    let sparse = violation < stackViolationEpsilon || count == 1
    switch mode {
    case .start: return Distribution()
    case .spaceBetween where sparse: return Distribution()
    case .center: return Distribution(offset: violation / 2)
    case .spaceAround where sparse: return Distribution(offset: violation / 2)
    case .end: return Distribution(offset: violation)
    case .spaceBetween: return Distribution(spacing: violation / CGFloat(count - 1))
    case .spaceAround:
      let unit = violation / CGFloat(count * 2)
      return Distribution(offset: unit, spacing: unit * 2)
    }
  }

  /// Places a line's items one after another along the main axis, each after its spacing before, the
  /// stack's spacing and the justify spacing (not before the first), and followed by its spacing after; on
  /// the cross axis each sits at its alignment's offset from the line's start. Positions are not rounded
  /// (Texture's `positionItemsInLine`). The placed layouts are appended to `placed`.
  static func placeItems(
    of line: StackLine, crossStart: CGFloat, spacing: Distribution, _ input: StackLayoutInput,
    into placed: inout [Layout]
  ) {
    let axes = input.axes
    var main = spacing.offset
    for index in line.items.indices {
      let size = line.items[index].layout.size
      main += input.children[index].spacingBefore
      if index > line.items.startIndex { main += input.style.spacing + spacing.spacing }
      let cross = crossStart + crossOffset(of: input.children[index], item: index, in: line, input)
      placed.append(line.items[index].layout.positioned(at: axes.point(main: main, cross: cross)))
      main += axes.main(size) + input.children[index].spacingAfter
    }
  }

  /// The offset of the line's item at `index` (among the stack's items) from the line's cross start
  /// (Texture's `crossOffsetForItem`): end puts it against the line's end, center halfway, floored to the
  /// pixel grid (negative when the item is deeper than its line), baseline alignment lines its baseline up
  /// with the line's; start, stretch and notSet put it at the start.
  static func crossOffset(
    of child: borrowing StackChild, item index: Int, in line: borrowing StackLine, _ input: StackLayoutInput
  ) -> CGFloat {
    switch child.alignment {
    case .end: return line.crossSize - input.axes.cross(line.items[index].layout.size)
    case .center:
      return input.grid.floor((line.crossSize - input.axes.cross(line.items[index].layout.size)) / 2)
    case .baselineFirst, .baselineLast:
      return line.baseline
        - StackUnpositionedLayout.baseline(of: child, layout: line.items[index].layout, input)
    case .start, .stretch, .notSet: return 0
    }
  }
}
