import Foundation

/// Writes `data` to `url` whole: into a temporary file beside it, then renamed over it (what
/// `Data.WritingOptions.atomic` does), so a reader never sees a partial file; creates the folder when needed.
/// The one file writer of the package's image modules.
package func writeWholeFile(_ data: Data, to url: URL) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try data.write(to: url, options: .atomic)
}

/// Why a file operation failed, in words: Foundation's failure reason when it has one, else its description.
package func fileFailureReason(_ error: any Error) -> String {
  (error as NSError).localizedFailureReason ?? error.localizedDescription
}
