import Foundation
import Testing

@testable import TextureLayout

/// Texture's `ASStackLayoutSpecSnapshotTests` on flexing: grow, shrink, flex basis, the rounding remainder
/// and stretching after flexing, with the frames of every node in each reference image (scale 2, flattened).
@Suite struct StackFlexFactsTests {
  @Test(arguments: facts) func snapshotFact(_ fact: StackFact) {
    verifyFacts(fact)
  }

  static let facts: [StackFact] = sizesAndBases + positiveViolation + negativeViolation

  /// A node with a flex basis.
  static func based(_ name: String, _ width: CGFloat, _ height: CGFloat, basis: CGFloat, grow: CGFloat = 0)
    -> DisplayNode
  {
    box(name, width, height, grow: grow) { $0.flexBasis = Dimension(uncheckedUnit: .points, value: basis) }
  }

  /// testFlexWithUnequalIntrinsicSizes, testFixedFlexBasisAppliedWhenFlexingItems,
  /// testFractionalFlexBasisResolvesAgainstParentSize, testFixedFlexBasisOverridesIntrinsicSizeForNonFlexingChildren,
  /// testCrossAxisStretchingOccursAfterStackAxisFlexing, testNestedStackLayoutStretchDoesNotViolateWidth.
  static let sizesAndBases: [StackFact] = [
    // +50 shared by grow: floor(16.67) = 16 each, and the remainder 2 to red, the first changed child.
    StackFact(
      "testFlexWithUnequalIntrinsicSizes_underflow", range: range(300, 0, 300, 150),
      size: CGSize(width: 300, height: 150),
      frames: [
        NamedFrame("red", 0, 0, 68, 50), NamedFrame("blue", 68, 0, 166, 150),
        NamedFrame("green", 234, 0, 66, 50),
      ],
      tree: { unequalIntrinsicSizes() }),
    // −50 shared by shrink weighted by size 50 : 150 : 50.
    StackFact(
      "testFlexWithUnequalIntrinsicSizes_overflow", range: range(200, 0, 200, 150),
      size: CGSize(width: 200, height: 150),
      frames: [
        NamedFrame("red", 0, 0, 40, 50), NamedFrame("blue", 40, 0, 120, 150),
        NamedFrame("green", 160, 0, 40, 50),
      ],
      tree: { unequalIntrinsicSizes() }),
    StackFact(
      "testFixedFlexBasisAppliedWhenFlexingItems_underflow", range: range(300, 0, 300, 150),
      size: CGSize(width: 300, height: 150),
      frames: [
        NamedFrame("red", 0, 0, 100, 50), NamedFrame("blue", 100, 0, 100, 150),
        NamedFrame("green", 200, 0, 100, 50),
      ],
      tree: { fixedBasisGrowing() }),
    // Named "overflow" in Texture, but the bases of 10 leave free space (+170): 56 each, remainder 2 to red.
    StackFact(
      "testFixedFlexBasisAppliedWhenFlexingItems_overflow", range: range(200, 0, 200, 150),
      size: CGSize(width: 200, height: 150),
      frames: [
        NamedFrame("red", 0, 0, 68, 50), NamedFrame("blue", 68, 0, 66, 150),
        NamedFrame("green", 134, 0, 66, 50),
      ],
      tree: { fixedBasisGrowing() }),
    StackFact(
      "testFractionalFlexBasisResolvesAgainstParentSize", range: range(200, 0, 200, .infinity),
      size: CGSize(width: 200, height: 50),
      frames: [
        NamedFrame("red", 0, 0, 100, 50), NamedFrame("blue", 100, 0, 50, 50),
        NamedFrame("green", 150, 0, 50, 50),
      ],
      tree: {
        let nodes = redBlueGreen(50, 50).map { node in
          node.style.flexGrow = 1
          return node
        }
        nodes[0].style.flexBasis = Dimension(uncheckedUnit: .fraction, value: 0.5)
        return styledStack(direction: .horizontal, nodes)
      }),
    StackFact(
      "testFixedFlexBasisOverridesIntrinsicSizeForNonFlexingChildren", range: range(300, 0, 300, 150),
      size: CGSize(width: 300, height: 150),
      frames: [
        NamedFrame("red", 0, 0, 20, 50), NamedFrame("blue", 20, 0, 20, 150),
        NamedFrame("green", 40, 0, 20, 50),
      ],
      tree: {
        styledStack(
          direction: .horizontal,
          [
            based("red", 50, 50, basis: 20), based("blue", 150, 150, basis: 20),
            based("green", 150, 50, basis: 20),
          ])
      }),
    StackFact(
      "testCrossAxisStretchingOccursAfterStackAxisFlexing", range: range(300, 0, 300, .infinity),
      size: CGSize(width: 300, height: 520), onWhite: false,
      frames: [
        NamedFrame("green", 0, 0, 300, 520), NamedFrame("blue", 10, 10, 10, 500),
        NamedFrame("red", 20, 10, 270, 500),
      ],
      tree: {
        let stack = StackLayoutSpec(
          direction: .horizontal, alignItems: .stretch,
          children: [box("blue", 10, 0), box("red", 500, 500, grow: 1, shrink: 1)])
        let inset = InsetLayoutSpec(
          insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: stack)
        return BackgroundLayoutSpec(child: inset, background: box("green", 0, 0))
      }),
    StackFact(
      "testNestedStackLayoutStretchDoesNotViolateWidth", range: range(0, 0, 300, .infinity),
      size: CGSize(width: 100, height: 100), frames: [NamedFrame("red", 0, 0, 50, 50)],
      tree: {
        let stack = StackLayoutSpec(children: [box("red", 50, 50)])
        stack.style.preferredSize = CGSize(width: 100, height: 100)
        return stack
      }),
  ]

