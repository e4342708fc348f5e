import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A budget of element layouts for one layout pass.
///
/// Texture keeps one layout per node, so a stack that measures a flexible child twice (at its basis, then
/// flexed) makes nested flexible stacks lay their leaves out a number of times that grows exponentially
/// with the depth, at sizes that differ in the last bits and so never hit the cache. The engine does as
/// Texture does; a caller that lays out input it does not trust binds a budget, and once it is spent every
/// further layout is the empty layout of its range, so that the pass ends at once and the caller reports
/// the budget instead of running for minutes.
public final class LayoutWork: Sendable {
  private let remaining: Atomic<Int>
  /// The element layouts the budget allowed.
  public let limit: Int

  /// A budget of `limit` element layouts.
  public init(limit: Int) {
    self.limit = limit
    remaining = Atomic(limit)
  }

  /// Whether the pass needed more layouts than the budget allowed.
  public var isSpent: Bool { remaining.load(ordering: .relaxed) < 0 }

  /// Counts one element layout; false once the budget is spent.
  func spend() -> Bool {
    remaining.subtract(1, ordering: .relaxed).newValue >= 0
  }

  /// The thread slot of the budget of the pass running on a thread: read on every element layout that
  /// misses the cache, where a task-local lookup would cost many times more (as for `SizingRecorder`).
  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The budget bound to the current thread, if any.
  static var current: LayoutWork? {
    guard let pointer = pthread_getspecific(slot) else { return nil }
    return Unmanaged<LayoutWork>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Runs `body` with `work` bound to the current thread, then restores what was bound before.
  public static func withCurrent<Result>(_ work: LayoutWork?, _ body: () throws -> Result) rethrows -> Result
  {
    let previous = pthread_getspecific(slot)
    pthread_setspecific(slot, work.map { Unmanaged.passUnretained($0).toOpaque() })
    defer { pthread_setspecific(slot, previous) }
    return try withExtendedLifetime(work) { try body() }
  }
}
