import DiagramValues
import Foundation

/// Text measurements kept for the run, as Texture's text nodes keep their laid-out text: the same string,
/// font, line limit, truncation and alignment at the same width is measured by Pango once, however many
/// leaves share it (aliases of one text) and however often the engine asks (nested flexible stacks ask
/// each leaf again at every level).
final class TextMeasurements: @unchecked Sendable {
  /// The measurements every text content shares.
  static let shared = TextMeasurements()

  /// What one measurement depends on.
  struct Key: Hashable {
    var string: String
    var font: String
    var maxLines: Int
    var truncation: TextTruncation
    var alignment: TextAlignment
    var isMarkup = false
    /// The wrapping width; `nil` for none.
    var width: CGFloat?
  }

  /// Entries kept before the cache starts over: enough for every text of the largest documents at the
  /// widths a layout asks, small enough (with texts of at most `Budgets.textLength` scalars, shared with
  /// their leaves) to stay a fraction of a run's memory.
  private static let capacity = 200_000

  private let lock = NSLock()
  private var entries: [Key: PangoTextContent.Measurement] = [:]

  /// Lets go of every measurement: a benchmark's cold layout measures its texts afresh, as a first run does.
  func forgetAll() {
    lock.withLock { entries.removeAll() }
  }

  /// Whether a measurement for `key` is kept.
  func keeps(_ key: Key) -> Bool {
    lock.withLock { entries[key] != nil }
  }

  /// The measurement for `key`, made by `measure` when it is not kept yet.
  func measurement(
    for key: Key, _ measure: () -> PangoTextContent.Measurement
  ) -> PangoTextContent.Measurement {
    if let kept = lock.withLock({ entries[key] }) { return kept }
    let made = measure()
    lock.withLock {
      if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = made
    }
    return made
  }
}
