import Foundation

/// The first phase of a stack layout: every child measured, broken into lines, flexed along the main axis
/// and stretched along the cross axis, but not yet placed (Texture's `ASStackUnpositionedLayout`).
struct StackUnpositionedLayout: Sendable {
  /// The lines in cross-axis order, each with its items in child order.
  let lines: [StackLine]
  /// The main-axis length of the longest line.
  let mainSum: CGFloat
  /// The lines' cross sizes plus the line spacing between them.
  let crossSum: CGFloat
  /// What the steps did to each child, kept for a recorded layout: sizes between the steps and each line's
  /// flexing.
  struct Recording: Sendable {
    /// Each child's main length as measured, before flexing.
    var baseLengths: [CGFloat]
    /// Each line's flexing; `nil` for a line that did not flex.
    var flexings: [LineFlexing?]
    /// Each child's cross length before stretching.
    var measuredCross: [CGFloat]
  }

  /// Runs the phase's steps in order, telling `observer` what each did: the lengths measured, each line's
  /// flexing, the cross lengths before stretching (from which, with the lines' cross sizes, a record tells
  /// which children stretching re-measured). The driver is generic over the observer, so that a plain
  /// layout's (which keeps nothing) costs nothing.
  static func compute<Observer: StackObserver>(_ input: StackLayoutInput, observer: inout Observer)
    -> StackUnpositionedLayout
  {
    // The measured items pass straight into the lines, so that each line's slice is the only reference to
    // them and every phase updates items in place.
    let (items, deferred) = measureChildren(input)
    var lines = breakIntoLines(items, input)
    observer.measured(lines, input)
    for index in lines.indices {
      let flexed = flex(&lines[index], input, observer: &observer)
      if !deferred.isEmpty { measureDeferredChildren(&lines[index], deferred, flexed: flexed, input) }
    }
    sizeLinesOnCrossAxis(&lines, input)
    observer.sizedOnCrossAxis(lines, input)
    stretch(&lines, input)
    let mainSum = sumLines(&lines, input)
    return StackUnpositionedLayout(lines: lines, mainSum: mainSum, crossSum: crossSum(of: lines, input))
  }

  /// One length of each item's size, line by line.
  static func lengths(in lines: [StackLine], _ length: (CGSize) -> CGFloat) -> [CGFloat] {
    var lengths: [CGFloat] = []
    lengths.reserveCapacity(lines.reduce(0) { $0 + $1.items.count })
    for line in lines {
      for index in line.items.indices { lengths.append(length(line.items[index].layout.size)) }
    }
    return lengths
  }

  /// Measures each child with its flex basis as the main-axis size: auto lets the child choose (zero to
  /// infinity), points and fractions of the stack's exact main size fix it. The cross axis gets the stack's
  /// cross range (for stretching children) or zero to its maximum. With optimized flexing the one child
  /// that both grows and shrinks is not measured and starts at zero size
  /// (Texture's `layoutItemsAlongUnconstrainedStackDimension`).
  ///
  /// A child whose main length is fixed (by its basis, or by its own style size) and whose layout is known
  /// to take it (`StackLayoutInput.lengthWithoutMeasuring`) is not measured yet: flexing reads only main
  /// lengths and re-measures every child whose length it changes, so the first measurement of a child
  /// that flexes is never read. `measureDeferredChildren(_:_:flexed:_:)` makes the others after flexing,
  /// with the same range. So a size is asked for only when it is read, as Taffy computes a node's size
  /// without laying it out when its dimensions are known; without it, flexible stacks nested n deep lay
  /// their leaves out 2ⁿ times. Returns the items and, for each child, whether it was put off (empty when
  /// none was).
  ///
  /// Deliberate deviation: a fraction basis when the stack's main size is not exact resolves to NaN in
  /// Texture, which measures the child with a NaN range; here it counts as auto.
  static func measureChildren(_ input: StackLayoutInput) -> (items: [StackItem], deferred: [Bool]) {
    let optimized = input.usesOptimizedFlexing
    // The child at `index` measured at its basis, or at zero when optimized flexing leaves it unmeasured.
    @Sendable func measure(_ index: Int, at context: LayoutContext) -> StackItem {
      let child = input.children[index]
      if optimized && child.isFlexibleBothWays {
        return StackItem(layout: Layout(element: child.element, size: .zero, grid: input.grid))
      }
      return StackItem(layout: measureAtBasis(child, input, in: context))
    }
    // Decided before measuring, in order: most stacks put nothing off and allocate nothing for it.
    var placeholders: [Layout?] = []
    if input.mayPutOffMeasuring {
      for index in input.children.indices where !(optimized && input.children[index].isFlexibleBothWays) {
        guard let length = input.lengthWithoutMeasuring(input.children[index]) else { continue }
        if placeholders.isEmpty { placeholders = Array(repeating: nil, count: input.children.count) }
        placeholders[index] = length
      }
    }
    guard !placeholders.isEmpty else {
      return (input.mapIndices(input.children.count) { measure($0, at: $1) }, [])
    }
    let items = input.mapIndices(input.children.count) { [placeholders] index, context in
      placeholders[index].map { StackItem(layout: $0) } ?? measure(index, at: context)
    }
    return (items, placeholders.map { $0 != nil })
  }

