import Foundation

/// A progress line per document on standard error (`[2/17] Fixtures/inset.yaml`), for batches large
/// enough to take a while; smaller batches stay quiet.
struct BatchProgress: Sendable {
  /// Batches of more than this many documents print progress.
  static let quietBatchSize = 3

  /// How many documents the batch holds.
  let total: Int

  /// Reports that the document at `index` (from 0) is being worked on.
  func report(_ index: Int, _ document: String) {
    guard total > Self.quietBatchSize else { return }
    StandardStreams.error("[\(index + 1)/\(total)] \(document)\n")
  }
}