  static func unequalIntrinsicSizes() -> any LayoutElement {
    styledStack(
      direction: .horizontal,
      [
        box("red", 50, 50, grow: 1, shrink: 1), box("blue", 150, 150, grow: 1, shrink: 1),
        box("green", 50, 50, grow: 1, shrink: 1),
      ])
  }

  static func fixedBasisGrowing() -> any LayoutElement {
    styledStack(
      direction: .horizontal,
      [
        based("red", 50, 50, basis: 10, grow: 1), based("blue", 150, 150, basis: 10, grow: 1),
        based("green", 50, 50, basis: 10, grow: 1),
      ])
  }

  /// Nodes with names, sizes and (grow, shrink) factors.
  static func nodes(_ names: [String], _ sizes: [(CGFloat, CGFloat)], _ factors: [(CGFloat, CGFloat)])
    -> [DisplayNode]
  {
    (0..<names.count).map {
      box(names[$0], sizes[$0].0, sizes[$0].1, grow: factors[$0].0, shrink: factors[$0].1)
    }
  }

  /// Four 50×50 nodes, red, blue, green and yellow, with (grow, shrink) factors.
  static func quartet(_ factors: [(CGFloat, CGFloat)], sizes: [CGSize]? = nil) -> [DisplayNode] {
    zip(["red", "blue", "green", "yellow"], factors).enumerated().map { index, pair in
      let size = sizes?[index] ?? CGSize(width: 50, height: 50)
      return box(pair.0, size.width, size.height, grow: pair.1.0, shrink: pair.1.1)
    }
  }

