import Foundation
import SeededRandom
import Testing

@testable import TextureLayout

/// Recording on or off, every frame is the same: 1,000 random trees of stacks and specs.
@Suite struct RecordingKeepsFramesTests {
  static let treeCount = 1_000

  @Test func randomTreesHaveTheSameFramesRecordedOrNot() throws {
    var generator = SplitMix64(seed: 0x5EED_1234)
    var records = 0
    for _ in 0..<Self.treeCount {
      let width = CGFloat(Int.random(in: 40...400, using: &generator))
      let range = SizeRange(
        uncheckedMin: CGSize(width: width, height: 0), max: CGSize(width: width, height: .infinity))
      let grid = try PixelGrid(scale: CGFloat(Int.random(in: 1...3, using: &generator)))
      let seed = generator.next()
      let tree = RandomTree(seed: seed).build()
      let plain = calculateRootLayout(tree, sizeRange: range, pixelGrid: grid)
      let plainFrames = plain.placedLayouts(on: grid).map(\.frame)
      // Recorded after the plain layout (its cache filled) and on a fresh copy (nothing cached).
      let recorded = calculateRecordedRootLayout(tree, sizeRange: range, pixelGrid: grid)
      let fresh = calculateRecordedRootLayout(
        RandomTree(seed: seed).build(), sizeRange: range, pixelGrid: grid)
      #expect(recorded.layout.placedLayouts(on: grid).map(\.frame) == plainFrames, "seed \(seed)")
      #expect(fresh.layout.placedLayouts(on: grid).map(\.frame) == plainFrames, "seed \(seed)")
      records += recorded.records.count
    }
    #expect(records > Self.treeCount * 3)
  }
}

/// A random tree of stacks, insets, ratios, centers and overlays over boxes with random styles, the same for
/// the same seed; the root's debug name is the seed.
struct RandomTree {
  var generator: SplitMix64
  let seed: UInt64

  init(seed: UInt64) {
    self.seed = seed
    generator = SplitMix64(seed: seed)
  }

  func build() -> any LayoutElement {
    var copy = self
    let root = copy.element(depth: 0)
    (root as? LayoutElementBase)?.debugName = String(seed)
    return root
  }

  private mutating func number(_ range: ClosedRange<Int>) -> CGFloat {
    CGFloat(Int.random(in: range, using: &generator))
  }

  private mutating func element(depth: Int) -> any LayoutElement {
    let kind = depth >= 3 ? 0 : Int.random(in: 0...5, using: &generator)
    let element: LayoutElementBase
    switch kind {
    case 1, 2:
      let count = Int.random(in: 1...4, using: &generator)
      let stack = StackLayoutSpec(
        direction: StackLayoutDirection.allCases.randomElement(using: &generator)!,
        spacing: number(0...8),
        justifyContent: StackLayoutJustifyContent.allCases.randomElement(using: &generator)!,
        alignItems: StackLayoutAlignItems.allCases.randomElement(using: &generator)!,
        flexWrap: Bool.random(using: &generator) ? .wrap : .noWrap,
        children: (0..<count).map { _ in self.element(depth: depth + 1) })
      element = stack
    case 3:
      element = InsetLayoutSpec(
        insets: EdgeInsets(
          top: number(0...10), left: number(0...10), bottom: number(0...10), right: number(0...10)),
        child: self.element(depth: depth + 1))
    case 4:
      element = RatioLayoutSpec(ratio: number(1...20) / 10, child: self.element(depth: depth + 1))
    case 5:
      element = CenterLayoutSpec(
        centeringOptions: .xy, sizingOptions: .minimumXY, child: self.element(depth: depth + 1))
    default:
      let node = DisplayNode()
      node.style.preferredSize = CGSize(width: number(0...120) + number(0...2) / 3, height: number(0...60))
      element = node
    }
    var style = element.style
    if Bool.random(using: &generator) { style.flexGrow = number(0...2) }
    if Bool.random(using: &generator) { style.flexShrink = number(0...2) }
    if Int.random(in: 0...3, using: &generator) == 0 { style.flexBasis = try! .fraction(number(1...9) / 10) }
    if Int.random(in: 0...4, using: &generator) == 0 { style.minWidth = try! .points(number(0...150)) }
    if Int.random(in: 0...4, using: &generator) == 0 { style.maxWidth = try! .points(number(0...150)) }
    if Int.random(in: 0...5, using: &generator) == 0 { style.width = try! .fraction(number(1...10) / 10) }
    element.style = style
    return element
  }
}

/// A recorder that drops the earlier records of elements recorded again (as it does past a quarter of a
/// million records) gives every element the record a recorder that keeps everything gives.
@Suite struct RecorderCompactionTests {
  @Test func compactingAfterEveryFewRecordsKeepsEveryElementsLastRecord() throws {
    var generator = SplitMix64(seed: 0xC0_FFEE)
    var compared = 0
    for _ in 0..<200 {
      let width = CGFloat(Int.random(in: 40...400, using: &generator))
      let range = SizeRange(
        uncheckedMin: CGSize(width: width, height: 0), max: CGSize(width: width, height: .infinity))
      let tree = RandomTree(seed: generator.next()).build()
      let whole = calculateRecordedRootLayout(
        tree, sizeRange: range, parentSize: nil, pixelGrid: .retina, compactingAfter: .max)
      let compacted = calculateRecordedRootLayout(
        tree, sizeRange: range, parentSize: nil, pixelGrid: .retina, compactingAfter: 3)
      #expect(
        compacted.layout.placedLayouts(on: .retina).map(\.frame)
          == whole.layout.placedLayouts(on: .retina).map(\.frame))
      for placed in whole.layout.placedLayouts(on: .retina) {
        let element = placed.layout.element
        // Compared as text: an undefined parent length is NaN, which is never equal to itself.
        let kept = String(describing: compacted.records[element])
        #expect(kept == String(describing: whole.records[element]))
        if whole.records[element] != nil { compared += 1 }
      }
    }
    #expect(compared > 1_000)
  }
}
