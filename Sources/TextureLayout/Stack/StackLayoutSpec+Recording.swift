import Foundation

extension StackLayoutSpec {
  /// `layoutStack(in:)` for a recorded layout: the same phases, with what they did kept and recorded.
  func layoutStackRecording(_ input: StackLayoutInput, into recorder: SizingRecorder) -> Layout {
    let (unpositioned, recording) = StackUnpositionedLayout.computeRecording(input)
    let positioned = StackPositionedLayout.compute(unpositioned, input)
    recorder.noteStack(
      StackCalculation(input: input, unpositioned: unpositioned, recording: recording), of: self)
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
}
