import Foundation
import Testing

@testable import TextureLayout

/// The stack's properties outside flexing: Texture's three assertion tests, the alignment mapping,
/// baselines, lines, and the cases the issue asks to be well-defined (empty, unbounded).
@Suite struct StackSpecPropertiesTests {
  /// Texture's testDefaultStackLayoutElementFlexProperties: no grow, no shrink, auto basis.
  @Test func defaultFlexProperties() {
    let node = DisplayNode()
    #expect(node.style.flexGrow == 0)
    #expect(node.style.flexShrink == 0)
    #expect(node.style.flexBasis == .auto)
  }

  /// Texture's testDirectionChangeAfterSettingHorizontalAndVerticalAlignments.
  @Test func directionChangeRemapsAlignments() {
    let stack = StackLayoutSpec()
    stack.horizontalAlignment = .right
    stack.verticalAlignment = .center
    #expect(stack.alignItems == .center)
    #expect(stack.justifyContent == .end)
    stack.direction = .vertical
    #expect(stack.alignItems == .end)
    #expect(stack.justifyContent == .center)
  }

  /// Texture's testAlignItemsAndJustifyContentRestrictionsIfHorizontalAndVerticalAlignmentsAreUsed, without
  /// its debug-assert steps: as in Texture's release builds, setting alignItems or justifyContent while an
  /// alignment is set goes through.
  @Test func alignmentsKeepTheirValuesWhenUnset() {
    let stack = StackLayoutSpec()
    stack.alignItems = .end
    stack.justifyContent = .end
    stack.horizontalAlignment = .middle
    stack.verticalAlignment = .center
    stack.horizontalAlignment = .none
    stack.verticalAlignment = .none
    #expect(stack.alignItems == .center)
    #expect(stack.justifyContent == .center)
    stack.alignItems = .end
    stack.justifyContent = .end
    #expect(stack.alignItems == .end)
    #expect(stack.justifyContent == .end)
  }

  /// Texture's quirk, kept: a direction change does not revert what an alignment wrote earlier.
  @Test func directionChangeKeepsStaleJustify() {
    let stack = StackLayoutSpec()
    stack.horizontalAlignment = .middle
    stack.direction = .vertical
    #expect(stack.alignItems == .center)
    #expect(stack.justifyContent == .center)
  }

  /// The reverse directions map alignments like their forward direction.
  @Test func reverseDirectionsMapLikeForward() {
    let stack = StackLayoutSpec(direction: .horizontalReverse)
    stack.horizontalAlignment = .right
    #expect(stack.justifyContent == .end)
    stack.direction = .verticalReverse
    #expect(stack.alignItems == .end)
  }

  /// Changing the direction lays the stack out again instead of returning the cached layout.
  @Test func directionChangeInvalidatesLayout() {
    let stack = styledStack(direction: .horizontal, [box("a", 10, 20), box("b", 10, 20)])
    #expect(layOut(stack, .unconstrained).size == CGSize(width: 20, height: 20))
    stack.direction = .vertical
    #expect(layOut(stack, .unconstrained).size == CGSize(width: 10, height: 40))
  }

  /// An empty stack takes its range's minimum and has no sublayouts; a vertical one keeps its baselines.
  @Test func emptyStackTakesTheMinimum() {
    let stack = StackLayoutSpec.vertical()
    stack.style.ascender = 7
    let layout = layOut(stack, range(30, 40, 100, .infinity))
    #expect(layout.size == CGSize(width: 30, height: 40))
    #expect(layout.sublayouts.isEmpty)
    #expect(stack.style.ascender == 7)
  }

  /// In an unbounded range the stack wraps its content; nothing flexes, justifies or stretches into the
  /// infinite space, and a child with no size of its own is 0.
  @Test func unboundedRangeIsWellDefined() {
    let stack = StackLayoutSpec(
      direction: .horizontal, justifyContent: .end, alignItems: .stretch, flexWrap: .wrap,
      alignContent: .center,
      children: [box("a", 30, 20, grow: 1, shrink: 1), DisplayNode(), box("b", 40, 10, grow: 1)])
    let layout = layOut(stack, .unconstrained)
    #expect(layout.size == CGSize(width: 70, height: 20))
    #expect(childFrames(layout) == [rect(0, 0, 30, 20), rect(30, 0, 0, 20), rect(30, 0, 40, 10)])
  }

  /// A vertical stack's layout has its first child's ascender and its last child's descender; a horizontal
  /// one keeps its own. Neither writes them into its style, as Texture's stack does.
  @Test func verticalStackAdoptsChildBaselines() {
    func text(_ ascender: CGFloat, _ descender: CGFloat) -> DisplayNode {
      DisplayNode(
        content: FixedTextContent(lineWidth: 20, lineHeight: 10, ascender: ascender, descender: descender))
    }
    let vertical = StackLayoutSpec.vertical()
    vertical.children = [text(8, -1), text(9, -2)]
    #expect(layOut(vertical, .unconstrained).baselines == Baselines(ascender: 8, descender: -2))
    #expect(vertical.style.baselines == Baselines(ascender: 0, descender: 0))
    let horizontal = StackLayoutSpec.horizontal()
    horizontal.style.ascender = 5
    horizontal.children = [text(8, -1), text(9, -2)]
    #expect(layOut(horizontal, .unconstrained).baselines == Baselines(ascender: 5, descender: 0))
  }

