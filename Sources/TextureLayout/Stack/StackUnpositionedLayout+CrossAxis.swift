import Foundation

extension StackUnpositionedLayout {
  /// Gives each line its cross size and baseline, from its items after flexing (Texture's
  /// `computeLinesCrossSizeAndBaseline`).
  ///
  /// A single line in a stack with an exact cross size takes that size. Otherwise a line is as deep as its
  /// deepest item, or as its baseline-aligned items above plus below their shared baseline if that is more;
  /// a single line is then clamped to the stack's cross range, several lines are not.
  static func sizeLinesOnCrossAxis(_ lines: inout [StackLine], _ input: StackLayoutInput) {
    let axes = input.axes
    let isSingleLine = lines.count == 1
    if isSingleLine && input.crossMin == input.crossMax {
      lines[0].crossSize = input.crossMin
      for item in lines[0].items where isBaselineAligned(item, input) {
        lines[0].baseline = max(lines[0].baseline, baseline(of: item, input))
      }
      return
    }
    for index in lines.indices {
      var aboveBaseline: CGFloat = 0
      var belowBaseline: CGFloat = 0
      var deepest: CGFloat = 0
      for item in lines[index].items {
        let depth = axes.cross(item.layout.size)
        if isBaselineAligned(item, input) {
          let itemBaseline = baseline(of: item, input)
          aboveBaseline = max(aboveBaseline, itemBaseline)
          belowBaseline = max(belowBaseline, depth - itemBaseline)
        } else {
          deepest = max(deepest, depth)
        }
      }
      var crossSize = max(aboveBaseline + belowBaseline, deepest)
      if isSingleLine { crossSize = min(max(input.crossMin, crossSize), input.crossMax) }
      lines[index].crossSize = crossSize
      lines[index].baseline = aboveBaseline
    }
  }

  /// Stretches lines, then items (Texture's `stretchLinesAlongCrossDimension`): with several lines,
  /// `alignContent` stretch and free cross space, each line grows by an equal share of it; then every item
  /// that stretches and is shallower than its line is re-measured at its current main size and the line's
  /// cross size, which its own explicit cross size or maximum still overrides. Stretching follows
  /// main-axis flexing, so it sees flexed sizes; it never shrinks anything.
  static func stretch(_ lines: inout [StackLine], _ input: StackLayoutInput) {
    let axes = input.axes
    let violation = input.crossViolation(crossSum(of: lines, input))
    let stretchesLines =
      lines.count > 1 && input.style.alignContent == .stretch && violation > stackViolationEpsilon
    let extra = violation / CGFloat(lines.count)
    for index in lines.indices {
      if stretchesLines { lines[index].crossSize += extra }
      let crossSize = lines[index].crossSize
      guard lines[index].items.contains(where: { stretches($0, to: crossSize, axes) }) else { continue }
      input.remeasure(&lines[index].items) { child, measured, _ in
        guard stretches(child.alignment, measured, to: crossSize, axes) else { return nil }
        let main = axes.main(measured)
        return input.measure(
          child, mainMin: main, mainMax: main, crossMin: crossSize, crossMax: crossSize)
      }
    }
  }

  /// Whether an item stretches and is shallower than `crossSize`, so that stretching re-measures it.
  static func stretches(_ item: StackItem, to crossSize: CGFloat, _ axes: StackAxes) -> Bool {
    stretches(item.child.alignment, item.layout.size, to: crossSize, axes)
  }

  /// Whether a child of this alignment measured at `size` stretches and is shallower than `crossSize`.
  static func stretches(
    _ alignment: StackLayoutAlignItems, _ size: CGSize, to crossSize: CGFloat, _ axes: StackAxes
  ) -> Bool {
    alignment == .stretch && crossSize - axes.cross(size) > stackViolationEpsilon
  }

  /// Whether an item lines up by baseline: only the stack's `alignItems` can ask for it, as `alignSelf` has
  /// no baseline values.
  static func isBaselineAligned(_ item: StackItem, _ input: StackLayoutInput) -> Bool {
    let alignment = item.child.alignment
    return alignment == .baselineFirst || alignment == .baselineLast
  }

  /// An item's baseline from its cross start (Texture's `baselineForItem`): the ascender for first-baseline
  /// alignment, the cross size plus the (negative) descender for last-baseline alignment, else zero.
  ///
  /// The ascender and descender are read from the element as it is now, after it was measured, because a
  /// nested vertical stack sets its own from its children while it is laid out.
  static func baseline(of item: StackItem, _ input: StackLayoutInput) -> CGFloat {
    switch item.child.alignment {
    case .baselineFirst: item.child.element.style.ascender
    case .baselineLast: input.axes.cross(item.layout.size) + item.child.element.style.descender
    default: 0
    }
  }
}
