import Foundation
import Testing

@testable import TextureLayout

/// Text with fixed metrics standing in for Texture's `ASTextNode` in the baseline snapshot tests: one line
/// of a given width and line height, wrapping into as many lines as a narrower width needs.
///
/// The metrics are those the reference images imply for iOS's system font (ascender 0.9521484375 and
/// descender −0.2412109375 of the point size), so the frames match the images exactly.
struct FixedTextContent: IntrinsicContent {
  let lineWidth: CGFloat
  let lineHeight: CGFloat
  let ascender: CGFloat
  let descender: CGFloat

  func sizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    guard constrainedSize.width < lineWidth, constrainedSize.width > 0 else {
      return CGSize(width: lineWidth, height: lineHeight)
    }
    let lines = (lineWidth / constrainedSize.width).rounded(.up)
    return CGSize(width: constrainedSize.width, height: lines * lineHeight)
  }

  var baselines: Baselines? { Baselines(ascender: ascender, descender: descender) }

  /// "Hello" in the 20-point system font: 45×24 once ceiled.
  static let hello = FixedTextContent(
    lineWidth: 44.8, lineHeight: 23.8671875, ascender: 19.04296875, descender: -4.82421875)

  /// "Why, hello there! How are you?" in the 12-point system font: 174.5×14.5 on one line, 105×29 on two.
  static let whyHello = FixedTextContent(
    lineWidth: 174.25, lineHeight: 14.3203125, ascender: 11.42578125, descender: -2.89453125)
}

/// Equivalents of Texture's baseline snapshot tests, which use text nodes: here a `DisplayNode` with
/// `FixedTextContent` whose baselines are the facts' values, red for text1 and blue for text2.
@Suite struct StackBaselineFactsTests {
  @Test(arguments: facts) func snapshotFact(_ fact: StackFact) {
    verifyFacts(fact)
  }

  static func text1() -> DisplayNode { DisplayNode(content: FixedTextContent.hello, debugName: "red") }

  static func text2(shrink: CGFloat = 0) -> DisplayNode {
    let node = DisplayNode(content: FixedTextContent.whyHello, debugName: "blue")
    node.style.flexShrink = shrink
    return node
  }

  /// A plain node (auto size) that stretches, as Texture's tests make it.
  static func stretched(_ configure: (inout LayoutElementStyle) -> Void) -> DisplayNode {
    var style = LayoutElementStyle()
    style.alignSelf = .stretch
    configure(&style)
    return DisplayNode(style: style, debugName: "green")
  }

  static let facts: [StackFact] = [
    // text2 shrinks by 69.5 to 105 and wraps to two lines (29); blue y = 19.043 − 11.426 → 8.
    StackFact(
      "testBaselineAlignment_baselineFirst", range: range(150, 0, 150, cgFloatMax),
      size: CGSize(width: 150, height: 37),
      frames: [NamedFrame("red", 0, 0, 45, 24), NamedFrame("blue", 45, 8, 105, 29)],
      tree: {
        let stack = StackLayoutSpec.horizontal()
        stack.children = [text1(), text2(shrink: 1)]
        stack.alignItems = .baselineFirst
        return stack
      }),
    // Last baselines: red 24 − 4.824, blue 29 − 2.895; red y = 6.93 → 7; height 30.93 → 31.
    StackFact(
      "testBaselineAlignment_baselineLast", range: range(150, 0, 150, cgFloatMax),
      size: CGSize(width: 150, height: 31),
      frames: [NamedFrame("red", 0, 7, 45, 24), NamedFrame("blue", 45, 0, 105, 29)],
      tree: {
        let stack = StackLayoutSpec.horizontal()
        stack.children = [text1(), text2(shrink: 1)]
        stack.alignItems = .baselineLast
        return stack
      }),
    // The vertical stack takes text2's descender, so the outer stack lines it up by its last baseline.
    StackFact(
      "testNestedBaselineAlignments", range: range(150, 0, 150, cgFloatMax),
      size: CGSize(width: 150, height: 131),
      frames: [
        NamedFrame("red", 0, 107, 45, 24), NamedFrame("green", 45, 0, 105, 100),
        NamedFrame("blue", 45, 100, 105, 29),
      ],
      tree: {
        let vertical = StackLayoutSpec.vertical()
        vertical.children = [
          stretched { $0.height = Dimension(uncheckedUnit: .points, value: 100) }, text2(),
        ]
        vertical.style.flexShrink = 1
        let horizontal = StackLayoutSpec.horizontal()
        horizontal.children = [text1(), vertical]
        horizontal.alignItems = .baselineLast
        return horizontal
      }),
    StackFact(
      "testBaselineAlignmentWithSpaceBetween", range: range(300, 0, 300, cgFloatMax),
      size: CGSize(width: 300, height: 24),
      frames: [NamedFrame("red", 0, 0, 45, 24), NamedFrame("blue", 125.5, 8, 174.5, 14.5)],
      tree: {
        let stack = StackLayoutSpec.horizontal()
        stack.children = [text1(), text2()]
        stack.alignItems = .baselineFirst
        stack.justifyContent = .spaceBetween
        return stack
      }),
    // Optimized flexing: green starts at 0 and takes all 80.5 (80 floored plus the 0.5 remainder), then is
    // stretched to the line's baseline-derived height of 24.
    StackFact(
      "testBaselineAlignmentWithStretchedItem", range: range(300, 0, 300, cgFloatMax),
      size: CGSize(width: 300, height: 24),
      frames: [
        NamedFrame("red", 0, 0, 45, 24), NamedFrame("green", 45, 0, 80.5, 24),
        NamedFrame("blue", 125.5, 8, 174.5, 14.5),
      ],
      tree: {
        let stack = StackLayoutSpec.horizontal()
        stack.children = [
          text1(),
          stretched {
            $0.flexGrow = 1
            $0.flexShrink = 1
          },
          text2(),
        ]
        stack.alignItems = .baselineLast
        stack.justifyContent = .spaceBetween
        return stack
      }),
  ]
}
