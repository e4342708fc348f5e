import Foundation
import Testing

@testable import TextureLayout

/// The frames of Texture's `ASCornerLayoutSpecSnapshotTests`: an orange 20 × 20 corner on a blue 60 × 60 base,
/// over a green debug box, in range {{0, 0}, {120, 120}}; `childSize` is wrapsCorner off, `fullSize` on.
@Suite struct CornerLayoutSpecSnapshotTests {
  /// One location: the corner's offset, and for each wrap mode the root size and the base and corner frames.
  struct Expectation {
    var location: CornerLayoutLocation
    var offset: CGPoint
    var childSize: (root: CGFloat, base: CGPoint, corner: CGPoint)
    var fullSize: (root: CGFloat, base: CGPoint, corner: CGPoint)
  }

  /// Offset (0, 0): the corner is centred on the base's corner and hangs 10 pt outside it; wrapping grows the
  /// spec to 70 × 70 and shifts both so the union starts at the origin.
  static let centered: [Expectation] = [
    Expectation(
      location: .topLeft, offset: .zero, childSize: (60, .zero, CGPoint(x: -10, y: -10)),
      fullSize: (70, CGPoint(x: 10, y: 10), .zero)),
    Expectation(
      location: .topRight, offset: .zero, childSize: (60, .zero, CGPoint(x: 50, y: -10)),
      fullSize: (70, CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 0))),
    Expectation(
      location: .bottomLeft, offset: .zero, childSize: (60, .zero, CGPoint(x: -10, y: 50)),
      fullSize: (70, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 50))),
    Expectation(
      location: .bottomRight, offset: .zero, childSize: (60, .zero, CGPoint(x: 50, y: 50)),
      fullSize: (70, .zero, CGPoint(x: 50, y: 50))),
  ]

  /// Offsets of half the corner toward the inside: the corner lies inside the base, so wrapping changes nothing.
  static let inner: [Expectation] = [
    Expectation(
      location: .topLeft, offset: CGPoint(x: 10, y: 10), childSize: (60, .zero, .zero),
      fullSize: (60, .zero, .zero)),
    Expectation(
      location: .topRight, offset: CGPoint(x: -10, y: 10), childSize: (60, .zero, CGPoint(x: 40, y: 0)),
      fullSize: (60, .zero, CGPoint(x: 40, y: 0))),
    Expectation(
      location: .bottomLeft, offset: CGPoint(x: 10, y: -10), childSize: (60, .zero, CGPoint(x: 0, y: 40)),
      fullSize: (60, .zero, CGPoint(x: 0, y: 40))),
    Expectation(
      location: .bottomRight, offset: CGPoint(x: -10, y: -10), childSize: (60, .zero, CGPoint(x: 40, y: 40)),
      fullSize: (60, .zero, CGPoint(x: 40, y: 40))),
  ]

  /// Offsets toward the outside: unwrapped, the corner lies wholly outside the spec; wrapped, the spec is 80 × 80.
  static let outer: [Expectation] = [
    Expectation(
      location: .topLeft, offset: CGPoint(x: -10, y: -10), childSize: (60, .zero, CGPoint(x: -20, y: -20)),
      fullSize: (80, CGPoint(x: 20, y: 20), .zero)),
    Expectation(
      location: .topRight, offset: CGPoint(x: 10, y: -10), childSize: (60, .zero, CGPoint(x: 60, y: -20)),
      fullSize: (80, CGPoint(x: 0, y: 20), CGPoint(x: 60, y: 0))),
    Expectation(
      location: .bottomLeft, offset: CGPoint(x: -10, y: 10), childSize: (60, .zero, CGPoint(x: -20, y: 60)),
      fullSize: (80, CGPoint(x: 20, y: 0), CGPoint(x: 0, y: 60))),
    Expectation(
      location: .bottomRight, offset: CGPoint(x: 10, y: 10), childSize: (60, .zero, CGPoint(x: 60, y: 60)),
      fullSize: (80, .zero, CGPoint(x: 60, y: 60))),
  ]

  static let cases: [SpecSnapshotCase] =
    cornerCases("testCornerSpecForAllLocations", "center", centered)
    + cornerCases("testCornerSpecForAllLocationsWithInnerOffset", "inner", inner)
    + cornerCases("testCornerSpecForAllLocationsWithOuterOffset", "outer", outer)

  static func cornerCases(_ test: String, _ kind: String, _ expectations: [Expectation]) -> [SpecSnapshotCase]
  {
    expectations.flatMap { expectation in
      [false, true].map { wraps in
        let (root, base, corner) = wraps ? expectation.fullSize : expectation.childSize
        return SpecSnapshotCase(
          name: "\(test)_\(expectation.location)_\(kind)_\(wraps ? "fullSize" : "childSize")",
          sizeRange: range(0, 0, 120, 120),
          expected: FrameTree(
            rootSize: CGSize(width: root, height: root),
            frames: [
              NamedFrame("debugBox", 0, 0, root, root), NamedFrame("base", base.x, base.y, 60, 60),
              NamedFrame("corner", corner.x, corner.y, 20, 20),
            ]),
          makeSpec: {
            let baseNode = boxNode("base", 60, 60)
            baseNode.style.layoutPosition = CGPoint(x: 30, y: 30)
            let spec = CornerLayoutSpec(
              child: baseNode, corner: boxNode("corner", 20, 20), location: expectation.location)
            spec.offset = expectation.offset
            spec.wrapsCorner = wraps
            return BackgroundLayoutSpec(child: spec, background: boxNode("debugBox"))
          })
      }
    }
  }

  /// The base's layoutPosition (30, 30) is set as in Texture's test, and ignored by the corner spec.
  @Test(arguments: cases) func corner(_ snapshot: SpecSnapshotCase) {
    snapshot.run()
  }

  @Test func coversEveryReferenceImage() {
    #expect(Set(Self.cases.map(\.name)).count == 24)
  }
}
