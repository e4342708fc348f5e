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

  /// Runs mostly find a thread kept from an earlier run (marked in its dictionary), where a new thread for
  /// every run would give each run its own. Other suites use the same threads at the same time, so the
  /// fact is a bound, not an exact count.
  @Test func runsReuseTheirThreads() throws {
    var threads: Set<String> = []
    for _ in 0..<200 {
      threads.insert(
        try LargeStack.run {
          let key = "LargeStackTests.thread"
          if let mark = Thread.current.threadDictionary[key] as? String { return mark }
          let mark = UUID().uuidString
          Thread.current.threadDictionary[key] = mark
          return mark
        })
    }
    #expect(threads.count < 100)
  }
}
