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
    kept(key) != nil
  }

  /// The measurement kept for `key`, if any.
  func kept(_ key: Key) -> PangoTextContent.Measurement? {
    lock.withLock { entries[key] }
  }

  /// Keeps `measurement` for `key` and returns it.
  @discardableResult
  func keep(_ measurement: PangoTextContent.Measurement, for key: Key) -> PangoTextContent.Measurement {
    lock.withLock {
      if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = measurement
    }
    return measurement
  }
}
