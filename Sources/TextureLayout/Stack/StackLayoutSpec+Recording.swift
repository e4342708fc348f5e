import Foundation

extension StackLayoutSpec {
  /// `layoutStack(in:)` for a recorded layout: the same phases, with what they did kept and recorded.
  func layoutStackRecording(_ input: StackLayoutInput) -> Layout {
    let (unpositioned, recording) = StackUnpositionedLayout.computeRecording(input)
    let positioned = StackPositionedLayout.compute(unpositioned, input)
    if let recorder = SizingRecorder.current {
      record(recording, of: unpositioned, positioned, input, in: recorder)
    }
    let style = input.style
    let isReversed = style.direction.isReversed
    if style.axes.isVertical {
      // As `layoutStack(in:)` does: the children's styles hold their laid-out baselines here.
      let top = isReversed ? input.children.last : input.children.first
      let bottom = isReversed ? input.children.first : input.children.last
      adoptBaselines(
        ascender: top?.element.style.ascender ?? 0, descender: bottom?.element.style.descender ?? 0)
    }
    let layout = Layout(
      element: self, size: positioned.size, sublayouts: positioned.sublayouts, grid: input.grid)
    return isReversed ? mirrored(layout, axes: style.axes) : layout
  }

  /// Adds what the stack did to a recorded layout: each child's flex base, share and cross source, and the
  /// stack's lines with their free space; the size the children asked for is the stack's wanted size.
  func record(
    _ recording: StackUnpositionedLayout.Recording, of unpositioned: StackUnpositionedLayout,
    _ positioned: StackPositionedLayout, _ input: StackLayoutInput, in recorder: SizingRecorder
  ) {
    let axes = input.axes
    let parentMain = axes.main(input.parentSize)
    var lines: [StackLineSizing] = []
    var childSizings: [(element: ObjectIdentifier, sizing: StackChildSizing)] = []
    childSizings.reserveCapacity(input.children.count)
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
        // A stretching child's own cross minimum or maximum replaces the stack's bound: it is not stretched.
        let ownCrossBounds = axes.cross(child.ownSize.min) != 0 || axes.cross(child.ownSize.max) != .infinity
        let flexedLength = max(recording.baseLengths[index] + share + (flex?.remainder ?? 0), 0)
        // Stretched: re-measured at the line's cross size, or measured at the stack's cross minimum.
        let crossFromRange = input.crossMin > 0 && finalCross == input.crossMin
        childSizings.append(
          (
            ObjectIdentifier(child.element),
            StackChildSizing(
              mainAxis: axes.isVertical ? .vertical : .horizontal, line: lineIndex,
              flexBasis: child.flexBasis,
              basisParentLength: parentMain, baseLength: recording.baseLengths[index],
              baseFromBasis: basis != nil && !optimizedAtZero, flex: flex,
              flexedLength: flex == nil ? recording.baseLengths[index] : flexedLength,
              alignment: child.alignment,
              alignmentFromAlignSelf: Self.alignSelf(of: child.element) != .auto,
              measuredCross: recording.measuredCross[index],
              stretched: child.alignment == .stretch && !ownCrossBounds
                && (finalCross != recording.measuredCross[index] || crossFromRange))
          ))
      }
      let distribution = StackPositionedLayout.justifyOffsets(
        itemCount: line.items.count, violation: input.mainViolation(line.mainSum), input)
      lines.append(
        StackLineSizing(
          children: line.items.indices, mainLength: line.mainSum, crossSize: line.crossSize,
          freeSpace: input.mainViolation(line.mainSum), leadingSpace: distribution.offset,
          justifySpacing: distribution.spacing, baseline: line.baseline))
    }
    recorder.noteStackChildren(childSizings)
    recorder.noteWantedSize(axes.size(main: unpositioned.mainSum, cross: unpositioned.crossSum), of: self)
    recorder.noteContribution(
      .stack(
        StackSizing(
          direction: input.style.direction, spacing: input.style.spacing,
          justifyContent: input.style.justifyContent, lines: lines)),
      of: self)
  }

  /// A child's `alignSelf`, read without copying its whole style when it is one of the engine's elements.
  private static func alignSelf(of element: any LayoutElement) -> StackLayoutAlignSelf {
    guard let base = element as? LayoutElementBase else { return element.style.alignSelf }
    return base.readStyle { style, _ in style.alignSelf }
  }
}
