import Synchronization

#if TSAN_VISIBLE_LOCKS
  import Foundation
#endif

/// The lock that guards an element's state (and a sizing index's lookups): a `Mutex` without a value of its
/// own, four bytes inside the element's core, where Foundation's `NSLock` was an object of its own around a
/// `pthread_mutex_t`.
///
/// Built for ThreadSanitizer (`make tsan` defines `TSAN_VISIBLE_LOCKS`) it is a pthread mutex instead, whose
/// calls the sanitizer intercepts. It cannot see a contended `Mutex` on Linux, which waits in the kernel
/// inside the uninstrumented runtime, and reports what the lock guards as raced.
struct ElementLock: ~Copyable, Sendable {
  #if TSAN_VISIBLE_LOCKS
    nonisolated(unsafe) private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// An unlocked lock.
    init() {
      mutex = .allocate(capacity: 1)
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    /// Runs `body` with the lock held.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body()
    }
  #else
    private let mutex = Mutex(())

    /// An unlocked lock.
    init() {}

    /// Runs `body` with the lock held.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
      try mutex.withLock { _ in try body() }
    }
  #endif
}
