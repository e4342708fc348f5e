import Foundation
import Testing

@testable import TextureLayout

/// Texture's `ASStackLayoutSpecSnapshotTests` on horizontal/vertical alignment, wrapping, line spacing and
/// alignContent, with the frames of every node in each reference image (scale 2, flattened).
@Suite struct StackWrapAndAlignmentFactsTests {
  @Test(arguments: facts) func snapshotFact(_ fact: StackFact) {
    verifyFacts(fact)
  }

  static let facts: [StackFact] =
    alignments + itemSpacings + alignContentUnderflow + alignContentOverflow + unconstrainedCross
    + lineSpacing

  /// Six 50×50 nodes in the order of Texture's alignContent helper, optionally with alignSelf values.
  static let sixColours = ["red", "yellow", "blue", "magenta", "green", "cyan"]

  /// Texture's `testStackLayoutSpecWithAlignContent:lineSpacing:…` helper: a wrapping horizontal stack
  /// (alignItems start) of the six colours.
  static func wrapping(_ alignContent: StackLayoutAlignContent, lineSpacing: CGFloat = 0)
    -> @Sendable () -> any LayoutElement
  {
    {
      styledStack(
        direction: .horizontal, wrap: .wrap, alignContent: alignContent, lineSpacing: lineSpacing,
        sixColours.map { box($0, 50, 50) })
    }
  }

  /// Frames of the six colours: two per line at x 0 and 50, lines at the given y.
  static func twoPerLine(_ lineY: [CGFloat]) -> [NamedFrame] {
    sixColours.enumerated().map { index, name in
      NamedFrame(name, CGFloat(index % 2) * 50, lineY[index / 2], 50, 50)
    }
  }

  /// Frames of the six colours: one per line at the given y.
  static func onePerLine(_ y: [CGFloat]) -> [NamedFrame] {
    zip(sixColours, y).map { NamedFrame($0, 0, $1, 50, 50) }
  }

  /// testHorizontalAndVerticalAlignments: `StackLayoutSpec()` (horizontal, stretch), then the direction,
  /// the children and both alignments are set, as Texture's helper does.
  static let alignments: [StackFact] = {
    func aligned(
      _ direction: StackLayoutDirection, _ horizontal: HorizontalAlignment, _ vertical: VerticalAlignment
    )
      -> @Sendable () -> any LayoutElement
    {
      {
        let stack = StackLayoutSpec()
        stack.direction = direction
        stack.children = redBlueGreen(50, 50)
        stack.horizontalAlignment = horizontal
        stack.verticalAlignment = vertical
        return stack
      }
    }
    func frames(_ points: [(CGFloat, CGFloat)]) -> [NamedFrame] {
      zip(["red", "blue", "green"], points).map { NamedFrame($0, $1.0, $1.1, 50, 50) }
    }
    let size = CGSize(width: 200, height: 200)
    return [
      StackFact(
        "testHorizontalAndVerticalAlignments_horizontalTopLeft", range: exactly(200, 200), size: size,
        frames: frames([(0, 0), (50, 0), (100, 0)]), tree: aligned(.horizontal, .left, .top)),
      StackFact(
        "testHorizontalAndVerticalAlignments_horizontalCenter", range: exactly(200, 200), size: size,
        frames: frames([(25, 75), (75, 75), (125, 75)]), tree: aligned(.horizontal, .middle, .center)),
      StackFact(
        "testHorizontalAndVerticalAlignments_horizontalBottomRight", range: exactly(200, 200), size: size,
        frames: frames([(50, 150), (100, 150), (150, 150)]), tree: aligned(.horizontal, .right, .bottom)),
      StackFact(
        "testHorizontalAndVerticalAlignments_verticalTopLeft", range: exactly(200, 200), size: size,
        frames: frames([(0, 0), (0, 50), (0, 100)]), tree: aligned(.vertical, .left, .top)),
      StackFact(
        "testHorizontalAndVerticalAlignments_verticalCenter", range: exactly(200, 200), size: size,
        frames: frames([(75, 25), (75, 75), (75, 125)]), tree: aligned(.vertical, .middle, .center)),
      StackFact(
        "testHorizontalAndVerticalAlignments_verticalBottomRight", range: exactly(200, 200), size: size,
        frames: frames([(150, 50), (150, 100), (150, 150)]), tree: aligned(.vertical, .right, .bottom)),
    ]
  }()

  /// testFlexWrapWithItemSpacings, testFlexWrapWithItemSpacingsBeingResetOnNewLines.
  static let itemSpacings: [StackFact] = {
    let nine = ["red", "yellow", "blue", "magenta", "green", "cyan", "brown", "orange", "purple"]
    @Sendable func spaced(_ names: [String]) -> [DisplayNode] {
      names.map { name in
        box(name, 50, 50) {
          $0.spacingBefore = 5
          $0.spacingAfter = 5
        }
      }
    }
    return [
      StackFact(
        "testFlexWrapWithItemSpacings", range: exactly(230, 300), size: CGSize(width: 230, height: 300),
        frames: [
          NamedFrame("red", 5, 0, 50, 50), NamedFrame("yellow", 115, 0, 50, 50),
          NamedFrame("blue", 5, 55, 50, 50),
        ],
        tree: {
          styledStack(
            direction: .horizontal, spacing: 50, wrap: .wrap, lineSpacing: 5,
            spaced(["red", "yellow", "blue"]))
        }),
      // Each line holds exactly 190 (an exact fit does not break), and spacing starts afresh on each line.
      StackFact(
        "testFlexWrapWithItemSpacingsBeingResetOnNewLines", range: exactly(190, 300),
        size: CGSize(width: 190, height: 300),
        frames: nine.enumerated().map { index, name in
          NamedFrame(name, [5, 70, 135][index % 3], CGFloat(index / 3) * 55, 50, 50)
        },
        tree: { styledStack(direction: .horizontal, spacing: 5, wrap: .wrap, lineSpacing: 5, spaced(nine)) }),
    ]
  }()

