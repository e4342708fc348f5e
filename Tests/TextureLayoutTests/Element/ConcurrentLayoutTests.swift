import Dispatch
import Foundation
import Testing

@testable import TextureLayout

/// Independent trees laid out at the same time get the same frames as one at a time.
@Suite struct ConcurrentLayoutTests {
  /// A tree of every simple spec, different per index.
  static func makeTree(_ index: Int) -> any LayoutElement {
    let width = CGFloat(10 + index % 17)
    let badge = boxNode("badge", 8, 8)
    let corner = CornerLayoutSpec(child: boxNode("base", width, 30), corner: badge, location: .topRight)
    corner.wrapsCorner = index % 2 == 0
    let centered = CenterLayoutSpec(centeringOptions: .xy, sizingOptions: [], child: corner)
    let ratio = RatioLayoutSpec(ratio: 0.5, child: boxNode("image"))
    let absolute = AbsoluteLayoutSpec(sizing: .sizeToFit, children: [ratio])
    return BackgroundLayoutSpec(
      child: InsetLayoutSpec(
        insets: EdgeInsets(top: 3, left: CGFloat(index % 5), bottom: 3, right: .infinity),
        child: OverlayLayoutSpec(child: absolute, overlay: centered)),
      background: boxNode("background"))
  }

  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var trees: [Int: FrameTree] = [:]
    subscript(index: Int) -> FrameTree? {
      get { lock.withLock { trees[index] } }
      set { lock.withLock { trees[index] = newValue } }
    }
  }

  final class Matches: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: Bool] = [:]
    subscript(index: Int) -> Bool? {
      get { lock.withLock { values[index] } }
      set { lock.withLock { values[index] = newValue } }
    }
  }

  @Test func manyTreesAtOnceGetTheSameFrames() {
    let count = 200
    let range = range(0, 0, 320, 200)
    let sequential = (0..<count).map {
      FrameTree(flattened: snapshotLayout(of: Self.makeTree($0), in: range))
    }
    let results = Results()
    let grid = PixelGrid.current
    DispatchQueue.concurrentPerform(iterations: count) { index in
      PixelGrid.withCurrent(grid) {
        results[index] = FrameTree(flattened: snapshotLayout(of: Self.makeTree(index), in: range))
      }
    }
    for index in 0..<count {
      #expect(results[index] == sequential[index], "tree \(index)")
    }
    #expect(Set(sequential.map(\.description)).count > 1)
  }

  /// One tree laid out from many threads at once (its locks and cache shared) gives one answer.
  @Test func oneTreeFromManyThreads() {
    let tree = Self.makeTree(3)
    let range = range(0, 0, 320, 200)
    let expected = FrameTree(flattened: snapshotLayout(of: Self.makeTree(3), in: range))
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      results[index] = FrameTree(flattened: snapshotLayout(of: tree, in: range))
    }
    for index in 0..<64 {
      #expect(results[index] == expected)
    }
  }

  /// Leaves shared by stacks that are made, laid out and dropped on some threads while other threads change
  /// the leaves' styles: each change walks up the leaf's link to a stack's core, whose stack may be going
  /// (clearing the core's cache) at that moment. Afterwards a new stack over the leaves lays out as a fresh
  /// tree of the same sizes does.
  @Test func styleChangesRaceParentsThatGo() {
    let leaves = (0..<8).map { boxNode("leaf\($0)", 10, 10) }
    let range = range(0, 0, 320, 200)
    let grid = PixelGrid.current
    DispatchQueue.concurrentPerform(iterations: 1000) { index in
      PixelGrid.withCurrent(grid) {
        if index % 2 == 0 {
          _ = StackLayoutSpec(direction: .horizontal, children: leaves).layoutThatFits(range)
        } else {
          leaves[index % 8].style.preferredSize = CGSize(width: CGFloat(10 + index % 7), height: 10)
        }
      }
    }
    let widths = leaves.map { $0.style.preferredSize.width }
    let fresh = (0..<8).map { boxNode("leaf\($0)", widths[$0], 10) }
    let laidOut = snapshotLayout(of: StackLayoutSpec(direction: .horizontal, children: leaves), in: range)
    let expected = snapshotLayout(of: StackLayoutSpec(direction: .horizontal, children: fresh), in: range)
    #expect(FrameTree(flattened: laidOut) == FrameTree(flattened: expected))
  }

  /// The sizing records of one layout read from many threads at once, the first reads racing to build the
  /// lookups by element: every thread reads the records a single thread reads.
  @Test func sizingRecordsReadFromManyThreadsAgree() {
    let leaves = (0..<6).map { boxNode("leaf\($0)", CGFloat(10 + $0), 10) }
    let stack = StackLayoutSpec(direction: .horizontal, spacing: 2, children: leaves)
    let recorded = calculateRecordedRootLayout(stack, sizeRange: range(0, 0, 320, 200))
    let fresh = calculateRecordedRootLayout(stack, sizeRange: range(0, 0, 320, 200))
    // Compared as text: a record's undefined parent size is NaN, which is not equal to itself.
    let expected = leaves.map { fresh.records[$0].map { String(describing: $0) } }
    #expect(expected.allSatisfy { $0 != nil })
    let matches = Matches()
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      let leaf = leaves[index % leaves.count]
      matches[index] = recorded.records[leaf].map { String(describing: $0) } == expected[index % leaves.count]
    }
    for index in 0..<64 {
      #expect(matches[index] == true, "thread \(index)")
    }
  }

  /// Trees laid out concurrently on different pixel grids each keep their own grid.
  @Test func pixelGridIsPerTask() async throws {
    let scaleThree = try PixelGrid(scale: 3)
    async let atTwo = PixelGrid.withCurrent(.retina) { boxSize(10.2) }
    async let atThree = PixelGrid.withCurrent(scaleThree) { boxSize(10.2) }
    #expect(await atTwo == CGSize(width: 10.5, height: 10.5))
    #expect(abs(await atThree.width - 31.0 / 3) < 1e-9)
  }
}

/// The size of a fresh node styled `side` × `side`, laid out on the current grid.
private func boxSize(_ side: CGFloat) -> CGSize {
  boxNode("node", side, side).layoutThatFits(.unconstrained).size
}
