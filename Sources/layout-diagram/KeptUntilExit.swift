import Synchronization

/// Values a command built and never needs again, held until the process exits instead of freed: freeing a
/// tree of hundreds of thousands of elements one object at a time is work the kernel does at once, and
/// for nothing, when the process ends a moment later. Only for the command line, whose runs are short.
enum KeptUntilExit {
  private static let kept = Mutex<[any Sendable]>([])

  /// Holds `value` until the process exits.
  static func keep(_ value: any Sendable) {
    kept.withLock { $0.append(value) }
  }
}
