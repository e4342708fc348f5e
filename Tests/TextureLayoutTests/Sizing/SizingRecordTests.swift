import Foundation
import Testing

@testable import TextureLayout
import SizingExplanation

/// Sizing records as facts: each test lays out a small tree with recording on and reads one element's
/// record.
@Suite struct SizingRecordTests {
  private func recorded(
    _ root: any LayoutElement, _ range: SizeRange, scale: CGFloat = 2
  ) throws -> RecordedLayout {
    calculateRecordedRootLayout(root, sizeRange: range, pixelGrid: try PixelGrid(scale: scale))
  }

  private func column(_ children: [any LayoutElement], width: CGFloat = 320) -> StackLayoutSpec {
    StackLayoutSpec(direction: .vertical, alignItems: .start, children: children)
  }

  private func exactWidth(_ width: CGFloat) -> SizeRange {
    SizeRange(uncheckedMin: CGSize(width: width, height: 0), max: CGSize(width: width, height: .infinity))
  }

  @Test func aPercentResolvesAgainstTheParentSize() throws {
    let node = boxNode("half", 0, 40)
    node.style.width = try .fraction(0.5)
    let record = try #require(try recorded(column([node]), exactWidth(320)).records[node])
    #expect(record.width.parentLength == 320)
    #expect(record.width.resolvedStyle == 160)
    #expect(record.width.length == 160)
    #expect(record.width.decidedBy == .styleExact)
  }

