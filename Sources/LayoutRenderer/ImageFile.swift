import Foundation
import CairoSupport

/// Writes rendered images whole: into a temporary file beside the destination, then renamed over it, so a
/// reader never sees a partial image.
public enum ImageFile {
  /// Writes every file or none (`writeWholeFiles`): the batch commands' outputs.
  public static func writeAll(_ files: [(url: URL, data: Data)]) throws(RenderError) {
    do {
      try writeWholeFiles(files)
    } catch {
      throw .writeFailed(path: error.url.path, reason: error.reason + "; nothing was written")
    }
  }

  /// Writes `data` to `url`, creating the folder when needed.
  public static func write(_ data: Data, to url: URL) throws(RenderError) {
    do {
      try writeWholeFile(data, to: url)
    } catch {
      throw .writeFailed(path: url.path, reason: fileFailureReason(error))
    }
  }
}
