import Foundation
import Testing

@testable import TextureLayout

/// One case of Texture's `ASStackLayoutSpecSnapshotTests`: how the tree is built, the range it is laid out
/// in, and the size and flattened frames of its reference image.
///
/// Like Texture's snapshot helper, the runner puts the tree in a host `DisplayNode` whose `layoutSpecBlock`
/// returns it, lays the host out in the range and reads the flattened frames. With `onWhite`, the tree is
/// first put on a white background node ("bg"), as the helper `testStackLayoutSpec:…` does, and bg's frame
/// (the whole root) is expected first.
struct StackFact: Sendable, CustomTestStringConvertible {
  let name: String
  let range: SizeRange
  let size: CGSize
  let frames: [NamedFrame]
  let onWhite: Bool
  let makeTree: @Sendable () -> any LayoutElement

  init(
    _ name: String, range: SizeRange, size: CGSize, onWhite: Bool = true, frames: [NamedFrame],
    tree: @escaping @Sendable () -> any LayoutElement
  ) {
    self.name = name
    self.range = range
    self.size = size
    self.frames = frames
    self.onWhite = onWhite
    self.makeTree = tree
  }

  var testDescription: String { name }

  /// The frames expected, bg first when on white.
  var expectedFrames: [NamedFrame] {
    onWhite ? [NamedFrame("bg", 0, 0, size.width, size.height)] + frames : frames
  }

  /// Lays the case out as Texture's snapshot helper does and returns the flattened root layout.
  func layOut(concurrent: Bool = false, grid: PixelGrid = .retina) -> Layout {
    let onWhite = self.onWhite
    let makeTree = self.makeTree
    let host = DisplayNode(debugName: "host")
    host.layoutSpecBlock = { _, _ in
      let tree = makeTree()
      if concurrent { makeConcurrent(tree) }
      return onWhite ? BackgroundLayoutSpec(child: tree, background: box("bg", 0, 0)) : tree
    }
    return calculateRootLayout(host, sizeRange: range, pixelGrid: grid)
  }

  /// The flattened frames of a layout, in tree order.
  static func frames(of layout: Layout) -> [NamedFrame] {
    layout.sublayouts.map { NamedFrame(name: $0.element.debugName ?? "?", frame: $0.frame) }
  }

  /// Checks the root size and every frame, printing both frame lists when they differ.
  func verify(_ layout: Layout, mode: String = "serial", sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = Self.frames(of: layout)
    let expected = expectedFrames
    let report = """
      \(name) in \(range), \(mode)
      EXPECTED size \(size): \(expected.map(\.description).joined(separator: ", "))
      ACTUAL   size \(layout.size): \(actual.map(\.description).joined(separator: ", "))
      """
    #expect(layout.size == size && actual == expected, "\(report)", sourceLocation: sourceLocation)
  }
}

/// Sets `concurrent` on every stack in a tree.
func makeConcurrent(_ element: any LayoutElement) {
  if let stack = element as? StackLayoutSpec { stack.concurrent = true }
  for child in element.sublayoutElements { makeConcurrent(child) }
}

/// An exact size range.
func exactly(_ width: CGFloat, _ height: CGFloat) -> SizeRange {
  range(width, height, width, height)
}

/// `CGFLOAT_MAX`, which some of Texture's tests use as an open maximum.
let cgFloatMax = CGFloat.greatestFiniteMagnitude

/// Texture's `ASDisplayNodeWithBackgroundColor(color, size)`: a node named after its color, with an explicit
/// size in points (0×0 when not given, which is explicit too), and optional flex factors.
func box(
  _ name: String, _ width: CGFloat, _ height: CGFloat, grow: CGFloat = 0, shrink: CGFloat = 0,
  _ configure: (inout LayoutElementStyle) -> Void = { _ in }
) -> DisplayNode {
  var style = LayoutElementStyle()
  style.preferredSize = CGSize(width: width, height: height)
  style.flexGrow = grow
  style.flexShrink = shrink
  configure(&style)
  return DisplayNode(style: style, debugName: name)
}

/// A stack built from Texture's `ASStackLayoutSpecStyle` struct, whose unset fields are zero: vertical,
/// justify start and **alignItems start**, unlike `StackLayoutSpec()`'s horizontal and stretch.
func styledStack(
  direction: StackLayoutDirection = .vertical, spacing: CGFloat = 0,
  justify: StackLayoutJustifyContent = .start, align: StackLayoutAlignItems = .start,
  wrap: StackLayoutFlexWrap = .noWrap, alignContent: StackLayoutAlignContent = .start,
  lineSpacing: CGFloat = 0, _ children: [any LayoutElement]
) -> StackLayoutSpec {
  StackLayoutSpec(
    direction: direction, spacing: spacing, justifyContent: justify, alignItems: align, flexWrap: wrap,
    alignContent: alignContent, lineSpacing: lineSpacing, children: children)
}

/// Checks a fact serially, and again with every stack concurrent.
func verifyFacts(_ fact: StackFact, sourceLocation: SourceLocation = #_sourceLocation) {
  fact.verify(fact.layOut(), sourceLocation: sourceLocation)
  fact.verify(fact.layOut(concurrent: true), mode: "concurrent", sourceLocation: sourceLocation)
}
