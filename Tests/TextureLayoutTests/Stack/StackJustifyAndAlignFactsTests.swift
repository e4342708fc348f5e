import Foundation
import Testing

@testable import TextureLayout

/// Texture's `ASStackLayoutSpecSnapshotTests` on justifying, spacing, cross-axis sizes and alignment: the frames
/// of every node in each reference image (at scale 2, flattened).
@Suite struct StackJustifyAndAlignFactsTests {
  @Test(arguments: facts) func snapshotFact(_ fact: StackFact) {
    verifyFacts(fact)
  }

  /// Texture's `testStackLayoutSpecWithJustify:flexFactor:…` helper: a horizontal stack (alignItems start)
  /// of red, blue and green at 50×50 with grow = shrink = `flex`.
  static func justified(_ justify: StackLayoutJustifyContent, flex: CGFloat = 0)
    -> @Sendable () -> any LayoutElement
  {
    { styledStack(direction: .horizontal, justify: justify, redBlueGreen(50, 50, flex: flex)) }
  }

  /// Red 50×50, blue 100×70 and green 150×90 with spacing before of 0, 20 and 30.
  static func spacedTrio() -> [DisplayNode] {
    [
      box("red", 50, 50), box("blue", 100, 70) { $0.spacingBefore = 20 },
      box("green", 150, 90) { $0.spacingBefore = 30 },
    ]
  }

  /// Red 50×50, blue 100×50 and green 150×50.
  static func widening(_ blueHeight: CGFloat = 50, _ greenHeight: CGFloat = 50) -> [DisplayNode] {
    [box("red", 50, 50), box("blue", 100, blueHeight), box("green", 150, greenHeight)]
  }

  static let facts: [StackFact] =
    underflow + overflow + crossAxis + childSpacing + justifiedOneChild + aligned

