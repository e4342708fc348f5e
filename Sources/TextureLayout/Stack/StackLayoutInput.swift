import Foundation

/// The violation below which a stack neither flexes, stretches nor spreads space (Texture's
/// `kViolationEpsilon`).
let stackViolationEpsilon: CGFloat = 0.01

/// The stack's own properties, read once when a layout starts (Texture's `ASStackLayoutSpecStyle`).
struct StackStyle: Sendable {
  /// The main axis, possibly reversed.
  var direction: StackLayoutDirection = .horizontal
  /// Space between adjacent children of a line.
  var spacing: CGFloat = 0
  /// Placement of each line's children along the main axis.
  var justifyContent: StackLayoutJustifyContent = .start
  /// Placement of children along the cross axis.
  var alignItems: StackLayoutAlignItems = .stretch
  /// Whether children wrap into several lines.
  var flexWrap: StackLayoutFlexWrap = .noWrap
  /// Placement of the lines along the cross axis.
  var alignContent: StackLayoutAlignContent = .start
  /// Space between lines.
  var lineSpacing: CGFloat = 0
  /// Whether children are measured in parallel.
  var concurrent = false

  /// The axes of the direction.
  var axes: StackAxes { StackAxes(direction) }

  /// A child's cross-axis alignment: its `alignSelf`, or the stack's `alignItems` when that is auto
  /// (Texture's `alignment(alignSelf, alignItems)`).
  func alignment(of alignSelf: StackLayoutAlignSelf) -> StackLayoutAlignItems {
    switch alignSelf {
    case .auto: alignItems
    case .start: .start
    case .end: .end
    case .center: .center
    case .stretch: .stretch
    }
  }
}

/// A child as the stack sees it: the element and what the stack reads of the style it had when the layout
/// started (Texture's `ASStackLayoutSpecChild`). Only those properties are kept, so that the working data
/// of a stack with many children stays small and close together.
struct StackChild: Sendable {
  /// The child.
  let element: any LayoutElement
  /// Extra space before the child.
  let spacingBefore: CGFloat
  /// Extra space after the child.
  let spacingAfter: CGFloat
  /// The child's share of positive free space.
  let flexGrow: CGFloat
  /// The child's share of overflow, weighted by its base size.
  let flexShrink: CGFloat
  /// For a stretching child, the cross bounds of its style size resolved against an undefined parent size,
  /// which stretching must respect; 0 and infinity for any other child, which never reads them.
  let ownCrossMin: CGFloat
  /// The upper of those bounds.
  let ownCrossMax: CGFloat
  /// The main-axis size the child starts from.
  let flexBasis: Dimension
  /// The child's cross-axis alignment in this stack: its `alignSelf`, or the stack's `alignItems`.
  let alignment: StackLayoutAlignItems
  /// Whether the child is one of the engine's elements (a `LayoutElementBase`), which a stack measures on
  /// the pixel grid it read once rather than have each child read it again.
  let isEngineElement: Bool
  /// Whether the child flexes and its element keeps the lengths of an exact range
  /// (`LayoutElementBase.keepsExactLengths`): its measurement may be put off when its main length is
  /// fixed (`StackLayoutInput.knownMainLength(of:)`). Only a child that flexes has a measurement worth
  /// putting off, since flexing re-measures it.
  let keepsExactLengths: Bool

  /// Reads the child's style once, under one lock when the child is one of the engine's elements.
  init(_ element: any LayoutElement, in stack: StackStyle) {
    if let base = element as? LayoutElementBase {
      self = base.readStyleAndExactLengths { style, keepsExactLengths in
        StackChild(
          element: element, style: style, in: stack, isEngineElement: true,
          keepsExactLengths: keepsExactLengths)
      }
    } else {
      self.init(
        element: element, style: element.style, in: stack, isEngineElement: false, keepsExactLengths: false)
    }
  }