  /// The testPositiveViolation… family and testRemainingViolationIsAppliedProperlyToFirstFlexibleChild.
  static let positiveViolation: [StackFact] = {
    let equally = [
      NamedFrame("red", 0, 0, 150, 50), NamedFrame("blue", 150, 0, 50, 50),
      NamedFrame("green", 200, 0, 150, 50),
    ]
    let proportionally = [
      NamedFrame("red", 0, 0, 50, 100), NamedFrame("blue", 0, 100, 50, 150),
      NamedFrame("green", 0, 250, 50, 100),
    ]
    let mixedEqually = [
      NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 50, 0, 150, 50),
      NamedFrame("green", 200, 0, 50, 50),
      NamedFrame("yellow", 250, 0, 150, 50),
    ]
    let mixedProportionally = [
      NamedFrame("red", 0, 0, 50, 50), NamedFrame("blue", 0, 50, 50, 200),
      NamedFrame("green", 0, 250, 50, 50),
      NamedFrame("yellow", 0, 300, 50, 100),
    ]
    // +175 shared by grow: 87 each, the remainder 1 to blue, the first child whose size changes.
    let remainder = [
      NamedFrame("green", 0, 0, 50, 25), NamedFrame("blue", 0, 25, 50, 88),
      NamedFrame("red", 0, 113, 50, 187),
    ]
    func remainderTree(_ grow: CGFloat) -> @Sendable () -> any LayoutElement {
      {
        styledStack([box("green", 50, 25), box("blue", 50, 0, grow: grow), box("red", 50, 100, grow: grow)])
      }
    }
    let square350 = CGSize(width: 350, height: 350)
    let square400 = CGSize(width: 400, height: 400)
    return [
      StackFact(
        "testPositiveViolationIsDistributedEqually", range: exactly(350, 350), size: square350,
        frames: equally,
        tree: { styledStack(direction: .horizontal, quartet([(1, 0), (0, 0), (1, 0)])) }),
      StackFact(
        "testPositiveViolationIsDistributedEquallyWithArbitraryFloats", range: exactly(350, 350),
        size: square350,
        frames: equally, tree: { styledStack(direction: .horizontal, quartet([(0.5, 0), (0, 0), (0.5, 0)])) }),
      StackFact(
        "testPositiveViolationIsDistributedProportionally", range: exactly(350, 350), size: square350,
        frames: proportionally, tree: { styledStack(quartet([(1, 0), (2, 0), (1, 0)])) }),
      StackFact(
        "testPositiveViolationIsDistributedProportionallyWithArbitraryFloats", range: exactly(350, 350),
        size: square350, frames: proportionally,
        tree: { styledStack(quartet([(0.25, 0), (0.5, 0), (0.25, 0)])) }),
      StackFact(
        "testPositiveViolationIsDistributedEquallyAmongMixedChildren", range: exactly(400, 400),
        size: square400,
        frames: mixedEqually,
        tree: { styledStack(direction: .horizontal, quartet([(0, 1), (1, 0), (0, 0), (1, 0)])) }),
      StackFact(
        "testPositiveViolationIsDistributedEquallyAmongMixedChildrenWithArbitraryFloats",
        range: exactly(400, 400),
        size: square400, frames: mixedEqually,
        tree: { styledStack(direction: .horizontal, quartet([(0, 1), (0.5, 0), (0, 0), (0.5, 0)])) }),
      StackFact(
        "testPositiveViolationIsDistributedProportionallyAmongMixedChildren", range: exactly(400, 400),
        size: square400, frames: mixedProportionally,
        tree: { styledStack(quartet([(0, 1), (3, 0), (0, 0), (1, 0)])) }),
      StackFact(
        "testPositiveViolationIsDistributedProportionallyAmongMixedChildrenWithArbitraryFloats",
        range: exactly(400, 400), size: square400, frames: mixedProportionally,
        tree: { styledStack(quartet([(0, 1), (0.75, 0), (0, 0), (0.25, 0)])) }),
      StackFact(
        "testRemainingViolationIsAppliedProperlyToFirstFlexibleChild", range: exactly(300, 300),
        size: CGSize(width: 300, height: 300), frames: remainder, tree: remainderTree(1)),
      StackFact(
        "testRemainingViolationIsAppliedProperlyToFirstFlexibleChildWithArbitraryFloats",
        range: exactly(300, 300),
        size: CGSize(width: 300, height: 300), frames: remainder, tree: remainderTree(0.5)),
    ]
  }()

  /// The testNegativeViolation… family. Where exact shrinking leaves fractions, sizes are ceiled when the
  /// layouts are made and positions when they are flattened, as in the images.
  static let negativeViolation: [StackFact] = {
    let square = CGSize(width: 400, height: 400)
    let basedOnSize = [
      NamedFrame("green", 0, 0, 180, 50), NamedFrame("blue", 180, 0, 100, 50),
      NamedFrame("red", 280, 0, 120, 50),
    ]
    func basedOnSizeTree(_ shrink: CGFloat) -> @Sendable () -> any LayoutElement {
      {
        styledStack(
          direction: .horizontal,
          nodes(
            ["green", "blue", "red"], [(300, 50), (100, 50), (200, 50)], [(0, shrink), (0, 0), (0, shrink)]))
      }
    }
    // Exact heights 190.909, 81.818 and 127.273.
    let andFactor = [
      NamedFrame("green", 0, 0, 50, 191), NamedFrame("blue", 0, 191, 50, 82),
      NamedFrame("red", 0, 273, 50, 127.5),
    ]
    func andFactorTree(_ shrinks: [CGFloat]) -> @Sendable () -> any LayoutElement {
      {
        styledStack(
          nodes(["green", "blue", "red"], [(50, 300), (50, 100), (50, 200)], shrinks.map { (0, $0) }))
      }
    }
    let mixed = [
      NamedFrame("red", 0, 0, 150, 50), NamedFrame("blue", 150, 0, 50, 50),
      NamedFrame("green", 200, 0, 150, 50),
      NamedFrame("yellow", 350, 0, 50, 50),
    ]
    func mixedTree(_ grow: CGFloat, _ shrink: CGFloat) -> @Sendable () -> any LayoutElement {
      {
        styledStack(
          direction: .horizontal,
          nodes(
            ["red", "blue", "green", "yellow"], [(150, 50), (150, 50), (150, 50), (150, 50)],
            [(grow, 0), (0, shrink), (0, 0), (0, shrink)]))
      }
    }
    // Exact: blue 71.429, yellow 28.571.
    let mixedAndFactor = [
      NamedFrame("green", 0, 0, 50, 150), NamedFrame("blue", 0, 150, 50, 71.5),
      NamedFrame("red", 0, 221.5, 50, 150),
      NamedFrame("yellow", 0, 371.5, 50, 29),
    ]
    func mixedAndFactorTree(_ grow: CGFloat, _ shrinks: (CGFloat, CGFloat))
      -> @Sendable () -> any LayoutElement
    {
      {
        styledStack(
          nodes(
            ["green", "blue", "red", "yellow"], [(50, 150), (50, 100), (50, 150), (50, 200)],
            [(grow, 0), (0, shrinks.0), (0, 0), (0, shrinks.1)]))
      }
    }
    // Exact widths 214.286, 42.857 and 142.857.
    let notToZero = [
      NamedFrame("green", 0, 0, 214.5, 50), NamedFrame("blue", 214.5, 0, 43, 50),
      NamedFrame("red", 257.5, 0, 143, 50),
    ]
    func notToZeroTree(_ shrinks: [CGFloat]) -> @Sendable () -> any LayoutElement {
      {
        styledStack(
          direction: .horizontal,
          nodes(["green", "blue", "red"], [(300, 50), (100, 50), (200, 50)], shrinks.map { (0, $0) }))
      }
    }
    return [
      StackFact(
        "testNegativeViolationIsDistributedBasedOnSize", range: exactly(400, 400), size: square,
        frames: basedOnSize,
        tree: basedOnSizeTree(1)),
      StackFact(
        "testNegativeViolationIsDistributedBasedOnSizeWithArbitraryFloats", range: exactly(400, 400),
        size: square,
        frames: basedOnSize, tree: basedOnSizeTree(0.5)),
      StackFact(
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactor", range: exactly(400, 400), size: square,
        frames: andFactor, tree: andFactorTree([2, 1, 2])),
      StackFact(
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorWithArbitraryFloats",
        range: exactly(400, 400),
        size: square, frames: andFactor, tree: andFactorTree([0.4, 0.2, 0.4])),
      StackFact(
        "testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenChildren", range: exactly(400, 400),
        size: square, frames: mixed, tree: mixedTree(1, 1)),
      StackFact(
        "testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenWithArbitraryFloats",
        range: exactly(400, 400), size: square, frames: mixed, tree: mixedTree(1, 0.5)),
      StackFact(
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorAmongMixedChildren",
        range: exactly(400, 400),
        size: square, frames: mixedAndFactor, tree: mixedAndFactorTree(1, (1, 3))),
      StackFact(
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorAmongMixedChildrenArbitraryFloats",
        range: exactly(400, 400), size: square, frames: mixedAndFactor,
        tree: mixedAndFactorTree(1, (0.25, 0.75))),
      StackFact(
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZero",
        range: exactly(400, 400),
        size: square, frames: notToZero, tree: notToZeroTree([1, 2, 1])),
      StackFact(
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZeroWithArbitraryFloats",
        range: exactly(400, 400), size: square, frames: notToZero, tree: notToZeroTree([0.25, 0.5, 0.25])),
      // The only shrinkable child has size 0, so the size-weighted sum is 0 and nothing shrinks.
      StackFact(
        "testNegativeViolationAndFlexFactorIsNotRespected", range: exactly(40, 50),
        size: CGSize(width: 40, height: 50),
        frames: [NamedFrame("red", 0, 0, 50, 50), NamedFrame("yellow", 50, 0, 0, 0)],
        tree: { styledStack(direction: .horizontal, [box("red", 50, 50), box("yellow", 0, 0, shrink: 1)]) }),
    ]
  }()
}
