import Foundation

/// Runs work on a thread with a stack large enough for a deep document: the reader and the engine walk
/// nested elements recursively, thousands of levels deep.
public enum LargeStack {
  /// The stack size: 1 GiB, which is only reserved address space until it is touched.
  public static let stackSize = 1 << 30

  /// Runs `body` on a thread with `stackSize` of stack and returns its result or rethrows its error. Called
  /// from such a thread, it runs `body` there; otherwise on one of a few threads kept for the purpose, so
  /// that a build of ten thousand small documents does not make (and reserve a gigabyte for) ten thousand
  /// threads. Anything deep the body builds should be released before it returns.
  public static func run<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) throws -> Result {
    if Thread.current.threadDictionary[LargeStackWorker.marker] != nil { return try body() }
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    LargeStackWorker.perform {
      box.result = Swift.Result { try body() }
      done.signal()
    }
    done.wait()
    return try box.result!.get()
  }
}

/// The threads `LargeStack` runs work on: made when work arrives and none is idle, kept idle up to
/// `idleLimit` for the next work, and ended past it.
private final class LargeStackWorker: @unchecked Sendable {
  static let marker = "LargeStack.worker"
  private static let idleLimit = 8
  private static let lock = NSLock()
  nonisolated(unsafe) private static var idle: [LargeStackWorker] = []

  private let wake = DispatchSemaphore(value: 0)
  private var job: (() -> Void)?

  /// Runs `job` on an idle worker, or on a new one.
  static func perform(_ job: @escaping () -> Void) {
    let worker = lock.withLock { idle.popLast() } ?? LargeStackWorker()
    lock.withLock { worker.job = job }
    worker.wake.signal()
  }

  private init() {
    let thread = Thread { [self] in loop() }
    thread.stackSize = LargeStack.stackSize
    thread.start()
  }

  private func loop() {
    Thread.current.threadDictionary[Self.marker] = true
    while true {
      wake.wait()
      let work = Self.lock.withLock {
        defer { job = nil }
        return job
      }
      work?()
      let kept = Self.lock.withLock {
        guard Self.idle.count < Self.idleLimit else { return false }
        Self.idle.append(self)
        return true
      }
      if !kept { return }
    }
  }
}

/// Carries a result from the worker thread; the semaphore orders the write before the read.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
  var result: Result<Value, any Error>?
}
