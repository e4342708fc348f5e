import Foundation
import SeededRandom
import Testing

@testable import DiagramAnnotations

/// The frame index answers as testing every frame does: the same frames, each once.
struct FrameIndexTests {
  @Test func itFindsWhatTestingEveryFrameFinds() {
    var generator = SplitMix64(seed: 0xF4A3_E1D0)
    func number(_ range: ClosedRange<Double>) -> CGFloat {
      CGFloat(Double.random(in: range, using: &generator))
    }
    // Tiny, ordinary and screen-wide frames, some touching, so that buckets, frames in several cells and
    // frames too large for buckets are all asked about.
    var frames: [CGRect] = []
    for index in 0..<600 {
      let side = index % 50 == 0 ? number(300...900) : index % 3 == 0 ? number(0...2) : number(2...60)
      frames.append(
        CGRect(x: number(-50...400), y: number(-50...400), width: side, height: number(0...1) * side))
    }
    frames.append(CGRect(x: 20, y: 20, width: 10, height: 10))
    frames.append(CGRect(x: 30, y: 20, width: 10, height: 10))
    let index = FrameIndex(frames, cellSize: 20)
    for _ in 0..<400 {
      let region = CGRect(
        x: number(-80...450), y: number(-80...450), width: number(0...120), height: number(0...120))
      let found = index.indices(meeting: region)
      #expect(found.count == Set(found).count, "each frame once")
      #expect(Set(found) == Set(frames.indices.filter { frames[$0].meets(region) }), "\(region)")
    }
    // Touching counts as meeting, as `meets` says.
    #expect(
      Set(index.indices(meeting: CGRect(x: 30, y: 25, width: 0, height: 0))).isSuperset(of: [600, 601]))
  }
}
