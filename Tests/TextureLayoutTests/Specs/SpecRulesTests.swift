import Foundation
import Testing

@testable import TextureLayout

/// Rules of Texture's spec code that its snapshot tests don't reach, with frames derived from that code.
@Suite struct SpecRulesTests {
  /// The center spec's docs: in an unconstrained range it shrinks to its child (the relative rule takes the
  /// child's size on an axis without a finite max).
  @Test func centerShrinksToItsChildWhenUnconstrained() {
    let spec = CenterLayoutSpec(centeringOptions: .xy, sizingOptions: [], child: boxNode("child", 70, 100))
    expectFrames(
      of: spec, in: .unconstrained,
      toBe: FrameTree(rootSize: CGSize(width: 70, height: 100), frames: [NamedFrame("child", 0, 0, 70, 100)]))
  }

  /// With no finite max, the ratio spec passes its range through: the child keeps its own size.
  @Test func ratioPassesAnUnboundedRangeThrough() {
    let spec = RatioLayoutSpec(ratio: 0.5, child: boxNode("child", 40, 30))
    expectFrames(
      of: spec, in: .unconstrained,
      toBe: FrameTree(rootSize: CGSize(width: 40, height: 30), frames: [NamedFrame("child", 0, 0, 40, 30)]))
  }

  /// An absolute spec's children resolve fractions against the spec's max size.
  @Test func absoluteChildrenResolveFractionsAgainstTheSpec() throws {
    let child = boxNode("child")
    child.style.width = try .fraction(0.5)
    child.style.height = try .points(20)
    child.style.layoutPosition = CGPoint(x: 10, y: 10)
    expectFrames(
      of: AbsoluteLayoutSpec(children: [child]), in: range(0, 0, 200, 100),
      toBe: FrameTree(
        rootSize: CGSize(width: 200, height: 100), frames: [NamedFrame("child", 10, 10, 100, 20)]))
  }

  /// An inset spec's child resolves fractions against the parent size less the insets.
  @Test func insetChildResolvesFractionsInsideTheInsets() throws {
    let child = boxNode("child")
    child.style.width = try .fraction(0.5)
    child.style.height = try .points(20)
    expectFrames(
      of: InsetLayoutSpec(insets: EdgeInsets(all: 10), child: child), in: range(0, 0, 200, 100),
      toBe: FrameTree(rootSize: CGSize(width: 110, height: 40), frames: [NamedFrame("child", 10, 10, 90, 20)])
    )
  }

  /// The overlay is laid out with the child's size as its parent size; the background with the spec's own
  /// parent size. A 50%-wide dot centered by infinite side insets is therefore half the child in an overlay, and
  /// (asking for half of 200, then held to the child's 40 by its range) the child's full width in a background.
  @Test func overlayAndBackgroundResolveAgainstDifferentParents() throws {
    func dot(_ name: String) throws -> InsetLayoutSpec {
      let node = boxNode(name)
      node.style.width = try .fraction(0.5)
      node.style.height = try .points(10)
      return InsetLayoutSpec(
        insets: EdgeInsets(top: 0, left: .infinity, bottom: .infinity, right: .infinity), child: node)
    }
    expectFrames(
      of: OverlayLayoutSpec(child: boxNode("child", 40, 30), overlay: try dot("dot")),
      in: range(0, 0, 200, 200),
      toBe: FrameTree(
        rootSize: CGSize(width: 40, height: 30),
        frames: [NamedFrame("child", 0, 0, 40, 30), NamedFrame("dot", 10, 0, 20, 10)]))
    expectFrames(
      of: BackgroundLayoutSpec(child: boxNode("child", 40, 30), background: try dot("dot")),
      in: range(0, 0, 200, 200),
      toBe: FrameTree(
        rootSize: CGSize(width: 40, height: 30),
        frames: [NamedFrame("dot", 0, 0, 40, 10), NamedFrame("child", 0, 0, 40, 30)]))
  }

  /// Center positions round to the pixel grid (half-pixel steps at scale 2): (101 − 50) / 2 = 25.5. They use
  /// the spec's size before the layout ceils it: (50.3 − 50) / 2 = 0.15 rounds to 0, though the root is 50.5.
  @Test func centerRoundsToThePixelGrid() {
    let spec = CenterLayoutSpec(centeringOptions: .xy, sizingOptions: [], child: boxNode("child", 50, 50))
    expectFrames(
      of: spec, in: range(101, 50.3, 101, 50.3),
      toBe: FrameTree(
        rootSize: CGSize(width: 101, height: 50.5), frames: [NamedFrame("child", 25.5, 0, 50, 50)]))
  }
}