  /// `keepsExactLengths`: whether the element keeps the lengths of an exact range.
  @inline(__always)
  private init(
    element: any LayoutElement, style: borrowing LayoutElementStyle, in stack: StackStyle,
    isEngineElement: Bool, keepsExactLengths: Bool
  ) {
    self.element = element
    self.isEngineElement = isEngineElement
    spacingBefore = style.spacingBefore
    spacingAfter = style.spacingAfter
    flexGrow = style.flexGrow
    flexShrink = style.flexShrink
    self.keepsExactLengths = keepsExactLengths && (flexGrow > 0 || flexShrink > 0)
    flexBasis = style.flexBasis
    alignment = stack.alignment(of: style.alignSelf)
    // The cross axis of a vertical stack is the width, of a horizontal one the height.
    (ownCrossMin, ownCrossMax) =
      alignment != .stretch
      ? (0, .infinity)
      : stack.axes.isVertical
        ? style.size.widthBoundsWithoutParent() : style.size.heightBoundsWithoutParent()
  }

  /// Whether the child both grows and shrinks (Texture's `isFlexibleInBothDirections`).
  var isFlexibleBothWays: Bool { flexGrow > 0 && flexShrink > 0 }
}

/// Everything one stack layout reads, and the rules every phase shares: violations, sums and how a child is
/// measured.
struct StackLayoutInput: Sendable {
  /// The stack's properties.
  let style: StackStyle
  /// The children in order.
  let children: [StackChild]
  /// The range the stack must fit, its own style size already applied.
  let sizeRange: SizeRange
  /// The size children resolve fractions against: each dimension the range fixes exactly, else NaN.
  let parentSize: CGSize
  /// Texture's shortcut: exactly one child both grows and shrinks and the main-axis size is exact, so that
  /// child is not measured before flexing and starts from zero.
  let usesOptimizedFlexing: Bool
  /// Whether a child's measurement may be put off (`StackChild.keepsExactLengths`).
  let mayPutOffMeasuring: Bool
  /// The current layout context (grid and recorder), read once for the whole layout: nothing in a stack's
  /// layout binds another.
  private(set) var context: LayoutContext

  /// The pixel grid of the context.
  var grid: PixelGrid { context.grid }

  /// The input as a recorder keeps it: without the recorder, which keeps the input (a cycle that would
  /// keep the recording, and every element it names, alive after the layout).
  var kept: StackLayoutInput {
    var kept = self
    kept.context.recorder = nil
    return kept
  }

  /// The size children of a stack laid out in `sizeRange` resolve fractions against.
  static func parentSize(in sizeRange: SizeRange) -> CGSize {
    CGSize(
      width: sizeRange.min.width == sizeRange.max.width ? sizeRange.min.width : .nan,
      height: sizeRange.min.height == sizeRange.max.height ? sizeRange.min.height : .nan)
  }

  /// Reads what a layout needs from the stack's properties, children and range.
  init(style: StackStyle, children: [StackChild], sizeRange: SizeRange) {
    self.style = style
    context = LayoutContext.current
    self.children = children
    self.sizeRange = sizeRange
    parentSize = Self.parentSize(in: sizeRange)
    let axes = style.axes
    // Read in place: a copy of each child would retain and release its element.
    let (bothWays, anyKnown) = children.withUnsafeBufferPointer { children in
      var bothWays = 0
      var anyKnown = false
      for index in children.indices {
        if children[index].flexGrow > 0 && children[index].flexShrink > 0 { bothWays += 1 }
        if children[index].keepsExactLengths { anyKnown = true }
      }
      return (bothWays, anyKnown)
    }
    usesOptimizedFlexing = bothWays == 1 && axes.main(sizeRange.min) == axes.main(sizeRange.max)
    mayPutOffMeasuring = anyKnown
  }

  /// The axes of the stack's direction.
  var axes: StackAxes { style.axes }

  /// The smallest cross size the range allows.
  var crossMin: CGFloat { axes.cross(sizeRange.min) }

