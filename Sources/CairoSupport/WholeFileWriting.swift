import Foundation
import InputLimits

#if canImport(Glibc)
  import Glibc
#endif

/// Writes `data` to `url` whole: into a temporary file beside it, then renamed over it (what
/// `Data.WritingOptions.atomic` does), so a reader never sees a partial file; creates the folder when needed.
/// Refuses a path that holds anything but a regular file (a device, a FIFO, a folder, a symbolic link), which
/// the rename would replace. The one file writer of the package.
package func writeWholeFile(_ data: Data, to url: URL) throws {
  try RegularFile.checkReplaceable(url)
  // A file where a folder of the path must be is named, not reported as "file exists".
  _ = try makeFolders(url.deletingLastPathComponent())
  try data.write(to: url, options: .atomic)
}

/// Writes every file of `files` or none: each is written to a temporary file beside its place first, and
/// only when all of them are written are they renamed into place. A failure while writing (a full disk, a
/// file size limit, a folder that cannot be made) removes the temporary files and the folders made for
/// them, and throws: a batch that ends in an error leaves no output behind. Each place is checked as
/// `writeWholeFile` checks it.
package func writeWholeFiles(_ files: [(url: URL, data: Data)]) throws(BatchWriteError) {
  for file in files {
    do {
      try RegularFile.checkReplaceable(file.url)
    } catch {
      throw BatchWriteError(url: file.url, reason: error.description)
    }
  }
  var staged: [(temporary: URL, url: URL)] = []
  var madeFolders: [URL] = []
  func undo() {
    for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
    for folder in madeFolders.reversed() { rmdir(folder.path) }
  }
  for file in files {
    do {
      madeFolders += try makeFolders(file.url.deletingLastPathComponent())
      let temporary = file.url.deletingLastPathComponent().appendingPathComponent(
        ".\(file.url.lastPathComponent).\(UUID().uuidString).tmp")
      staged.append((temporary, file.url))
      try file.data.write(to: temporary)
    } catch {
      undo()
      throw BatchWriteError(url: file.url, reason: fileFailureReason(error))
    }
  }
  for file in staged where rename(file.temporary.path, file.url.path) != 0 {
    let reason = String(cString: strerror(errno)).lowercased()
    undo()
    throw BatchWriteError(url: file.url, reason: reason)
  }
}

/// Why a batch of files was not written: the file that failed, and why.
package struct BatchWriteError: Error, CustomStringConvertible {
  package let url: URL
  package let reason: String

  package var description: String { "cannot write \(url.path): \(reason); nothing was written" }
}

/// Makes `folder` and the folders above it that are missing; returns those it made, outermost first. A
/// file where a folder must be is named.
private func makeFolders(_ folder: URL) throws -> [URL] {
  var missing: [URL] = []
  var current = folder.standardizedFileURL
  while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
    missing.insert(current, at: 0)
    current = current.deletingLastPathComponent()
  }
  guard RegularFile.isFolder(current.path) else {
    throw FileAccessError.other("\(current.path) is a file, not a folder a file can be written in")
  }
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return missing
}

/// Why a file operation failed, in words: Foundation's failure reason when it has one, else its description.
package func fileFailureReason(_ error: any Error) -> String {
  if let error = error as? FileAccessError { return error.description }
  if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
    return String(cString: strerror(posix.code.rawValue)).lowercased()
  }
  return (error as NSError).localizedFailureReason ?? error.localizedDescription
}