  @Test func aMinimumRaisesThePercent() throws {
    let node = boxNode("element", 0, 60)
    node.style.width = try .fraction(0.5)
    node.style.minWidth = try .points(200)
    let record = try #require(try recorded(column([node]), exactWidth(320)).records[node])
    #expect(record.width.resolvedStyle == 160)
    #expect(record.width.decidedBy == .styleMin)
    #expect(record.width.length == 200)
    #expect(
      record.explanation(of: .horizontal)
        == "width 200pt: width 50% of 320pt = 160pt; raised to minWidth 200pt")
  }

  @Test func aMaximumCapsTheExactSize() throws {
    let node = boxNode("capped", 300, 20)
    node.style.maxWidth = try .points(180)
    let record = try #require(try recorded(column([node]), exactWidth(320)).records[node])
    #expect(record.width.decidedBy == .styleMax)
    #expect(record.width.length == 180)
  }

  @Test func theReceivedRangeClampsWhereTheStyleDoesNotOverlap() throws {
    let node = boxNode("wide", 500, 20)
    let record = try #require(try recorded(node, try .exact(CGSize(width: 100, height: 20))).records[node])
    #expect(record.width.styleRange == ClosedRangeBounds(500, 500))
    #expect(record.width.allowed == ClosedRangeBounds(100, 100))
    #expect(record.width.decidedBy == .rangeExact)
    #expect(record.width.length == 100)
  }

  @Test func aFlexBasisInPercentAndAGrowShare() throws {
    let left = boxNode("left", 0, 80)
    left.style.flexBasis = try .fraction(0.4)
    let right = boxNode("right", 0, 80)
    right.style.flexBasis = try .fraction(0.2)
    right.style.flexGrow = 1
    let row = StackLayoutSpec(direction: .horizontal, children: [left, right])
    let result = try recorded(row, exactWidth(320))
    let leftChild = try #require(result.records[left]?.stackChild)
    #expect(leftChild.flexBasis == (try .fraction(0.4)))
    #expect(leftChild.basisParentLength == 320)
    #expect(leftChild.baseLength == 128)
    #expect(leftChild.baseFromBasis)
    #expect(leftChild.flex == nil)
    let grow = try #require(result.records[right]?.stackChild?.flex)
    #expect(grow.direction == .grow)
    #expect(grow.freeSpace == 128)
    #expect(grow.share == 128)
    #expect(result.records[right]?.width.length == 192)
  }

  @Test func shrinkSharesAreWeightedByBaseSize() throws {
    let small = boxNode("small", 100, 10)
    small.style.flexShrink = 1
    let large = boxNode("large", 300, 10)
    large.style.flexShrink = 1
    let row = StackLayoutSpec(direction: .horizontal, children: [small, large])
    let result = try recorded(row, exactWidth(320))
    let smallShrink = try #require(result.records[small]?.stackChild?.flex)
    let largeShrink = try #require(result.records[large]?.stackChild?.flex)
    #expect(smallShrink.direction == .shrink)
    #expect(smallShrink.freeSpace == -80)
    #expect(smallShrink.share == -20)
    #expect(largeShrink.share == -60)
    #expect(result.records[large]?.width.length == 240)
  }

  /// `ASSizeRangeIntersect` lets the received range win: a minimum above the exact width a stack gave after
  /// shrinking does nothing, and the record says so.
  @Test func aMinimumBelowAShrunkWidthIsIgnored() throws {
    let left = boxNode("left", 200, 10)
    left.style.flexShrink = 1
    left.style.minWidth = try .points(190)
    let right = boxNode("right", 200, 10)
    right.style.flexShrink = 1
    let row = StackLayoutSpec(direction: .horizontal, children: [left, right])
    let record = try #require(try recorded(row, exactWidth(300)).records[left])
    #expect(record.width.length == 150)
    #expect(record.width.decidedBy == .rangeExact)
    #expect(
      record.explanation(of: .horizontal)
        == "width 150pt: measured 200pt; shrank −50pt (flexShrink 1, overflow 100pt shared in proportion to "
        + "flexShrink × base size) to 150pt; width 200pt; minWidth 190pt ignored: the range it received wins")
  }

  @Test func stretchIsRecordedAsTheCrossSource() throws {
    let tall = boxNode("tall", 20, 60)
    let flat = boxNode("flat", 20, 0)
    flat.style.height = .auto
    let row = StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: [tall, flat])
    let result = try recorded(row, .unconstrained)
    #expect(result.records[flat]?.stackChild?.stretched == true)
    #expect(result.records[flat]?.height.length == 60)
    #expect(result.records[tall]?.stackChild?.stretched == false)
  }

  @Test func wrappedChildrenRecordTheirLines() throws {
    let boxes = (0..<5).map { boxNode("b\($0)", 40, 10) }
    let row = StackLayoutSpec(direction: .horizontal, flexWrap: .wrap, children: boxes)
    let result = try recorded(row, exactWidth(100))
    #expect(boxes.map { result.records[$0]?.stackChild?.line } == [0, 0, 1, 1, 2])
    guard case .stack(let stack) = result.records[row]?.contribution else {
      Issue.record("no stack contribution")
      return
    }
    #expect(stack.lines.map(\.children) == [0..<2, 2..<4, 4..<5])
    #expect(stack.lines[0].freeSpace == 20)
  }

  @Test func aRatioRecordsTheSizeItChose() throws {
    let photo = boxNode("photo")
    let ratio = RatioLayoutSpec(ratio: 0.5, child: photo)
    let result = try recorded(ratio, exactWidth(200))
    #expect(result.records[ratio]?.contribution == .ratio(ratio: 0.5, size: CGSize(width: 200, height: 100)))
    #expect(result.records[photo]?.height.decidedBy == .rangeExact)
  }

  @Test func anInsetRecordsItsEdgesAndIgnoresItsOwnStyleSize() throws {
    let content = boxNode("content", 30, 20)
    let inset = InsetLayoutSpec(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), child: content)
    inset.style.width = try .points(500)
    let record = try #require(try recorded(inset, .unconstrained).records[inset])
    #expect(record.contribution == .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
    #expect(record.width.styleRange == nil)
    #expect(record.width.wanted == 36)
    #expect(record.width.length == 36)
    #expect(record.width.decidedBy == .children)
  }

  @Test func aCenterSpecRecordsItsCenteringOffsets() throws {
    let dot = boxNode("dot", 20, 10)
    let center = CenterLayoutSpec(centeringOptions: .xy, sizingOptions: [], child: dot)
    let record = try #require(
      try recorded(center, try .exact(CGSize(width: 100, height: 50))).records[center])
    #expect(
      record.contribution
        == .relative(
          horizontal: .center, vertical: .center, offset: CGPoint(x: 40, y: 20),
          freeSpace: CGSize(width: 80, height: 40)))
  }

  @Test func aCornerSpecRecordsItsOffset() throws {
    let photo = boxNode("photo", 60, 60)
    let badge = boxNode("badge", 20, 20)
    let corner = CornerLayoutSpec(child: photo, corner: badge, location: .topRight)
    corner.offset = CGPoint(x: -2, y: 2)
    let record = try #require(try recorded(corner, .unconstrained).records[corner])
    #expect(
      record.contribution
        == .corner(
          location: .topRight, offset: CGPoint(x: -2, y: 2), cornerOrigin: CGPoint(x: 48, y: -8),
          wrapsCorner: false))
  }

  @Test func anAbsoluteSpecRecordsPositions() throws {
    let a = boxNode("a", 10, 10)
    a.style.layoutPosition = CGPoint(x: 5, y: 7)
    let spec = AbsoluteLayoutSpec(sizing: .sizeToFit, children: [a])
    let record = try #require(try recorded(spec, .unconstrained).records[spec])
    #expect(record.contribution == .absolute(positions: [CGPoint(x: 5, y: 7)], sizing: .sizeToFit))
  }

  @Test func baselineAlignmentReadsBaselinesFromResults() throws {
    let small = boxNode("small", 20, 12)
    small.style.ascender = 9
    small.style.descender = -3
    let large = boxNode("large", 30, 24)
    large.style.ascender = 18
    large.style.descender = -6
    let column = StackLayoutSpec(direction: .vertical, children: [large])
    let row = StackLayoutSpec(direction: .horizontal, alignItems: .baselineFirst, children: [small, column])
    let result = try recorded(row, .unconstrained)
    #expect(result.layout.sublayouts[1].baselines == Baselines(ascender: 18, descender: -6))
    #expect(result.records[column]?.baselines == Baselines(ascender: 18, descender: -6))
    guard case .stack(let stack) = result.records[row]?.contribution else {
      Issue.record("no stack contribution")
      return
    }
    #expect(stack.lines[0].baseline == 18)
    #expect(result.layout.sublayouts[0].position?.y == 9)
  }

  @Test func thePixelCeilingIsRecorded() throws {
    let node = DisplayNode(content: FixedContent(size: CGSize(width: 166.67, height: 10)), debugName: "label")
    let record = try #require(try recorded(node, .unconstrained, scale: 1).records[node])
    #expect(record.width.wanted == 166.67)
    #expect(record.width.unceiled == 166.67)
    #expect(record.width.length == 167)
    #expect(record.width.wasCeiled)
    #expect(record.explanation(of: .horizontal).hasSuffix("ceiled 166.67 → 167 at @1x"))
  }

  /// A concurrent stack measures its children on several threads; each records into the same recorder,
  /// and the records are those of the same stack laid out serially.
  @Test func aConcurrentStackRecordsWhatASerialOneDoes() throws {
    func tree(concurrent: Bool) -> (StackLayoutSpec, [DisplayNode]) {
      let children = (0..<64).map { index -> DisplayNode in
        let node = boxNode("n\(index)", CGFloat(10 + index % 7), 10)
        node.style.flexShrink = 1
        return node
      }
      let row = StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: children)
      row.concurrent = concurrent
      return (row, children)
    }
    let (serialRow, serialChildren) = tree(concurrent: false)
    let (parallelRow, parallelChildren) = tree(concurrent: true)
    let serial = try recorded(serialRow, exactWidth(500))
    let parallel = try recorded(parallelRow, exactWidth(500))
    #expect(parallel.records.count == serial.records.count)
    for (a, b) in zip(serialChildren, parallelChildren) {
      #expect(serial.records[a]?.width == parallel.records[b]?.width)
      #expect(serial.records[a]?.stackChild == parallel.records[b]?.stackChild)
    }
  }

  @Test func recordingIsOffByDefaultAndTheCacheKeepsTheTwoApart() throws {
    let node = boxNode("node", 10, 10)
    let plain = calculateRootLayout(node, sizeRange: .unconstrained)
    let result = calculateRecordedRootLayout(node, sizeRange: .unconstrained)
    #expect(result.layout.size == plain.size)
    #expect(result.records.count == 1)
    // A recorded pass reads no cached layout: the plain one cached above is not taken for it, again.
    #expect(calculateRecordedRootLayout(node, sizeRange: .unconstrained).records.count == 1)
    // Nor does it leave its recorder bound: the next layout is plain.
    #expect(LayoutContext.current.recorder == nil)
  }
}

/// Content of a fixed size.
private struct FixedContent: IntrinsicContent {
  let size: CGSize
  func sizeThatFits(_ constrainedSize: CGSize) -> CGSize { size }
}