  /// The largest cross size the range allows.
  var crossMax: CGFloat { axes.cross(sizeRange.max) }

  /// How far `sum` must change to fit the range's main axis: positive below the minimum, negative above the
  /// maximum, zero inside (Texture's `computeStackViolation`).
  func mainViolation(_ sum: CGFloat) -> CGFloat {
    Self.violation(sum, min: axes.main(sizeRange.min), max: axes.main(sizeRange.max))
  }

  /// The same on the cross axis (Texture's `computeCrossViolation`).
  func crossViolation(_ sum: CGFloat) -> CGFloat {
    Self.violation(sum, min: crossMin, max: crossMax)
  }

  private static func violation(_ sum: CGFloat, min: CGFloat, max: CGFloat) -> CGFloat {
    if sum < min { return min - sum }
    if sum > max { return max - sum }
    return 0
  }

  /// The main-axis length of a line's items: spacing between them, their spacing before and after, and
  /// their sizes, summed in Texture's order (`computeItemsStackDimensionSum`).
  func mainSum(of items: ArraySlice<StackItem>) -> CGFloat {
    var sum = items.isEmpty ? 0 : style.spacing * CGFloat(items.count - 1)
    for index in items.indices { sum = sum + children[index].spacingBefore + children[index].spacingAfter }
    for item in items { sum += axes.main(item.layout.size) }
    return sum
  }

  /// Measures a child within main-axis bounds and the given cross bounds (Texture's `crossChildLayout`).
  ///
  /// A child that stretches gets the cross bounds, unless its own style sets a cross minimum (a non-zero
  /// one) or maximum, which then replaces the bound; so an explicit cross size is never stretched. Any
  /// other child gets zero to the cross maximum. Fractions in that style resolve against an undefined parent.
  ///
  /// `context` is the one the child is measured in: the stack's, or on another thread its index's own
  /// (`mapIndices(_:_:)`), which the steps pass along.
  func measure(
    _ child: borrowing StackChild, mainMin: CGFloat, mainMax: CGFloat, crossMin: CGFloat, crossMax: CGFloat,
    in context: LayoutContext
  ) -> Layout {
    let range = childRange(child, mainMin: mainMin, mainMax: mainMax, crossMin: crossMin, crossMax: crossMax)
    guard child.isEngineElement else { return child.element.layoutThatFits(range, parentSize: parentSize) }
    return unsafeDowncast(child.element, to: LayoutElementBase.self).layoutThatFits(
      range, parentSize: parentSize, context: context)
  }

  /// The range `measure` gives a child for these bounds.
  @inline(__always)
  private func childRange(
    _ child: borrowing StackChild, mainMin: CGFloat, mainMax: CGFloat, crossMin: CGFloat, crossMax: CGFloat
  ) -> SizeRange {
    var childCrossMin: CGFloat = 0
    var childCrossMax = crossMax
    if child.alignment == .stretch {
      childCrossMin = child.ownCrossMin != 0 ? child.ownCrossMin : crossMin
      childCrossMax = child.ownCrossMax == .infinity ? crossMax : child.ownCrossMax
    }
    return axes.sizeRange(
      mainMin: mainMin, mainMax: mainMax, crossMin: childCrossMin, crossMax: childCrossMax)
  }

  /// The main length of a child that keeps the lengths of an exact range (`StackChild.keepsExactLengths`)
  /// measured at its flex basis, when the range fixes it: its basis, or else its own style's length (an
  /// exact width or height, or a minimum at or above the maximum, against the stack's parent size), which
  /// the basis's range, zero to infinity, holds. Reads the child's style again: only such children ask.
  func knownMainLength(of child: borrowing StackChild) -> CGFloat? {
    guard child.keepsExactLengths else { return nil }
    let parentMain = axes.main(parentSize)
    if let basis = child.flexBasis.resolved(against: parentMain) { return basis }
    let isVertical = axes.isVertical
    return unsafeDowncast(child.element, to: LayoutElementBase.self).readStyle { style in
      isVertical
        ? style.size.exactHeight(parentHeight: parentMain) : style.size.exactWidth(parentWidth: parentMain)
    }
  }

