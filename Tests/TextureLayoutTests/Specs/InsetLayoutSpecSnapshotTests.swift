import Foundation
import Testing

@testable import TextureLayout

/// The frames of Texture's `ASInsetLayoutSpecSnapshotTests`: a green 10 × 10 node inset inside a gray
/// background, for every combination of infinite edges (bit 1 top, 2 left, 4 bottom, 8 right).
@Suite struct InsetLayoutSpecSnapshotTests {
  /// Range {0…300}, finite insets 10: finite insets wrap the child; an infinite inset takes the range's max on
  /// its axis and pushes the child against the opposite edge (or centres it at 145).
  static let variableSize: [(combination: Int, root: CGSize, foreground: CGRect)] = [
    (0, CGSize(width: 30, height: 30), CGRect(x: 10, y: 10, width: 10, height: 10)),
    (1, CGSize(width: 30, height: 300), CGRect(x: 10, y: 280, width: 10, height: 10)),
    (2, CGSize(width: 300, height: 30), CGRect(x: 280, y: 10, width: 10, height: 10)),
    (3, CGSize(width: 300, height: 300), CGRect(x: 280, y: 280, width: 10, height: 10)),
    (4, CGSize(width: 30, height: 300), CGRect(x: 10, y: 10, width: 10, height: 10)),
    (5, CGSize(width: 30, height: 300), CGRect(x: 10, y: 145, width: 10, height: 10)),
    (6, CGSize(width: 300, height: 300), CGRect(x: 280, y: 10, width: 10, height: 10)),
    (7, CGSize(width: 300, height: 300), CGRect(x: 280, y: 145, width: 10, height: 10)),
    (8, CGSize(width: 300, height: 30), CGRect(x: 10, y: 10, width: 10, height: 10)),
    (9, CGSize(width: 300, height: 300), CGRect(x: 10, y: 280, width: 10, height: 10)),
    (10, CGSize(width: 300, height: 30), CGRect(x: 145, y: 10, width: 10, height: 10)),
    (11, CGSize(width: 300, height: 300), CGRect(x: 145, y: 280, width: 10, height: 10)),
    (12, CGSize(width: 300, height: 300), CGRect(x: 10, y: 10, width: 10, height: 10)),
    (13, CGSize(width: 300, height: 300), CGRect(x: 10, y: 145, width: 10, height: 10)),
    (14, CGSize(width: 300, height: 300), CGRect(x: 145, y: 10, width: 10, height: 10)),
    (15, CGSize(width: 300, height: 300), CGRect(x: 145, y: 145, width: 10, height: 10)),
  ]

  /// Range exactly 300 × 300, finite insets 10: with both insets of an axis finite, the range stretches the
  /// child to 280 there, beating its 10-pt style.
  static let fixedSize: [(combination: Int, foreground: CGRect)] = [
    (0, CGRect(x: 10, y: 10, width: 280, height: 280)),
    (1, CGRect(x: 10, y: 280, width: 280, height: 10)),
    (2, CGRect(x: 280, y: 10, width: 10, height: 280)),
    (3, CGRect(x: 280, y: 280, width: 10, height: 10)),
    (4, CGRect(x: 10, y: 10, width: 280, height: 10)),
    (5, CGRect(x: 10, y: 145, width: 280, height: 10)),
    (6, CGRect(x: 280, y: 10, width: 10, height: 10)),
    (7, CGRect(x: 280, y: 145, width: 10, height: 10)),
    (8, CGRect(x: 10, y: 10, width: 10, height: 280)),
    (9, CGRect(x: 10, y: 280, width: 10, height: 10)),
    (10, CGRect(x: 145, y: 10, width: 10, height: 280)),
    (11, CGRect(x: 145, y: 280, width: 10, height: 10)),
    (12, CGRect(x: 10, y: 10, width: 10, height: 10)),
    (13, CGRect(x: 10, y: 145, width: 10, height: 10)),
    (14, CGRect(x: 145, y: 10, width: 10, height: 10)),
    (15, CGRect(x: 145, y: 145, width: 10, height: 10)),
  ]

