/// Values kept until the process exits. A command that prints a large document's frames and ends gives
/// its memory back to the system at exit in one go; letting the document's hundreds of thousands of
/// elements be released one by one first would cost a tenth of the run.
enum ProcessLifetime {
  private final class Box<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// Keeps `value` alive until the process exits (its box is retained and never released).
  static func keep<Value>(_ value: Value) {
    _ = Unmanaged.passRetained(Box(value))
  }
}