  /// What measuring `child` at its flex basis (with the stack's cross range) gives along the main axis,
  /// worked out without measuring it, or `nil` when it can only be measured.
  ///
  /// A child that keeps the lengths of an exact range is as long as the range it is laid out in fixes
  /// (`knownMainLength(of:)`). That length is ceiled to the grid, as long as the size is valid; the cross
  /// length is bounded by a valid maximum here, so it is valid unless it is a positive length below the
  /// smallest normal number (which only such authored values make), where Texture's size becomes zero and
  /// this main length is not the measured one: a deviation kept, since it is what makes nested flexible
  /// stacks cost polynomial time. The layout returned holds the main length and a zero cross length.
  func lengthWithoutMeasuring(_ child: borrowing StackChild) -> Layout? {
    guard let main = knownMainLength(of: child) else { return nil }
    let basis = child.flexBasis.resolved(against: axes.main(parentSize))
    let range = childRange(
      child, mainMin: basis ?? 0, mainMax: basis ?? .infinity, crossMin: crossMin, crossMax: crossMax)
    guard Layout.isValidPoints(axes.cross(range.max)) else { return nil }
    return Layout(element: child.element, size: axes.size(main: main, cross: 0), grid: grid)
  }

  /// Replaces the layout of each item for which `transform` returns a new one, in parallel or in order as
  /// `mapIndices(_:_:)` says. `transform` gets the item's child (read from `children`, not copied out of the
  /// item), the size of its current layout and its position in the line, from zero. In order, items are
  /// updated in place, so that nothing is copied when the line's items are not shared.
  func remeasure(
    _ items: inout ArraySlice<StackItem>,
    _ transform: @Sendable (borrowing StackChild, CGSize, Int, LayoutContext) -> Layout?
  ) {
    let start = items.startIndex
    guard style.concurrent, items.count > 1 else {
      for index in items.indices {
        if let layout = transform(children[index], items[index].layout.size, index - start, context) {
          items[index].layout = layout
        }
      }
      return
    }
    let layouts = mapIndices(items.count) { [items] offset, context in
      transform(children[start + offset], items[start + offset].layout.size, offset, context)
    }
    for (offset, layout) in layouts.enumerated() {
      if let layout { items[start + offset].layout = layout }
    }
  }

  /// `transform` applied to each of `count` indices, in parallel when the stack is concurrent and there is
  /// more than one, else in order (Texture's `dispatchApplyIfNeeded`). Results come back in index order
  /// either way, and parallel work runs on the caller's pixel grid.
  /// `transform` gets the context to measure in: the stack's, or on another thread the index's own, whose
  /// recorder is its alone.
  func mapIndices<T: Sendable>(_ count: Int, _ transform: @Sendable (Int, LayoutContext) -> T) -> [T] {
    guard style.concurrent, count > 1 else {
      var results: [T] = []
      results.reserveCapacity(count)
      for index in 0..<count { results.append(transform(index, context)) }
      return results
    }
    // A sizing recorder is one thread's: when recording, each index records into its own, and they are
    // appended in index order to the caller's once all are done.
    let recorder = context.recorder
    let work = LayoutWork.current
    let indexRecorders = recorder?.indexRecorders(count)
    defer { if let recorder, let indexRecorders { recorder.append(contentsOf: indexRecorders) } }
    return [T](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      guard let base = buffer.baseAddress else { return }
      nonisolated(unsafe) let results = base
      DispatchQueue.concurrentPerform(iterations: count) { index in
        let context = LayoutContext(grid: grid, recorder: indexRecorders?[index])
        let value = LayoutContext.$current.withValue(context) {
          LayoutWork.withCurrent(work) { transform(index, context) }
        }
        (results + index).initialize(to: value)
      }
      initializedCount = count
    }
  }
}
