import Foundation

/// What one calculation of a stack kept for a recorded layout: its input and what its unpositioned phase
/// did. The child sizings and the stack's own contribution are worked out from it when a record is read,
/// so that recording a stack costs its layout no more than keeping these values: a reference, so that the
/// recorder moves one pointer rather than the input's fields.
final class StackCalculation: Sendable {
  /// The stack's input.
  let input: StackLayoutInput
  /// The lines the unpositioned phase made.
  let unpositioned: StackUnpositionedLayout
  /// What the unpositioned phase's steps did to each child.
  let recording: StackUnpositionedLayout.Recording

  /// Keeps a stack calculation's input and results.
  init(
    input: StackLayoutInput, unpositioned: StackUnpositionedLayout,
    recording: StackUnpositionedLayout.Recording
  ) {
    self.input = input.kept
    self.unpositioned = unpositioned
    self.recording = recording
  }

  /// The size the children asked for: the stack's wanted size.
  var wantedSize: CGSize {
    input.axes.size(main: unpositioned.mainSum, cross: unpositioned.crossSum)
  }

  /// The children in the order the stack laid them out, each with the line it landed on: where
  /// `childSizing(line:index:)` finds it.
  func childPlaces() -> [(element: ObjectIdentifier, line: Int, index: Int)] {
    let children = input.children
    var places: [(element: ObjectIdentifier, line: Int, index: Int)] = []
    places.reserveCapacity(children.count)
    for (lineIndex, line) in unpositioned.lines.enumerated() {
      for index in line.items.indices {
        places.append((ObjectIdentifier(children[index].element), lineIndex, index))
      }
    }
    return places
  }

  /// What the stack did to the child at `index`, on line `lineIndex`: its flex base, share and cross
  /// source. Worked out when read, so that a recorded layout keeps where each child is, not its sizing.
  func childSizing(line lineIndex: Int, index: Int) -> StackChildSizing {
    let axes = input.axes
    let parentMain = axes.main(input.parentSize)
    let children = input.children
    let line = unpositioned.lines[lineIndex]
    let flexing = recording.flexings[lineIndex]
    let basis = children[index].flexBasis.resolved(against: parentMain)
    let offset = index - line.items.startIndex
    let share = flexing.map { $0.adjustments[offset] } ?? 0
    let flex = flexing.flatMap { flexing -> FlexAdjustment? in
      guard share != 0 else { return nil }
      return FlexAdjustment(
        direction: flexing.violation > 0 ? .grow : .shrink,
        factor: flexing.violation > 0 ? children[index].flexGrow : children[index].flexShrink,
        factorSum: flexing.factorSum, freeSpace: flexing.violation, share: share,
        remainder: offset == flexing.remainderTaker ? flexing.remainder : 0)
    }
    let optimizedAtZero = input.usesOptimizedFlexing && children[index].isFlexibleBothWays
    let finalCross = axes.cross(line.items[index].layout.size)
    // A stretching child's own cross minimum or maximum replaces the stack's bound: it is not stretched.
    let ownCrossBounds =
      children[index].ownCrossMin != 0 || children[index].ownCrossMax != .infinity
    let flexedLength = max(recording.baseLengths[index] + share + (flex?.remainder ?? 0), 0)
    // Stretched: re-measured at the line's cross size (by the stretch step's own rule), or measured at the
    // stack's cross minimum.
    let crossFromRange = input.crossMin > 0 && finalCross == input.crossMin
    return StackChildSizing(
      mainAxis: axes.isVertical ? .vertical : .horizontal, line: lineIndex,
      flexBasis: children[index].flexBasis,
      basisParentLength: parentMain, baseLength: recording.baseLengths[index],
      baseFromBasis: basis != nil && !optimizedAtZero, flex: flex,
      flexedLength: flex == nil ? recording.baseLengths[index] : flexedLength,
      alignment: children[index].alignment,
      alignmentFromAlignSelf: Self.alignSelf(of: children[index].element) != .auto,
      measuredCross: recording.measuredCross[index],
      stretched: children[index].alignment == .stretch && !ownCrossBounds
        && (StackUnpositionedLayout.stretches(
          children[index].alignment, recording.measuredCross[index], to: line.crossSize) || crossFromRange),
      measuredAtZero: optimizedAtZero
    )
  }

  /// What the stack contributed: its direction, spacing and justification, and its lines with their free
  /// space.
  var contribution: SpecContribution {
    let lines = unpositioned.lines.map { line in
      let distribution = StackPositionedLayout.justifyOffsets(
        itemCount: line.items.count, violation: input.mainViolation(line.mainSum), input)
      return StackLineSizing(
        children: line.items.indices, mainLength: line.mainSum, crossSize: line.crossSize,
        freeSpace: input.mainViolation(line.mainSum), leadingSpace: distribution.offset,
        justifySpacing: distribution.spacing, baseline: line.baseline)
    }
    return .stack(
      StackSizing(
        direction: input.style.direction, spacing: input.style.spacing,
        justifyContent: input.style.justifyContent, lines: lines, lineSpacing: input.style.lineSpacing,
        alignContent: input.style.alignContent))
  }

  /// A child's `alignSelf`, read without copying its whole style when it is one of the engine's elements.
  private static func alignSelf(of element: any LayoutElement) -> StackLayoutAlignSelf {
    guard let base = element as? LayoutElementBase else { return element.style.alignSelf }
    return base.readStyle { style in style.alignSelf }
  }
}
