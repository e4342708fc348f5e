import Foundation

extension StackLayoutSpec {
  /// Adds what the stack did to a recorded layout: each child's flex base, share and cross source, and the
  /// stack's lines with their free space; the size the children asked for is the stack's wanted size.
  func record(
    _ recording: StackUnpositionedLayout.Recording, of unpositioned: StackUnpositionedLayout,
    _ positioned: StackPositionedLayout, _ input: StackLayoutInput, into layout: inout Layout
  ) {
    let axes = input.axes
    let parentMain = axes.main(input.parentSize)
    var lines: [StackLineSizing] = []
    for (lineIndex, line) in unpositioned.lines.enumerated() {
      let flexing = recording.flexings[lineIndex]
      for index in line.items.indices {
        let child = input.children[index]
        let basis = child.flexBasis.resolved(against: parentMain)
        let offset = index - line.items.startIndex
        let share = flexing.map { $0.adjustments[offset] } ?? 0
        let flex = flexing.flatMap { flexing -> FlexAdjustment? in
          guard share != 0 else { return nil }
          return FlexAdjustment(
            direction: flexing.violation > 0 ? .grow : .shrink,
            factor: flexing.violation > 0 ? child.flexGrow : child.flexShrink, factorSum: flexing.factorSum,
            freeSpace: flexing.violation, share: share,
            remainder: offset == flexing.remainderTaker ? flexing.remainder : 0)
        }
        let optimizedAtZero = input.usesOptimizedFlexing && child.isFlexibleBothWays
        let finalCross = axes.cross(line.items[index].layout.size)
        let crossAxis: LayoutAxis = axes.isVertical ? .horizontal : .vertical
        let crossSource = layout.sublayouts[index].sizing?[crossAxis].decidedBy
        let crossFromRange = crossSource == .rangeExact || crossSource == .rangeMin
        layout.sublayouts[index].sizing?.stackChild = StackChildSizing(
          line: lineIndex, flexBasis: child.flexBasis, basisParentLength: parentMain,
          baseLength: recording.baseLengths[index], baseFromBasis: basis != nil && !optimizedAtZero,
          flex: flex, flexedLength: recording.flexedLengths[index], alignment: child.alignment,
          alignmentFromAlignSelf: child.element.style.alignSelf != .auto,
          measuredCross: recording.measuredCross[index],
          stretched: child.alignment == .stretch
            && (finalCross != recording.measuredCross[index] || crossFromRange))
      }
      let distribution = positioned.lineDistributions[lineIndex]
      lines.append(
        StackLineSizing(
          children: line.items.indices, mainLength: line.mainSum, crossSize: line.crossSize,
          freeSpace: input.mainViolation(line.mainSum), leadingSpace: distribution.offset,
          justifySpacing: distribution.spacing, baseline: line.baseline))
    }
    layout.pendingSizing = PendingSizing(
      wanted: axes.size(main: unpositioned.mainSum, cross: unpositioned.crossSum),
      contribution: .stack(
        StackSizing(
          direction: input.style.direction, spacing: input.style.spacing,
          justifyContent: input.style.justifyContent, lines: lines)))
  }
}
