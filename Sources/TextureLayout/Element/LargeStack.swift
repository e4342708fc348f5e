import Foundation

/// Runs work on a thread with a large stack: laying out and releasing a tree are recursive, one level per
/// element (as are reading and building a layout document), and a tree may nest thousands of elements.
public enum LargeStack {
  /// The stack size: 1 GiB, which is only reserved address space until it is touched.
  public static let stackSize = 1 << 30

  /// Runs `body` on a new thread with `stackSize` of stack and returns its result or rethrows its error.
  /// Anything deep the body builds should be released before it returns.
  public static func run<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) throws -> Result {
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.result = Swift.Result { try body() }
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return try box.result!.get()
  }
}

/// Carries a result from the worker thread; the semaphore orders the write before the read.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
  var result: Result<Value, any Error>?
}
