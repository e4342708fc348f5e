import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread-specific slot holding an object of one layout pass (its sizing recorder, its work budget)
/// without retaining it: read on every element's layout, where a task-local lookup (a cast and a walk of
/// the bindings) would cost many times more. A layout runs on its caller's thread; a concurrent stack
/// binds the pass's objects on each worker thread (`StackLayoutInput.mapIndices`).
struct ThreadSlot<Value: AnyObject>: Sendable {
  private let key: pthread_key_t

  init() {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    self.key = key
  }

  /// The object bound to the current thread, if any.
  var current: Value? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Runs `body` with `value` bound to the current thread, then restores what was bound before; `value`
  /// is kept alive for the call.
  func with<Result>(_ value: Value?, _ body: () throws -> Result) rethrows -> Result {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, value.map { Unmanaged.passUnretained($0).toOpaque() })
    defer { pthread_setspecific(key, previous) }
    return try withExtendedLifetime(value) { try body() }
  }
}
