import Foundation
import Testing

@testable import TextureLayout

/// Layout results: sizes ceiled to the pixel grid like `ASCeilPixelValue`, flattening, descriptions.
@Suite struct LayoutTests {
  /// `ceil((value − FLT_EPSILON) × scale) / scale`: up to the next pixel, forgiving float noise.
  static let ceilings: [(scale: CGFloat, value: CGFloat, expected: CGFloat)] = [
    (2, 10.25, 10.5), (2, 10.5, 10.5), (2, 10.0000001, 10), (2, 10.01, 10.5), (1, 0.2, 1),
    (3, 100.666666666669, 302.0 / 3), (3, 10.2, 31.0 / 3),
  ]

  @Test(arguments: ceilings)
  func sizesAreCeiledToThePixelGrid(scale: CGFloat, value: CGFloat, expected: CGFloat) throws {
    let size = try PixelGrid.withCurrent(PixelGrid(scale: scale)) {
      Layout(element: DisplayNode(), size: CGSize(width: value, height: value)).size
    }
    #expect(abs(size.width - expected) < 1e-9 && abs(size.height - expected) < 1e-9)
  }

  /// Round and floor, used by the center and ratio specs.
  @Test func roundAndFloor() {
    let grid = PixelGrid.retina
    #expect(grid.round(10.25) == 10.5 && grid.round(10.24) == 10 && grid.round(-10.25) == -10.5)
    #expect(grid.floor(14.2857) == 14 && grid.floor(14.5) == 14.5)
  }

  /// Invalid sizes become zero, as in Texture's release builds; invalid scales are errors.
  @Test func invalidValuesNeverCrash() {
    let node = DisplayNode()
    #expect(Layout(element: node, size: CGSize(width: CGFloat.nan, height: 5)).size == .zero)
    #expect(Layout(element: node, size: CGSize(width: -1, height: 5)).size == .zero)
    #expect(Layout(element: node, size: CGSize(width: CGFloat.infinity, height: 5)).size == .zero)
    #expect(throws: LayoutValueError.invalidScale(0)) { try PixelGrid(scale: 0) }
    #expect(throws: LayoutValueError.self) { try PixelGrid(scale: .nan) }
  }

  /// A node measured with an infinite or NaN range falls back to zero instead of crashing. With a NaN minimum
  /// width, Texture's clamp keeps the NaN (`MAX(NaN, 10)` is NaN), and `ASLayout` turns the invalid size into
  /// zero in both dimensions.
  @Test func unboundedLeafIsZero() {
    #expect(DisplayNode().layoutThatFits(.unconstrained).size == .zero)
    let weird = SizeRange(
      uncheckedMin: CGSize(width: CGFloat.nan, height: 0), max: CGSize(width: 10, height: 10))
    #expect(DisplayNode().layoutThatFits(weird).size == .zero)
  }

