import Foundation
import InputLimits

/// Writes `data` to `url` whole: into a temporary file beside it, then renamed over it (what
/// `Data.WritingOptions.atomic` does), so a reader never sees a partial file; creates the folder when needed.
/// Refuses a path that holds anything but a regular file (a device, a FIFO, a folder, a symbolic link), which
/// the rename would replace. The one file writer of the package.
package func writeWholeFile(_ data: Data, to url: URL) throws {
  try RegularFile.checkReplaceable(url)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try data.write(to: url, options: .atomic)
}

/// Why a file operation failed, in words: Foundation's failure reason when it has one, else its description.
package func fileFailureReason(_ error: any Error) -> String {
  if let error = error as? FileAccessError { return error.description }
  if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
    return String(cString: strerror(posix.code.rawValue)).lowercased()
  }
  return (error as NSError).localizedFailureReason ?? error.localizedDescription
}