  /// testUnderflowBehaviors.
  static let underflow: [StackFact] = [
    StackFact(
      "testUnderflowBehaviors_justifyStart", range: range(300, 0, 300, 300),
      size: CGSize(width: 300, height: 50),
      frames: [
        NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 50, 0, 50, 50),
        NamedFrame("green", 100, 0, 50, 50),
      ],
      tree: justified(.start)),
    StackFact(
      "testUnderflowBehaviors_justifyCenter", range: range(300, 0, 300, 300),
      size: CGSize(width: 300, height: 50),
      frames: [
        NamedFrame("red", 75, 0, 50, 50), NamedFrame("blue", 125, 0, 50, 50),
        NamedFrame("green", 175, 0, 50, 50),
      ],
      tree: justified(.center)),
    StackFact(
      "testUnderflowBehaviors_justifyEnd", range: range(300, 0, 300, 300),
      size: CGSize(width: 300, height: 50),
      frames: [
        NamedFrame("red", 150, 0, 50, 50), NamedFrame("blue", 200, 0, 50, 50),
        NamedFrame("green", 250, 0, 50, 50),
      ],
      tree: justified(.end)),
    StackFact(
      "testUnderflowBehaviors_flex", range: range(300, 0, 300, 300), size: CGSize(width: 300, height: 50),
      frames: [
        NamedFrame("red", 0, 0, 100, 50), NamedFrame("blue", 100, 0, 100, 50),
        NamedFrame("green", 200, 0, 100, 50),
      ],
      tree: justified(.start, flex: 1)),
    StackFact(
      "testUnderflowBehaviors_justifySpaceBetween", range: range(300, 0, 300, 300),
      size: CGSize(width: 300, height: 50),
      frames: [
        NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 125, 0, 50, 50),
        NamedFrame("green", 250, 0, 50, 50),
      ],
      tree: justified(.spaceBetween)),
    StackFact(
      "testUnderflowBehaviors_justifySpaceAround", range: range(300, 0, 300, 300),
      size: CGSize(width: 300, height: 50),
      frames: [
        NamedFrame("red", 25, 0, 50, 50), NamedFrame("blue", 125, 0, 50, 50),
        NamedFrame("green", 225, 0, 50, 50),
      ],
      tree: justified(.spaceAround)),
  ]

  /// testOverflowBehaviors (its spaceBetween and spaceAround calls reuse the start and center images), and
  /// testOverflowBehaviorsWhenAllFlexShrinkChildrenHaveBeenClampedToZeroButViolationStillExists.
  static let overflow: [StackFact] = {
    let start = [
      NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 50, 0, 50, 50), NamedFrame("green", 100, 0, 50, 50),
    ]
    let center = [
      NamedFrame("red", -20, 0, 50, 50), NamedFrame("blue", 30, 0, 50, 50),
      NamedFrame("green", 80, 0, 50, 50),
    ]
    let size = CGSize(width: 110, height: 50)
    let overflowRange = range(110, 0, 110, 300)
    return [
      StackFact(
        "testOverflowBehaviors_justifyStart", range: overflowRange, size: size, frames: start,
        tree: justified(.start)),
      StackFact(
        "testOverflowBehaviors_justifyCenter", range: overflowRange, size: size, frames: center,
        tree: justified(.center)),
      StackFact(
        "testOverflowBehaviors_justifyEnd", range: overflowRange, size: size,
        frames: [
          NamedFrame("red", -40, 0, 50, 50), NamedFrame("blue", 10, 0, 50, 50),
          NamedFrame("green", 60, 0, 50, 50),
        ], tree: justified(.end)),
      StackFact(
        "testOverflowBehaviors_flex", range: overflowRange, size: size,
        frames: [
          NamedFrame("red", 0, 0, 37, 50), NamedFrame("blue", 37, 0, 37, 50),
          NamedFrame("green", 74, 0, 37, 50),
        ],
        tree: justified(.start, flex: 1)),
      StackFact(
        "testOverflowBehaviors_justifyStart (spaceBetween)", range: overflowRange, size: size, frames: start,
        tree: justified(.spaceBetween)),
      StackFact(
        "testOverflowBehaviors_justifyCenter (spaceAround)", range: overflowRange, size: size, frames: center,
        tree: justified(.spaceAround)),
      StackFact(
        "testOverflowBehaviorsWhenAllFlexShrinkChildrenHaveBeenClampedToZeroButViolationStillExists",
        range: range(75, 0, 75, 150), size: CGSize(width: 75, height: 50),
        frames: [
          NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 50, 0, 0, 50),
          NamedFrame("green", 50, 0, 50, 50),
        ],
        tree: {
          styledStack(
            direction: .horizontal,
            [box("red", 50, 50), box("blue", 50, 50, shrink: 1), box("green", 50, 50)])
        }),
    ]
  }()

  /// testCrossAxisSizeBehaviors, testStackSpacing, testStackSpacingWithChildrenHavingNilObjects.
  static let crossAxis: [StackFact] = [
    StackFact(
      "testCrossAxisSizeBehaviors_variableHeight", range: range(0, 300, 300, 300),
      size: CGSize(width: 150, height: 300),
      frames: [
        NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 0, 50, 100, 50),
        NamedFrame("green", 0, 100, 150, 50),
      ],
      tree: { styledStack(widening()) }),
    StackFact(
      "testCrossAxisSizeBehaviors_fixedHeight", range: exactly(300, 300),
      size: CGSize(width: 300, height: 300),
      frames: [
        NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 0, 50, 100, 50),
        NamedFrame("green", 0, 100, 150, 50),
      ],
      tree: { styledStack(widening()) }),
    StackFact(
      "testStackSpacing_variableHeight", range: range(0, 300, 300, 300),
      size: CGSize(width: 150, height: 300),
      frames: [
        NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 0, 60, 100, 50),
        NamedFrame("green", 0, 120, 150, 50),
      ],
      tree: { styledStack(spacing: 10, widening()) }),
    StackFact(
      "testStackSpacingWithChildrenHavingNilObjects_variableHeight", range: range(300, 0, 300, 300),
      size: CGSize(width: 300, height: 20), onWhite: false, frames: [NamedFrame("blue", 10, 10, 280, 0)],
      tree: {
        let stack = StackLayoutSpec(direction: .vertical, spacing: 10, alignItems: .stretch, children: [])
        return InsetLayoutSpec(
          insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
          child: BackgroundLayoutSpec(child: stack, background: box("blue", 0, 0)))
      }),
  ]

  /// testChildSpacing, testJustifiedCenterWithChildSpacing.
  static let childSpacing: [StackFact] = [
    StackFact(
      "testChildSpacing_spacingBefore", range: range(0, 0, .infinity, .infinity),
      size: CGSize(width: 150, height: 240),
      frames: [
        NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 0, 60, 100, 70),
        NamedFrame("green", 0, 150, 150, 90),
      ],
      tree: {
        styledStack([
          box("red", 50, 50), box("blue", 100, 70) { $0.spacingBefore = 10 },
          box("green", 150, 90) { $0.spacingBefore = 20 },
        ])
      }),
    StackFact(
      "testChildSpacing_spacingAfter", range: range(0, 0, .infinity, .infinity),
      size: CGSize(width: 150, height: 240),
      frames: [
        NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 0, 50, 100, 70),
        NamedFrame("green", 0, 130, 150, 90),
      ],
      tree: {
        styledStack([
          box("red", 50, 50), box("blue", 100, 70) { $0.spacingAfter = 10 },
          box("green", 150, 90) { $0.spacingAfter = 20 },
        ])
      }),
    StackFact(
      "testChildSpacing_spacingBalancedOut", range: range(0, 0, .infinity, .infinity),
      size: CGSize(width: 150, height: 210),
      frames: [
        NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 0, 50, 100, 70),
        NamedFrame("green", 0, 120, 150, 90),
      ],
      tree: {
        styledStack(
          spacing: 10,
          [
            box("red", 50, 50),
            box("blue", 100, 70) {
              $0.spacingBefore = -10
              $0.spacingAfter = -10
            },
            box("green", 150, 90),
          ])
      }),
    StackFact(
      "testJustifiedCenterWithChildSpacing_variableHeight", range: range(0, 300, 300, 300),
      size: CGSize(width: 150, height: 300),
      frames: [
        NamedFrame("red", 0, 20, 50, 50), NamedFrame("blue", 0, 90, 100, 70),
        NamedFrame("green", 0, 190, 150, 90),
      ],
      tree: { styledStack(justify: .center, spacedTrio()) }),
  ]

  /// testJustifiedSpaceBetweenWithOneChild, testJustifiedSpaceAroundWithOneChild,
  /// testJustifiedSpaceBetweenWithRemainingSpace, testJustifiedSpaceAroundWithRemainingSpace.
  static let justifiedOneChild: [StackFact] = [
    StackFact(
      "testJustifiedSpaceBetweenWithOneChild", range: range(300, 0, 300, .infinity),
      size: CGSize(width: 300, height: 50), frames: [NamedFrame("red", 0, 0, 50, 50)],
      tree: { styledStack(direction: .horizontal, justify: .spaceBetween, [box("red", 50, 50)]) }),
    StackFact(
      "testJustifiedSpaceAroundWithOneChild", range: range(300, 0, 300, .infinity),
      size: CGSize(width: 300, height: 50), frames: [NamedFrame("red", 125, 0, 50, 50)],
      tree: { styledStack(direction: .horizontal, justify: .spaceAround, [box("red", 50, 50)]) }),
    StackFact(
      "testJustifiedSpaceBetweenWithRemainingSpace", range: range(301, 0, 301, 300),
      size: CGSize(width: 301, height: 50),
      frames: [
        NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 125.5, 0, 50, 50),
        NamedFrame("green", 251, 0, 50, 50),
      ],
      tree: justified(.spaceBetween)),
    // Exact x: 25.833, 127.5, 229.167; the image shows them ceiled to the pixel grid by flattening.
    StackFact(
      "testJustifiedSpaceAroundWithRemainingSpace", range: range(305, 0, 305, 300),
      size: CGSize(width: 305, height: 50),
      frames: [
        NamedFrame("red", 26, 0, 50, 50), NamedFrame("blue", 127.5, 0, 50, 50),
        NamedFrame("green", 229.5, 0, 50, 50),
      ], tree: justified(.spaceAround)),
  ]

  /// testChildThatChangesCrossSizeWhenMainSizeIsFlexed, testAlignCenterWithFlexedMainDimension,
  /// testAlignCenterWithIndefiniteCrossDimension, testAlignedStart/End/Center,
  /// testAlignedStretchNoChildExceedsMin, testAlignedStretchOneChildExceedsMin, testEmptyStack.
  static let aligned: [StackFact] = [
    StackFact(
      "testChildThatChangesCrossSizeWhenMainSizeIsFlexed", range: range(150, 0, 150, .infinity),
      size: CGSize(width: 150, height: 150),
      frames: [NamedFrame("blue", 0, 0, 100, 150), NamedFrame("red", 100, 0, 50, 50)],
      tree: {
        let ratio = RatioLayoutSpec(ratio: 1.5, child: box("blue", 0, 0))
        ratio.style.flexBasis = Dimension(uncheckedUnit: .fraction, value: 1)
        ratio.style.flexGrow = 1
        ratio.style.flexShrink = 1
        return styledStack(direction: .horizontal, [ratio, box("red", 50, 50)])
      }),
    // Exact heights 66.667 and 33.333, ceiled when the layouts are made.
    StackFact(
      "testAlignCenterWithFlexedMainDimension", range: range(150, 0, 150, 100),
      size: CGSize(width: 150, height: 100),
      frames: [NamedFrame("red", 25, 0, 100, 67), NamedFrame("blue", 50, 67, 50, 33.5)],
      tree: {
        styledStack(align: .center, [box("red", 100, 100, shrink: 1), box("blue", 50, 50, shrink: 1)])
      }),
    StackFact(
      "testAlignCenterWithIndefiniteCrossDimension", range: range(150, 0, 150, .infinity),
      size: CGSize(width: 150, height: 100),
      frames: [NamedFrame("red", 0, 0, 100, 100), NamedFrame("blue", 100, 25, 50, 50)],
      tree: {
        styledStack(
          direction: .horizontal, [box("red", 100, 100), box("blue", 50, 50) { $0.alignSelf = .center }])
      }),
    StackFact(
      "testAlignedStart", range: exactly(300, 300), size: CGSize(width: 300, height: 300),
      frames: [
        NamedFrame("red", 0, 20, 50, 50), NamedFrame("blue", 0, 90, 100, 70),
        NamedFrame("green", 0, 190, 150, 90),
      ],
      tree: { styledStack(justify: .center, align: .start, spacedTrio()) }),
    StackFact(
      "testAlignedEnd", range: exactly(300, 300), size: CGSize(width: 300, height: 300),
      frames: [
        NamedFrame("red", 250, 20, 50, 50), NamedFrame("blue", 200, 90, 100, 70),
        NamedFrame("green", 150, 190, 150, 90),
      ], tree: { styledStack(justify: .center, align: .end, spacedTrio()) }),
    StackFact(
      "testAlignedCenter", range: exactly(300, 300), size: CGSize(width: 300, height: 300),
      frames: [
        NamedFrame("red", 125, 20, 50, 50), NamedFrame("blue", 100, 90, 100, 70),
        NamedFrame("green", 75, 190, 150, 90),
      ], tree: { styledStack(justify: .center, align: .center, spacedTrio()) }),
    // The test's comment says every child becomes 200 wide; the image shows explicit widths are kept.
    StackFact(
      "testAlignedStretchNoChildExceedsMin", range: range(200, 200, 300, 300),
      size: CGSize(width: 200, height: 260),
      frames: [
        NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 0, 70, 100, 70),
        NamedFrame("green", 0, 170, 150, 90),
      ],
      tree: { styledStack(justify: .center, align: .stretch, spacedTrio()) }),
    StackFact(
      "testAlignedStretchOneChildExceedsMin", range: range(50, 50, 300, 300),
      size: CGSize(width: 150, height: 260),
      frames: [
        NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 0, 70, 100, 70),
        NamedFrame("green", 0, 170, 150, 90),
      ],
      tree: { styledStack(justify: .center, align: .stretch, spacedTrio()) }),
    StackFact(
      "testEmptyStack", range: range(50, 50, 300, 300), size: CGSize(width: 50, height: 50), frames: [],
      tree: { styledStack([]) }),
  ]
}