  /// Flattening lifts the display nodes out of the specs, in tree order, at absolute positions ceiled once:
  /// two nested 0.2-pt offsets give ceil(0.4) = 0.5, not 0.5 + 0.5.
  @Test func flattenedCeilsAbsolutePositionsOnce() {
    let a = DisplayNode(debugName: "a")
    let b = DisplayNode(debugName: "b")
    let inner = LayoutSpec(debugName: "inner")
    let outer = LayoutSpec(debugName: "outer")
    let layout = Layout(
      element: outer, size: CGSize(width: 100, height: 100),
      sublayouts: [
        Layout(
          element: inner, size: CGSize(width: 50, height: 50),
          sublayouts: [
            Layout(element: a, size: CGSize(width: 5, height: 5)).positioned(at: CGPoint(x: 0.2, y: 1))
          ]
        ).positioned(at: CGPoint(x: 0.2, y: 2)),
        Layout(element: b, size: CGSize(width: 5, height: 5)).positioned(at: CGPoint(x: 7, y: 8)),
      ])
    let flat = layout.flattened()
    #expect(flat.sublayouts.map { $0.element.debugName } == ["a", "b"])
    #expect(
      flat.sublayouts.map(\.frame) == [
        CGRect(x: 0.5, y: 3, width: 5, height: 5), CGRect(x: 7, y: 8, width: 5, height: 5),
      ])
    #expect(flat.isFlattened && !layout.isFlattened)
    #expect(flat.size == layout.size && flat.element === outer)
  }

  /// A layout's description names its element, size and position; the recursive one indents the tree.
  @Test func descriptions() {
    let spec = InsetLayoutSpec(insets: EdgeInsets(all: 10), child: boxNode("text", 30, 20))
    let layout = spec.layoutThatFits(range(0, 0, 100, 100))
    #expect(layout.description == "<Layout InsetLayoutSpec; size = [50, 40]>")
    #expect(
      layout.recursiveDescription == """
        <Layout InsetLayoutSpec; size = [50, 40]>
          <Layout DisplayNode (text); size = [30, 20]; position = [10, 10]>
        """)
  }

  /// `frame(of:)` finds a direct sublayout's frame.
  @Test func frameOfElement() {
    let node = boxNode("node", 10, 10)
    let layout = InsetLayoutSpec(insets: EdgeInsets(all: 3), child: node).layoutThatFits(range(0, 0, 50, 50))
    #expect(layout.frame(of: node) == CGRect(x: 3, y: 3, width: 10, height: 10))
    #expect(layout.frame(of: DisplayNode()) == nil)
  }

  /// The root layout helper binds the grid it is given.
  @Test func calculateRootLayoutUsesTheGivenGrid() throws {
    let node = boxNode("node", 10.1, 10.1)
    let layout = calculateRootLayout(node, sizeRange: .unconstrained, pixelGrid: try PixelGrid(scale: 1))
    #expect(layout.size == CGSize(width: 11, height: 11))
  }

  /// Infinite insets on both sides in an unbounded range put the child at NaN; its frame reads as 0 there, as
  /// `ASLayout`'s frame does, instead of handing NaN on.
  @Test func nonFinitePositionsReadAsZero() {
    let spec = InsetLayoutSpec(
      insets: EdgeInsets(top: 5, left: .infinity, bottom: 5, right: .infinity),
      child: boxNode("child", 10, 10))
    let layout = snapshotLayout(of: spec, in: .unconstrained)
    #expect(layout.sublayouts.first?.position?.x.isNaN == true)
    #expect(FrameTree(flattened: layout).frames == [NamedFrame("child", 0, 5, 10, 10)])
  }

  /// No position is stored as a NaN marker of its own; a position that is NaN in both coordinates, as
  /// arithmetic on infinite insets makes, is still a position.
  @Test func onlyTheMarkerReadsAsNoPosition() {
    let node = boxNode("node", 10, 10)
    let unplaced = Layout(element: node, size: CGSize(width: 10, height: 10))
    #expect(unplaced.position == nil)
    #expect(unplaced.positioned(at: CGPoint(x: 3, y: 4)).position == CGPoint(x: 3, y: 4))
    let nanBoth = unplaced.positioned(at: CGPoint(x: CGFloat.infinity - .infinity, y: .nan)).position
    #expect(nanBoth.map { $0.x.isNaN && $0.y.isNaN } == true)
    var placed = unplaced.positioned(at: .zero)
    placed.position = nil
    #expect(placed.position == nil)
    #expect(placed.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  /// An inset infinite on all sides in an unbounded range puts its child at NaN in both coordinates; the
  /// NaN flows on through the absolute sums, as in Texture's `filteredNodeLayoutTree`, so the box's frame
  /// falls back to 0, not to the outer inset's offset.
  @Test func aPositionOfNaNFlowsThroughTheSums() {
    let inner = InsetLayoutSpec(
      insets: EdgeInsets(top: .infinity, left: .infinity, bottom: .infinity, right: .infinity),
      child: boxNode("box", 10, 10))
    let outer = InsetLayoutSpec(insets: EdgeInsets(all: 5), child: inner)
    let layout = snapshotLayout(of: outer, in: .unconstrained)
    #expect(FrameTree(flattened: layout).frames == [NamedFrame("box", 0, 0, 10, 10)])
  }
}
