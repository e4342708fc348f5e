import Foundation
import CairoSupport

/// Writes rendered images whole: into a temporary file beside the destination, then renamed over it, so a
/// reader never sees a partial image.
public enum ImageFile {
  /// Writes `data` to `url`, creating the folder when needed.
  public static func write(_ data: Data, to url: URL) throws(RenderError) {
    do {
      try writeWholeFile(data, to: url)
    } catch {
      throw .writeFailed(path: url.path, reason: fileFailureReason(error))
    }
  }
}
