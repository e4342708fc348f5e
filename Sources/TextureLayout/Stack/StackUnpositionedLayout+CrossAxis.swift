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
      for index in lines[0].items.indices where isBaselineAligned(input.children[index].alignment) {
        let itemBaseline = baseline(of: input.children[index], layout: lines[0].items[index].layout, input)
        lines[0].baseline = max(lines[0].baseline, itemBaseline)
      }
      return
    }
    for lineIndex in lines.indices {
      var aboveBaseline: CGFloat = 0
      var belowBaseline: CGFloat = 0
      var deepest: CGFloat = 0
      for index in lines[lineIndex].items.indices {
        let layout = lines[lineIndex].items[index].layout
        let depth = axes.cross(layout.size)
        if isBaselineAligned(input.children[index].alignment) {
          let itemBaseline = baseline(of: input.children[index], layout: layout, input)
          aboveBaseline = max(aboveBaseline, itemBaseline)
          belowBaseline = max(belowBaseline, depth - itemBaseline)
        } else {
          deepest = max(deepest, depth)
        }
      }
      var crossSize = max(aboveBaseline + belowBaseline, deepest)
      if isSingleLine { crossSize = min(max(input.crossMin, crossSize), input.crossMax) }
      lines[lineIndex].crossSize = crossSize
      lines[lineIndex].baseline = aboveBaseline
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
      // A line none of whose items stretches is not re-measured at all. (Read in place: a copy of the
      // items would make re-measuring copy the line.)
      var anyStretches = false
      for item in lines[index].items.indices
      where stretches(
        input.children[item].alignment, axes.cross(lines[index].items[item].layout.size), to: crossSize)
      {
        anyStretches = true
        break
      }
      guard anyStretches else { continue }
      input.remeasure(&lines[index].items) { child, measured, _, context in
        guard stretches(child.alignment, axes.cross(measured), to: crossSize) else { return nil }
        let main = axes.main(measured)
        return input.measure(
          child, mainMin: main, mainMax: main, crossMin: crossSize, crossMax: crossSize, in: context)
      }
    }
  }

  /// Whether a child of this alignment, measured `crossLength` across, stretches: it is shallower than
  /// `crossSize`. A sizing record asks the same of the length kept before stretching, so that what it
  /// says stretched is what this step re-measured.
  static func stretches(_ alignment: StackLayoutAlignItems, _ crossLength: CGFloat, to crossSize: CGFloat)
    -> Bool
  {
    alignment == .stretch && crossSize - crossLength > stackViolationEpsilon
  }

  /// Whether a child of this alignment lines up by baseline: only the stack's `alignItems` can ask for it,
  /// as `alignSelf` has no baseline values.
  static func isBaselineAligned(_ alignment: StackLayoutAlignItems) -> Bool {
    alignment == .baselineFirst || alignment == .baselineLast
  }

  /// A child's baseline from its cross start in its measured `layout` (Texture's `baselineForItem`): the
  /// ascender for first-baseline alignment, the cross size plus the (negative) descender for last-baseline
  /// alignment, else zero.
  ///
  /// The ascender and descender come from the child's layout (`Layout.baselines`): a nested vertical
  /// stack's are its children's.
  static func baseline(of child: borrowing StackChild, layout: Layout, _ input: StackLayoutInput) -> CGFloat {
    switch child.alignment {
    case .baselineFirst: layout.baselines.ascender
    case .baselineLast:
      input.axes.cross(layout.size) + layout.baselines.descender
    default: 0
    }
  }
}
