import Foundation
import Testing

@testable import TextureLayout

/// The reverse directions, which Texture does not implement: by our document contract they lay out as the
/// forward direction mirrored along the main axis inside the stack's final size (CSS's row-reverse and
/// column-reverse).
@Suite struct StackReverseDirectionTests {
  func trio() -> [DisplayNode] {
    [box("red", 50, 20), box("blue", 30, 20), box("green", 20, 20)]
  }

  /// Justify start packs the children at the main-axis end, first child last.
  @Test func horizontalReverseStartsAtTheRight() {
    let stack = styledStack(direction: .horizontalReverse, trio())
    let layout = layOut(stack, exactly(200, 20))
    #expect(childFrames(layout) == [rect(150, 0, 50, 20), rect(120, 0, 30, 20), rect(100, 0, 20, 20)])
  }

  /// Justify end packs them at the main-axis start.
  @Test func verticalReverseWithJustifyEnd() {
    let stack = styledStack(direction: .verticalReverse, justify: .end, trio())
    let layout = layOut(stack, exactly(50, 200))
    #expect(childFrames(layout) == [rect(0, 40, 50, 20), rect(0, 20, 30, 20), rect(0, 0, 20, 20)])
  }

  /// Mirroring leaves the cross axis, spacing and flexing as the forward direction has them.
  @Test func reverseMirrorsEveryForwardFrame() {
    for (forward, reverse) in [
      (StackLayoutDirection.horizontal, StackLayoutDirection.horizontalReverse),
      (.vertical, .verticalReverse),
    ] {
      func make(_ direction: StackLayoutDirection) -> StackLayoutSpec {
        let stack = StackLayoutSpec(
          direction: direction, spacing: 3, justifyContent: .spaceAround, alignItems: .center,
          children: [box("a", 40, 30, grow: 1), box("b", 25, 10) { $0.spacingAfter = 4 }, box("c", 30, 25)])
        return stack
      }
      let range = range(0, 0, 250, 250)
      let forwardLayout = layOut(make(forward), range)
      let reverseLayout = layOut(make(reverse), range)
      #expect(reverseLayout.size == forwardLayout.size)
      let axes = StackAxes(forward)
      let length = axes.main(forwardLayout.size)
      for (f, r) in zip(childFrames(forwardLayout), childFrames(reverseLayout)) {
        #expect(r.size == f.size)
        #expect(axes.cross(r.origin) == axes.cross(f.origin))
        #expect(axes.main(r.origin) == length - axes.main(f.origin) - axes.main(f.size))
      }
    }
  }

  /// Wrapped lines keep their cross order; within each line, items run from the main-axis end.
  @Test func wrappedReverseLines() {
    let stack = styledStack(
      direction: .horizontalReverse, wrap: .wrap, ["red", "yellow", "blue"].map { box($0, 50, 50) })
    let layout = layOut(stack, exactly(110, 100))
    #expect(childFrames(layout) == [rect(60, 0, 50, 50), rect(10, 0, 50, 50), rect(60, 50, 50, 50)])
  }

  /// A stack that shrink-wraps its content mirrors inside its own size.
  @Test func shrinkWrappedReverse() {
    let stack = styledStack(direction: .horizontalReverse, trio())
    let layout = layOut(stack, .unconstrained)
    #expect(layout.size == CGSize(width: 100, height: 20))
    #expect(childFrames(layout) == [rect(50, 0, 50, 20), rect(20, 0, 30, 20), rect(0, 0, 20, 20)])
  }

  /// A reversed vertical stack takes its ascender from its last child (the topmost) and its descender from
  /// its first (the bottommost).
  @Test func verticalReverseBaselines() {
    func text(_ ascender: CGFloat, _ descender: CGFloat) -> DisplayNode {
      DisplayNode(
        content: FixedTextContent(lineWidth: 20, lineHeight: 10, ascender: ascender, descender: descender))
    }
    let stack = StackLayoutSpec(direction: .verticalReverse, children: [text(8, -1), text(9, -2)])
    #expect(layOut(stack, .unconstrained).baselines == Baselines(ascender: 9, descender: -1))
  }
}
