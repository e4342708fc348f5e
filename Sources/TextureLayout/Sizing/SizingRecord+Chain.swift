import Foundation

extension SizingRecord {
  /// The record of a sizing chain: what the element received, what its style resolved to, the bounds it was
  /// laid out within, what its content or children asked for, and which of those decided each length.
  /// `appliesStyleSize` says whether the chain applied the element's own style size (an inset, overlay or
  /// background spec does not).
  static func chain(
    _ inputs: SizingInputs, styleSize: LayoutElementSize, baselines: Baselines, appliesStyleSize: Bool,
    grid: PixelGrid
  ) -> SizingRecord {
    let constrainedSize = inputs.constrainedSize
    let parentSize = inputs.parentSize
    let styleRange = appliesStyleSize ? styleSize.resolve(parentSize: parentSize) : nil
    let allowed = styleRange.map { constrainedSize.intersect($0) } ?? constrainedSize
    // What the element made before the pixel ceiling: what it wanted, brought into the range it used.
    let unceiled = inputs.wanted.map { allowed.clamp($0) } ?? inputs.size
    let sizesToChildren = inputs.sizesToChildren
    func axis(_ axis: LayoutAxis) -> AxisSizing {
      let pick = { (size: CGSize) in axis == .horizontal ? size.width : size.height }
      let isHorizontal = axis == .horizontal
      let received = ClosedRangeBounds(pick(constrainedSize.min), pick(constrainedSize.max))
      let ownBounds = styleRange.map { ClosedRangeBounds(pick($0.min), pick($0.max)) }
      let allowedBounds = ClosedRangeBounds(pick(allowed.min), pick(allowed.max))
      let dimensions = (
        exact: isHorizontal ? styleSize.width : styleSize.height,
        min: isHorizontal ? styleSize.minWidth : styleSize.minHeight,
        max: isHorizontal ? styleSize.maxWidth : styleSize.maxHeight
      )
      let wanted = inputs.wanted.map(pick)
      let parentLength = pick(parentSize)
      return AxisSizing(
        style: dimensions.exact, minStyle: dimensions.min, maxStyle: dimensions.max,
        parentLength: parentLength, received: received, styleRange: ownBounds, allowed: allowedBounds,
        wanted: wanted, unceiled: pick(unceiled), length: pick(inputs.size),
        decidedBy: LengthSource.decide(
          received: received, style: ownBounds,
          exactStyle: dimensions.exact.resolved(against: parentLength),
          minIsSet: dimensions.min != .auto, allowed: allowedBounds, wanted: wanted,
          sizesToChildren: sizesToChildren))
    }
    return SizingRecord(
      constrainedSize: constrainedSize, parentSize: parentSize, width: axis(.horizontal),
      height: axis(.vertical), stackChild: nil, contribution: nil, baselines: baselines,
      pixelGrid: grid)
  }
}

extension LengthSource {
  /// Which value decided a length, from the bounds of each step of the chain.
  ///
  /// Bounds that allow one length were set by the received range when it was exact (it wins an
  /// intersection), else by the style: its minimum when it overrode the rest, its maximum when it capped an
  /// exact size, else its exact size (the precedence of `LayoutElementSize.resolve`). Otherwise the content or
  /// children chose, unless they asked for less than the lower bound or more than the upper one, which then
  /// decided; a bound the style set and the received range did not is the style's.
  static func decide(
    received: ClosedRangeBounds, style: ClosedRangeBounds?, exactStyle: CGFloat?, minIsSet: Bool,
    allowed: ClosedRangeBounds, wanted: CGFloat?, sizesToChildren: Bool
  ) -> LengthSource {
    if allowed.isExact {
      if received.isExact || style == nil { return .rangeExact }
      if let exactStyle, !exactStyle.isNaN, exactStyle == allowed.lower,
        !(minIsSet && allowed.lower == style?.lower && exactStyle < (style?.lower ?? 0))
      {
        return .styleExact
      }
      if minIsSet, let style, allowed.lower == style.lower, style.lower > received.lower { return .styleMin }
      if let style, allowed.upper == style.upper, style.upper < received.upper { return .styleMax }
      return .rangeExact
    }
    if let wanted {
      if wanted < allowed.lower {
        return style.map { $0.lower == allowed.lower && $0.lower > received.lower } == true
          ? .styleMin : .rangeMin
      }
      if wanted > allowed.upper {
        return style.map { $0.upper == allowed.upper && $0.upper < received.upper } == true
          ? .styleMax : .rangeMax
      }
    }
    return sizesToChildren ? .children : .content
  }
}
