import Foundation

extension StackUnpositionedLayout {
  /// Resolves a line's main-axis violation against the stack's range in a single pass, re-measuring each
  /// child whose size changes at its new exact main size (Texture's `flexLinesAlongStackDimension`):
  ///
  /// - A positive violation (free space) is shared by `flexGrow`, each share floored to a whole point.
  /// - A negative violation (overflow) is shared by `flexShrink` weighted by each child's base size, unrounded.
  ///   Texture's class documentation says each shrinking child gives up an equal amount; its code weights
  ///   by size, and so does this.
  /// - What the flooring leaves over goes to the first child whose size changes, and only if that child has
  ///   a `flexGrow` above zero. Texture's comment says "the first flexible child with a grow factor"; its
  ///   code does not look past the first changed child, and neither does this.
  /// - A child never shrinks below zero. What it could not give up is not passed on to other children: the
  ///   stack overflows, and the positioned phase's justify rules for overflow apply.
  /// - A violation under `stackViolationEpsilon`, or no child flexible in its direction, changes nothing;
  ///   with optimized flexing the unmeasured child is then measured at zero main size.
  ///
  /// Tells `observer` what it shared (`nil` when nothing flexed); a plain layout's observer takes nothing,
  /// and the share is then never put together. Returns each item's share, those with a share re-measured,
  /// or `nil` when no item was re-measured for a share.
  @discardableResult
  static func flex<Observer: StackObserver>(
    _ line: inout StackLine, _ input: StackLayoutInput, observer: inout Observer
  ) -> [CGFloat]? {
    let axes = input.axes
    let violation = input.mainViolation(input.mainSum(of: line.items))
    var factorSum: CGFloat = 0
    for index in line.items.indices {
      factorSum += flexFactor(of: input.children[index], violation: violation)
    }
    guard factorSum != 0 else {
      if input.usesOptimizedFlexing { measureFlexibleChildrenAtZero(&line, input) }
      observer.flexed(nil)
      return nil
    }

    let adjustments =
      violation > 0
      ? growAdjustments(line.items, input.children, violation: violation, factorSum: factorSum)
      : shrinkAdjustments(line.items, input.children, violation: violation, factorSum: factorSum, axes: axes)
    let remainder = adjustments.reduce(violation, -)
    guard let first = adjustments.firstIndex(where: { $0 != 0 }) else {
      observer.flexed(nil)
      return nil
    }

    input.remeasure(&line.items) { child, measured, index, context in
      let adjustment = adjustments[index]
      guard adjustment != 0 else { return nil }
      let bonus = index == first && child.flexGrow > 0 ? remainder : 0
      let size = max(axes.main(measured) + adjustment + bonus, 0)
      return input.measure(
        child, mainMin: size, mainMax: size, crossMin: input.crossMin, crossMax: input.crossMax, in: context)
    }
    observer.flexed(
      LineFlexing(
        violation: violation, factorSum: factorSum, adjustments: adjustments,
        remainder: input.children[line.items.startIndex + first].flexGrow > 0 ? remainder : 0,
        remainderTaker: first))
    return adjustments
  }

  /// What a line's flexing shared: the violation, the factors' sum, each item's share (in line order, from
  /// zero) and the flooring's remainder with the item that took it.
  struct LineFlexing: Sendable {
    var violation: CGFloat
    var factorSum: CGFloat
    var adjustments: [CGFloat]
    var remainder: CGFloat
    var remainderTaker: Int
  }

  /// The factor a child flexes by for a violation: none when the violation is negligible, `flexGrow` when
  /// positive, `flexShrink` when negative (Texture's `flexFactorInViolationDirection`).
  static func flexFactor(of child: borrowing StackChild, violation: CGFloat) -> CGFloat {
    if abs(violation) < stackViolationEpsilon { return 0 }
    return violation > 0 ? child.flexGrow : child.flexShrink
  }

  /// Each item's share of a positive violation: its grow factor's part of the sum, floored to a whole point.
  /// `children` are the stack's, indexed as its items are.
  static func growAdjustments(
    _ items: ArraySlice<StackItem>, _ children: [StackChild], violation: CGFloat, factorSum: CGFloat
  ) -> [CGFloat] {
    var adjustments: [CGFloat] = []
    adjustments.reserveCapacity(items.count)
    for index in items.indices {
      adjustments.append((children[index].flexGrow / factorSum * violation).rounded(.down))
    }
    return adjustments
  }

  /// Each item's share of a negative violation: its base size times its shrink factor, as a part of the
  /// sum of those products; zero for everyone when that sum is zero (Texture's `flexShrinkAdjustment`).
  /// `children` are the stack's, indexed as its items are.
  static func shrinkAdjustments(
    _ items: ArraySlice<StackItem>, _ children: [StackChild], violation: CGFloat, factorSum: CGFloat,
    axes: StackAxes
  ) -> [CGFloat] {
    var scaled: [CGFloat] = []
    scaled.reserveCapacity(items.count)
    var scaledSum: CGFloat = 0
    for index in items.indices {
      let share = axes.main(items[index].layout.size) * (children[index].flexShrink / factorSum)
      scaled.append(share)
      scaledSum += share
    }
    guard scaledSum != 0 else { return items.map { _ in 0 } }
    return scaled.map { -abs($0 / scaledSum * violation) }
  }

  /// Measures the children that optimized flexing left unmeasured at zero main size, with the stack's cross
  /// range (Texture's `layoutFlexibleChildrenAtZeroSize`).
  static func measureFlexibleChildrenAtZero(_ line: inout StackLine, _ input: StackLayoutInput) {
    input.remeasure(&line.items) { child, _, _, context in
      guard child.isFlexibleBothWays else { return nil }
      return input.measure(
        child, mainMin: 0, mainMax: 0, crossMin: input.crossMin, crossMax: input.crossMax, in: context)
    }
  }
}
