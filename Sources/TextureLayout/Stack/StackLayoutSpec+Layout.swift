import Foundation

extension StackLayoutSpec {
  /// The stack's properties as one value, read once per layout.
  var layoutStyle: StackStyle {
    StackStyle(
      direction: direction, spacing: spacing, justifyContent: justifyContent, alignItems: alignItems,
      flexWrap: flexWrap, alignContent: alignContent, lineSpacing: lineSpacing, concurrent: concurrent)
  }

  /// Lays the children out within `constrainedSize` (Texture's `-[ASStackLayoutSpec calculateLayoutThatFits:]`).
  ///
  /// With no children the stack takes the range's minimum size. Otherwise the unpositioned phase and then
  /// the positioned phase run. A vertical stack's baselines are its first child's ascender and its last
  /// child's descender, so that stacks nest in baseline alignment; a horizontal stack keeps its own.
  ///
  /// Deliberate deviation: Texture's stack writes those baselines into its own style
  /// (`self.style.ascender = …` in `calculateLayoutThatFits:`). Here they travel in the result
  /// (`Layout.baselines`), where a parent stack reads them, and a layout never changes a style: a write
  /// would invalidate the cached layouts of the stack and its ancestors while they are being calculated,
  /// and make the layout depend on what was laid out before it.
  ///
  /// The reverse directions, which Texture leaves unimplemented, follow the CSS meaning: the layout of the
  /// forward direction, mirrored along the main axis inside the stack's final (pixel-ceiled) size. A reversed
  /// vertical stack takes its ascender from its last child, the topmost one, and its descender from its
  /// first, the bottommost one.
  func layoutStack(in constrainedSize: SizeRange) -> Layout {
    let children = childElements
    guard !children.isEmpty else { return Layout(element: self, size: constrainedSize.min) }
    let style = layoutStyle
    let input = StackLayoutInput(
      style: style, children: children.map { StackChild($0, in: style) },
      sizeRange: constrainedSize)
    if let recorder = input.context.recorder {
      var observer = RecordingStackObserver(recorder: recorder)
      return layoutStack(input, style: style, observer: &observer)
    }
    var observer = UnobservedStack()
    return layoutStack(input, style: style, observer: &observer)
  }

  /// The one driver of plain and recorded layouts: the unpositioned phase as the observer runs it (keeping
  /// what it did when it records), the positioned phase, then the observer told the stack's calculation.
  /// Generic, so that a plain layout's driver is specialized with nothing observed.
  private func layoutStack<Observer: StackObserver>(
    _ input: StackLayoutInput, style: StackStyle, observer: inout Observer
  ) -> Layout {
    let unpositioned = StackUnpositionedLayout.compute(input, observer: &observer)
    let positioned = StackPositionedLayout.compute(unpositioned, input)
    observer.finish(input, unpositioned, of: self)
    let isReversed = style.direction.isReversed
    let layout = Layout(
      element: self, size: positioned.size, sublayouts: positioned.sublayouts, grid: input.grid)
    return isReversed ? mirrored(layout, axes: style.axes) : layout
  }

  /// The layout with every child's main-axis position mirrored inside the layout's size.
  func mirrored(_ layout: Layout, axes: StackAxes) -> Layout {
    var mirrored = layout
    let length = axes.main(layout.size)
    mirrored.sublayouts = layout.sublayouts.map { sublayout in
      let position = sublayout.position ?? .zero
      let main = length - axes.main(position) - axes.main(sublayout.size)
      return sublayout.positioned(at: axes.point(main: main, cross: axes.cross(position)))
    }
    return mirrored
  }
}
