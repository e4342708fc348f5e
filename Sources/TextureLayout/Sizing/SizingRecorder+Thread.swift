import Foundation

extension SizingRecorder {
  /// The recorder of the recorded layout being calculated on each thread.
  private static let slot = ThreadSlot<SizingRecorder>()

  /// The recorder bound to the current thread, if a recorded layout is being calculated on it.
  static var current: SizingRecorder? { slot.current }

  /// Runs `body` with `recorder` bound to the current thread, then restores what was bound before. The
  /// caller keeps the recorder alive for the call.
  static func withCurrent<Result>(_ recorder: SizingRecorder?, _ body: () throws -> Result) rethrows -> Result
  {
    try slot.with(recorder, body)
  }
}
