import Foundation
import Testing

@testable import TextureLayout

/// Work on a large stack: deep recursion runs, results and errors come back, a run inside a run stays on
/// its thread, and many runs reuse a few threads.
struct LargeStackTests {
  struct Failure: Error, Equatable {}

  private static func depth(_ level: Int) -> Int { level == 0 ? 0 : 1 + depth(level - 1) }

  @Test func deepRecursionRunsAndItsResultComesBack() throws {
    #expect(try LargeStack.run { Self.depth(200_000) } == 200_000)
  }

  @Test func anErrorComesBack() {
    #expect(throws: Failure()) { try LargeStack.run { () throws -> Int in throw Failure() } }
  }

  @Test func aRunInsideARunStaysOnItsThread() throws {
    let (outer, inner) = try LargeStack.run {
      let outer = ObjectIdentifier(Thread.current)
      let inner = try LargeStack.run { ObjectIdentifier(Thread.current) }
      return (outer, inner)
    }
    #expect(outer == inner)
  }

  /// A thread kept for the next run still holds what an earlier run left in its dictionary; a new thread
  /// for every run never would.
  @Test func runsReuseTheirThreads() throws {
    let token = UUID().uuidString
    try LargeStack.run { Thread.current.threadDictionary["LargeStackTests.token"] = token }
    var seen = false
    for _ in 0..<20 where !seen {
      seen = try LargeStack.run {
        Thread.current.threadDictionary["LargeStackTests.token"] as? String == token
      }
    }
    #expect(seen)
  }
}
