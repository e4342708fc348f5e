import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SizingRecorder {
  /// The thread-specific slot holding the recorder of the layout being calculated on a thread.
  ///
  /// A thread slot rather than a task-local value: a recorded layout reads it once per element, and a
  /// task-local lookup (a cast and a walk of the bindings) cost about 200 instructions each time, where this
  /// costs a few. A layout runs on its caller's thread; a concurrent stack binds the recorder on each
  /// worker thread (`StackLayoutInput.mapIndices`).
  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The recorder bound to the current thread, if a recorded layout is being calculated on it.
  static var current: SizingRecorder? {
    guard let pointer = pthread_getspecific(slot) else { return nil }
    return Unmanaged<SizingRecorder>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Runs `body` with `recorder` bound to the current thread, then restores what was bound before. The
  /// caller keeps the recorder alive for the call.
  static func withCurrent<Result>(_ recorder: SizingRecorder?, _ body: () throws -> Result) rethrows -> Result
  {
    let previous = pthread_getspecific(slot)
    pthread_setspecific(slot, recorder.map { Unmanaged.passUnretained($0).toOpaque() })
    defer { pthread_setspecific(slot, previous) }
    return try body()
  }
}
