import Foundation
import Testing

@testable import TextureLayout

/// A stack of a class of its own: laid out exactly as a `StackLayoutSpec`, but the engine cannot know
/// that it keeps the lengths of an exact range, so its parent measures it whenever Texture's stack does.
private final class StackOfItsOwnClass: StackLayoutSpec, @unchecked Sendable {}

/// Layout as a function of an element and its range: it changes no style, and it measures a child only
/// when what it measures is read.
struct LayoutPurityTests {
  /// Every element of the tree under `element`, itself first.
  private static func elements(under element: any LayoutElement) -> [any LayoutElement] {
    [element] + element.sublayoutElements.flatMap { elements(under: $0) }
  }

  private static func text(_ width: CGFloat) -> DisplayNode {
    DisplayNode(content: FixedTextContent(lineWidth: width, lineHeight: 10, ascender: 8, descender: -2))
  }

  @Test func layingOutNeverChangesAStyle() throws {
    let column = StackLayoutSpec.vertical()
    column.children = [Self.text(40), Self.text(60)]
    column.style.flexBasis = try .fraction(0.4)
    column.style.flexGrow = 1
    let reversed = StackLayoutSpec(direction: .verticalReverse, children: [Self.text(30), Self.text(20)])
    reversed.style.flexShrink = 1
    let row = StackLayoutSpec(
      direction: .horizontal, alignItems: .baselineLast, children: [column, reversed, Self.text(90)])
    let root = InsetLayoutSpec(insets: EdgeInsets(top: 2, left: 3, bottom: 4, right: 5), child: row)
    let styles = Self.elements(under: root).map(\.style)
    let range = try SizeRange(
      validatingMin: CGSize(width: 120, height: 0), max: CGSize(width: 120, height: 300))
    let plain = calculateRootLayout(root, sizeRange: range)
    let recorded = calculateRecordedRootLayout(root, sizeRange: range)
    #expect(Self.elements(under: root).map(\.style) == styles)
    // The vertical stacks' baselines are in their layouts: the first's ascender is its top child's.
    let rowLayout = try #require(plain.sublayouts.first)
    #expect(rowLayout.sublayouts[0].baselines == Baselines(ascender: 8, descender: -2))
    #expect(
      recorded.layout.placedLayouts(on: .retina).map(\.frame) == plain.placedLayouts(on: .retina).map(\.frame)
    )
  }

  /// Flexing re-measures a child whose basis fixes its length, so its measurement at the basis is never
  /// made: the child stack is laid out once, at its flexed length.
  @Test func aChildThatFlexesFromAnExactBasisIsLaidOutOnce() throws {
    func measure(_ makeStack: () -> StackLayoutSpec) throws -> (layouts: Int, frames: [CGRect]) {
      let inner = makeStack()
      inner.children = [Self.text(30)]
      inner.style.flexBasis = try .points(100)
      inner.style.flexGrow = 1
      let outer = StackLayoutSpec(direction: .horizontal, children: [inner])
      let range = try SizeRange(
        validatingMin: CGSize(width: 300, height: 0), max: CGSize(width: 300, height: 50))
      let work = LayoutWork(limit: 100)
      let layout = LayoutWork.withCurrent(work) { calculateRootLayout(outer, sizeRange: range) }
      return (work.layoutsCalculated, layout.placedLayouts(on: .retina).map(\.frame))
    }
    let deferred = try measure { StackLayoutSpec.horizontal() }
    let measuredTwice = try measure { StackOfItsOwnClass(direction: .horizontal) }
    // The outer stack, the inner one and its text; the inner stack twice when it is measured at its basis
    // too (its text is asked the same question twice, the second answered from its cache).
    #expect(deferred.layouts == 3)
    #expect(measuredTwice.layouts == 4)
    #expect(deferred.frames == measuredTwice.frames)
    #expect(deferred.frames.filter { $0 == CGRect(x: 0, y: 0, width: 300, height: 10) }.count == 2)
  }

  /// A child whose basis fixes its length but that does not flex is measured after flexing, at its
  /// basis: its cross length is its content's, not the stand-in's zero.
  @Test func aChildThatDoesNotFlexIsMeasuredAtItsBasis() throws {
    let tall = StackLayoutSpec(
      direction: .vertical, alignItems: .start, children: [Self.text(30), Self.text(30)])
    tall.style.flexBasis = try .points(80)
    let wide = Self.text(500)
    wide.style.flexBasis = try .points(120)
    let row = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [tall, wide])
    let range = try SizeRange(
      validatingMin: CGSize(width: 200, height: 0), max: CGSize(width: 200, height: 100))
    let layout = calculateRootLayout(row, sizeRange: range)
    #expect(
      layout.sublayouts.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 80, height: 20), CGRect(x: 80, y: 0, width: 120, height: 50),
      ])
  }

  /// The hostile shape: flexible stacks nested `depth` deep, each holding the next (with a fraction
  /// basis and a fraction width) and a text that grows, in either order.
  private static func nested(
    _ depth: Int, reversed: Bool, makeStack: () -> StackLayoutSpec
  ) throws -> any LayoutElement {
    var element: any LayoutElement = text(25)
    for _ in 0..<depth {
      let grower = text(25)
      grower.style.flexGrow = 2
      grower.style.flexShrink = 1
      let stack = makeStack()
      stack.children = reversed ? [grower, element] : [element, grower]
      stack.style.flexGrow = 1
      stack.style.flexShrink = 1
      stack.style.flexBasis = try .fraction(0.5)
      stack.style.width = try .fraction(0.9)
      element = stack
    }
    return element
  }

  @Test(arguments: [false, true]) func nestedFlexibleStacksLayOutInPolynomialTime(reversed: Bool) throws {
    let range = try SizeRange(validatingMin: .zero, max: CGSize(width: 500, height: 500))
    func frames(_ depth: Int, _ makeStack: () -> StackLayoutSpec) throws -> (layouts: Int, frames: [CGRect]) {
      let work = LayoutWork(limit: 1_000_000)
      let root = try Self.nested(depth, reversed: reversed, makeStack: makeStack)
      let layout = LayoutWork.withCurrent(work) { calculateRootLayout(root, sizeRange: range) }
      return (work.layoutsCalculated, layout.placedLayouts(on: .retina).map(\.frame))
    }
    // The same frames as when every measurement Texture makes is made.
    let deferred = try frames(10) { StackLayoutSpec.horizontal() }
    let everyMeasurement = try frames(10) { StackOfItsOwnClass(direction: .horizontal) }
    #expect(deferred.frames == everyMeasurement.frames)
    #expect(everyMeasurement.layouts > 1_000)
    // Forty levels: the layouts grow with the square of the depth, not with 2⁴⁰.
    #expect(try frames(40) { StackLayoutSpec.horizontal() }.layouts < 40 * 40 * 4)
  }
}