  /// `child` measured with its flex basis as its main range and the stack's cross range.
  private static func measureAtBasis(
    _ child: borrowing StackChild, _ input: StackLayoutInput, in context: LayoutContext
  ) -> Layout {
    let basis = child.flexBasis.resolved(against: input.axes.main(input.parentSize))
    return input.measure(
      child, mainMin: basis ?? 0, mainMax: basis ?? .infinity, crossMin: input.crossMin,
      crossMax: input.crossMax, in: context)
  }

  /// Makes the measurements `measureChildren(_:)` put off (`deferred`, a flag for each of all the
  /// children) that flexing did not replace (`flexed`: each item's share of the line's flexing, `nil` when
  /// nothing was re-measured), at the range they were put off at: the layouts Texture's first measurement
  /// gives those children.
  static func measureDeferredChildren(
    _ line: inout StackLine, _ deferred: [Bool], flexed: [CGFloat]?, _ input: StackLayoutInput
  ) {
    let start = line.items.startIndex
    let isPending = line.items.indices.map { deferred[$0] && (flexed?[$0 - start] ?? 0) == 0 }
    guard isPending.contains(true) else { return }
    input.remeasure(&line.items) { child, _, offset, context in
      isPending[offset] ? measureAtBasis(child, input, in: context) : nil
    }
  }

  /// Breaks the items into lines when the stack wraps: an item starts a new line when adding it (with the
  /// spacing before it) would push a non-empty line past the main-axis maximum; spacing starts afresh on
  /// each line. Without wrapping, all items form one line (Texture's `collectChildrenIntoLines`).
  static func breakIntoLines(_ items: [StackItem], _ input: StackLayoutInput) -> [StackLine] {
    guard input.style.flexWrap == .wrap else { return [StackLine(items: items[...])] }
    var lines: [StackLine] = []
    var lineStart = 0
    var lineSum: CGFloat = 0
    var spacing: CGFloat = 0
    for index in items.indices {
      let extent =
        input.children[index].spacingBefore + input.axes.main(items[index].layout.size)
        + input.children[index].spacingAfter
      if input.mainViolation(lineSum + spacing + extent) < 0 && index > lineStart {
        lines.append(StackLine(items: items[lineStart..<index]))
        lineStart = index
        lineSum = 0
        spacing = 0
      }
      lineSum += spacing + extent
      spacing = input.style.spacing
    }
    lines.append(StackLine(items: items[lineStart...]))
    return lines
  }

  /// Records each line's final main-axis length; returns the longest.
  static func sumLines(_ lines: inout [StackLine], _ input: StackLayoutInput) -> CGFloat {
    var mainSum: CGFloat = 0
    for index in lines.indices {
      lines[index].mainSum = input.mainSum(of: lines[index].items)
      mainSum = max(mainSum, lines[index].mainSum)
    }
    return mainSum
  }

  /// The lines' cross sizes plus the line spacing between them (Texture's `computeLinesCrossDimensionSum`).
  static func crossSum(of lines: [StackLine], _ input: StackLayoutInput) -> CGFloat {
    var sum = lines.isEmpty ? 0 : input.style.lineSpacing * CGFloat(lines.count - 1)
    for line in lines { sum += line.crossSize }
    return sum
  }
}
