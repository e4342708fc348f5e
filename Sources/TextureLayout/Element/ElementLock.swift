import Synchronization

/// The lock that guards an element's state: a `Mutex` without a value of its own, four bytes inside the
/// element, where Foundation's `NSLock` was an object of its own around a `pthread_mutex_t`.
struct ElementLock: ~Copyable, Sendable {
  private let mutex = Mutex(())

  /// An unlocked lock.
  init() {}

  /// Runs `body` with the lock held.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try mutex.withLock { _ in try body() }
  }
}