  /// testAlignContentUnderflow and testAlignContentStretchAndOtherAlignments.
  static let alignContentUnderflow: [StackFact] = {
    let size = CGSize(width: 110, height: 300)
    let cases: [(String, StackLayoutAlignContent, [CGFloat])] = [
      ("Start", .start, [0, 50, 100]), ("Center", .center, [75, 125, 175]), ("End", .end, [150, 200, 250]),
      ("SpaceBetween", .spaceBetween, [0, 125, 250]), ("SpaceAround", .spaceAround, [25, 125, 225]),
      ("Stretch", .stretch, [0, 100, 200]),
    ]
    return cases.map { name, alignContent, lineY in
      StackFact(
        "testAlignContentUnderflow_alignContent\(name)", range: exactly(110, 300), size: size,
        frames: twoPerLine(lineY), tree: wrapping(alignContent))
    } + [
      StackFact(
        "testAlignContentStretchAndOtherAlignments", range: exactly(110, 300), size: size,
        frames: [
          NamedFrame("red", 0, 0, 50, 50), NamedFrame("yellow", 50, 0, 50, 50),
          NamedFrame("blue", 0, 100, 50, 50),
          NamedFrame("magenta", 50, 125, 50, 50), NamedFrame("green", 0, 200, 50, 50),
          NamedFrame("cyan", 50, 250, 50, 50),
        ],
        tree: {
          let alignSelf: [String: StackLayoutAlignSelf] = [
            "yellow": .start, "magenta": .center, "cyan": .end,
          ]
          return styledStack(
            direction: .horizontal, wrap: .wrap, alignContent: .stretch,
            sixColours.map { name in box(name, 50, 50) { $0.alignSelf = alignSelf[name] ?? .auto } })
        })
    ]
  }()

  /// testAlignContentOverflow: one item per line (the first item of a line is always taken, even when too
  /// wide); on overflow spaceBetween acts as start and spaceAround as center.
  static let alignContentOverflow: [StackFact] = {
    let size = CGSize(width: 40, height: 260)
    let start: [CGFloat] = [0, 50, 100, 150, 200, 250]
    let center: [CGFloat] = [-20, 30, 80, 130, 180, 230]
    let cases: [(String, StackLayoutAlignContent, [CGFloat])] = [
      ("Start", .start, start), ("Center", .center, center), ("End", .end, [-40, 10, 60, 110, 160, 210]),
      ("SpaceBetween", .spaceBetween, start), ("SpaceAround", .spaceAround, center),
    ]
    return cases.map { name, alignContent, y in
      StackFact(
        "testAlignContentOverflow_alignContent\(name)", range: exactly(40, 260), size: size,
        frames: onePerLine(y),
        tree: wrapping(alignContent))
    }
  }()

  /// testAlignContentWithUnconstrainedCrossSize: six calls, one image; with no cross violation every value
  /// places the lines like start.
  static let unconstrainedCross: [StackFact] = StackLayoutAlignContent.allCases.map { alignContent in
    StackFact(
      "testAlignContentWithUnconstrainedCrossSize (\(alignContent))", range: range(110, 0, 110, cgFloatMax),
      size: CGSize(width: 110, height: 150), frames: twoPerLine([0, 50, 100]), tree: wrapping(alignContent))
  }

  /// testAlignContentAndLineSpacingUnderflow and testAlignContentAndLineSpacingOverflow (line spacing 10,
  /// added on top of the alignContent spacing).
  static let lineSpacing: [StackFact] = {
    let underflow: [(String, StackLayoutAlignContent, [CGFloat])] = [
      ("Start", .start, [0, 60, 120]), ("Center", .center, [75, 135, 195]), ("End", .end, [150, 210, 270]),
      ("SpaceBetween", .spaceBetween, [0, 135, 270]), ("SpaceAround", .spaceAround, [25, 135, 245]),
      ("Stretch", .stretch, [0, 110, 220]),
    ]
    let start: [CGFloat] = [0, 60, 120, 180, 240, 300]
    let center: [CGFloat] = [-20, 40, 100, 160, 220, 280]
    let overflow: [(String, StackLayoutAlignContent, [CGFloat])] = [
      ("Start", .start, start), ("Center", .center, center), ("End", .end, [-40, 20, 80, 140, 200, 260]),
      ("SpaceBetween", .spaceBetween, start), ("SpaceAround", .spaceAround, center),
    ]
    return underflow.map { name, alignContent, lineY in
      StackFact(
        "testAlignContentAndLineSpacingUnderflow_alignContent\(name)", range: exactly(110, 320),
        size: CGSize(width: 110, height: 320), frames: twoPerLine(lineY),
        tree: wrapping(alignContent, lineSpacing: 10))
    }
      + overflow.map { name, alignContent, y in
        StackFact(
          "testAlignContentAndLineSpacingOverflow_alignContent\(name)", range: exactly(40, 310),
          size: CGSize(width: 40, height: 310), frames: onePerLine(y),
          tree: wrapping(alignContent, lineSpacing: 10))
      }
  }()
}