  /// Baselines nest: a vertical stack inside a first-baseline row lines up by its first child's ascender.
  @Test func baselinesNest() {
    let small = DisplayNode(
      content: FixedTextContent(lineWidth: 20, lineHeight: 12, ascender: 10, descender: -2),
      debugName: "small")
    let large = DisplayNode(
      content: FixedTextContent(lineWidth: 30, lineHeight: 36, ascender: 30, descender: -6),
      debugName: "large")
    let column = StackLayoutSpec.vertical()
    column.children = [small, box("under", 20, 5)]
    let row = StackLayoutSpec(direction: .horizontal, alignItems: .baselineFirst, children: [large, column])
    let layout = layOut(row, .unconstrained)
    #expect(childFrames(layout) == [rect(0, 0, 30, 36), rect(30, 20, 20, 17)])
    #expect(layout.size == CGSize(width: 50, height: 37))
  }

  /// Texture documents baseline alignment as "only available for horizontal stacks" but does not enforce it;
  /// neither do we: in a vertical stack the ascenders become horizontal offsets.
  @Test func baselineAlignmentInAVerticalStack() {
    let stack = styledStack(
      align: .baselineFirst,
      [box("a", 20, 10) { $0.ascender = 5 }, box("b", 20, 10) { $0.ascender = 12 }])
    let layout = layOut(stack, .unconstrained)
    #expect(childFrames(layout) == [rect(7, 0, 20, 10), rect(0, 10, 20, 10)])
    #expect(layout.size == CGSize(width: 27, height: 20))
  }

  /// alignItems notSet places children like start and, unlike stretch, does not stretch them; alignSelf
  /// still overrides it.
  @Test func notSetAlignsLikeStartWithoutStretching() {
    let auto = DisplayNode(
      content: ProportionalContent(heightPerWidth: 0.5, defaultWidth: 10), debugName: "auto")
    let stack = styledStack(
      direction: .horizontal, align: .notSet, [auto, box("centered", 10, 10) { $0.alignSelf = .center }])
    let layout = layOut(stack, exactly(40, 30))
    #expect(childFrames(layout) == [rect(0, 0, 10, 5), rect(10, 10, 10, 10)])
  }

  /// Center alignment floors the offset to the pixel grid: half a point at scale 2, none at scale 1.
  @Test func centerOffsetIsFlooredToThePixelGrid() throws {
    let stack = styledStack(direction: .horizontal, align: .center, [box("a", 10, 50), box("b", 10, 51)])
    #expect(childFrames(layOut(stack, .unconstrained))[0].minY == 0.5)
    #expect(childFrames(layOut(stack, .unconstrained, grid: try PixelGrid(scale: 1)))[0].minY == 0)
  }

  /// Spacing starts afresh on each wrapped line: the first item of every line sits at its spacing before.
  @Test func spacingResetsOnEachLine() {
    let stack = styledStack(
      direction: .horizontal, spacing: 10, wrap: .wrap, lineSpacing: 4,
      (0..<5).map { index in box("\(index)", 30, 10) { $0.spacingBefore = 2 } })
    let layout = layOut(stack, range(0, 0, 80, .infinity))
    #expect(
      childFrames(layout).map(\.origin) == [
        CGPoint(x: 2, y: 0), CGPoint(x: 44, y: 0), CGPoint(x: 2, y: 14), CGPoint(x: 44, y: 14),
        CGPoint(x: 2, y: 28),
      ])
  }

  /// Texture's quirk, kept: each line is justified against the stack's range, not against the longest
  /// line, so a short line inside the range is not centered under a longer one.
  @Test func wrappedLinesJustifyAgainstTheRange() {
    let stack = styledStack(
      direction: .horizontal, justify: .center, wrap: .wrap,
      [box("a", 50, 10), box("b", 50, 10), box("c", 50, 10)])
    let layout = layOut(stack, range(0, 0, 110, .infinity))
    #expect(layout.size == CGSize(width: 100, height: 20))
    #expect(
      childFrames(layout).map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 0, y: 10)])
  }

  /// A single line with an indefinite cross range is as deep as its deepest child, clamped to the range;
  /// stretching children grow to it.
  @Test func singleLineCrossSizeIsClamped() {
    let stack = StackLayoutSpec(
      direction: .horizontal, alignItems: .stretch,
      children: [
        box("a", 10, 80),
        DisplayNode(
          style: {
            var s = LayoutElementStyle(); s.width = Dimension(uncheckedUnit: .points, value: 10); return s
          }()),
      ])
    let layout = layOut(stack, range(0, 0, 100, 60))
    #expect(layout.size == CGSize(width: 20, height: 60))
    #expect(childFrames(layout) == [rect(0, 0, 10, 80), rect(10, 0, 10, 60)])
  }
}

/// Input Texture would assert on still lays out, without crashing and without losing children.
@Suite struct StackBadInputTests {
  @Test func nonFiniteAndNegativeValuesDoNotCrash() {
    let children: [any LayoutElement] = [
      box("nan", 10, 10, grow: .nan, shrink: .nan) { $0.spacingBefore = .nan },
      box("inf", 10, 10, grow: .infinity, shrink: -1) { $0.spacingAfter = -.infinity },
      box("negative", 10, 10, grow: -3) {
        $0.flexBasis = Dimension(uncheckedUnit: .points, value: -20)
        $0.ascender = .nan
      },
    ]
    for direction in StackLayoutDirection.allCases {
      for alignItems in [StackLayoutAlignItems.stretch, .baselineLast, .center] {
        let stack = StackLayoutSpec(
          direction: direction, spacing: .nan, justifyContent: .spaceAround, alignItems: alignItems,
          flexWrap: .wrap, alignContent: .spaceBetween, lineSpacing: -.infinity, children: children)
        stack.concurrent = true
        let layout = layOut(stack, range(50, .nan, 10, -5))
        #expect(layout.sublayouts.count == 3)
        #expect(layout.flattened().sublayouts.count == 3)
      }
    }
  }
}