  /// Range exactly 300 × 300, finite insets 0 (Texture's regression test for mixing ∞ and 0): a 0 inset
  /// opposite an infinite one puts the child flush against that edge.
  static let infinityAndZeroInsetValue: [(combination: Int, foreground: CGRect)] = [
    (0, CGRect(x: 0, y: 0, width: 300, height: 300)),
    (1, CGRect(x: 0, y: 290, width: 300, height: 10)),
    (2, CGRect(x: 290, y: 0, width: 10, height: 300)),
    (3, CGRect(x: 290, y: 290, width: 10, height: 10)),
    (4, CGRect(x: 0, y: 0, width: 300, height: 10)),
    (5, CGRect(x: 0, y: 145, width: 300, height: 10)),
    (6, CGRect(x: 290, y: 0, width: 10, height: 10)),
    (7, CGRect(x: 290, y: 145, width: 10, height: 10)),
    (8, CGRect(x: 0, y: 0, width: 10, height: 300)),
    (9, CGRect(x: 0, y: 290, width: 10, height: 10)),
    (10, CGRect(x: 145, y: 0, width: 10, height: 300)),
    (11, CGRect(x: 145, y: 290, width: 10, height: 10)),
    (12, CGRect(x: 0, y: 0, width: 10, height: 10)),
    (13, CGRect(x: 0, y: 145, width: 10, height: 10)),
    (14, CGRect(x: 145, y: 0, width: 10, height: 10)),
    (15, CGRect(x: 145, y: 145, width: 10, height: 10)),
  ]

  static let cases: [SpecSnapshotCase] =
    variableSize.map {
      insetCase(
        "testInsetsWithVariableSize", range(0, 0, 300, 300), value: 10, combination: $0.combination,
        root: $0.root, foreground: $0.foreground)
    }
    + fixedSize.map {
      insetCase(
        "testInsetsWithFixedSize", range(300, 300, 300, 300), value: 10, combination: $0.combination,
        root: CGSize(width: 300, height: 300), foreground: $0.foreground)
    }
    + infinityAndZeroInsetValue.map {
      insetCase(
        "testInsetsWithInfinityAndZeroInsetValue", range(300, 300, 300, 300), value: 0,
        combination: $0.combination, root: CGSize(width: 300, height: 300), foreground: $0.foreground)
    }

  /// Texture's tree: `Background(child: Inset(insets, child: foreground), background: background)`.
  static func insetCase(
    _ test: String, _ sizeRange: SizeRange, value: CGFloat, combination: Int, root: CGSize,
    foreground: CGRect
  ) -> SpecSnapshotCase {
    let insets = EdgeInsets(
      top: combination & 1 != 0 ? .infinity : value, left: combination & 2 != 0 ? .infinity : value,
      bottom: combination & 4 != 0 ? .infinity : value, right: combination & 8 != 0 ? .infinity : value)
    let identifier = [insets.top, insets.left, insets.bottom, insets.right]
      .map { $0.isInfinite ? "inf" : points($0) }.joined(separator: "_")
    return SpecSnapshotCase(
      name: "\(test)_\(identifier)", sizeRange: sizeRange,
      expected: FrameTree(
        rootSize: root,
        frames: [
          NamedFrame(name: "background", frame: CGRect(origin: .zero, size: root)),
          NamedFrame(name: "foreground", frame: foreground),
        ]),
      makeSpec: {
        BackgroundLayoutSpec(
          child: InsetLayoutSpec(insets: insets, child: boxNode("foreground", 10, 10)),
          background: boxNode("background"))
      })
  }

  @Test(arguments: cases) func insets(_ snapshot: SpecSnapshotCase) {
    snapshot.run()
  }

  @Test func coversEveryReferenceImage() {
    #expect(Set(Self.cases.map(\.name)).count == 48)
  }

  /// Texture's inset spec overrides the restricted sizing step, so a size set on the spec's own style is not
  /// applied: the spec still wraps its child.
  @Test func ignoresItsOwnStyleSize() {
    let spec = InsetLayoutSpec(insets: EdgeInsets(all: 10), child: boxNode("foreground", 10, 10))
    spec.style.preferredSize = CGSize(width: 200, height: 200)
    expectFrames(
      of: spec, in: range(0, 0, 300, 300),
      toBe: FrameTree(
        rootSize: CGSize(width: 30, height: 30), frames: [NamedFrame("foreground", 10, 10, 10, 10)]))
  }
}
