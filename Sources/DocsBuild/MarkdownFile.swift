import CairoSupport
import Foundation
import InputLimits

#if canImport(Glibc)
  import Glibc
#endif

/// Replacing a Markdown file the user owns (`docs --rewrite`): the file a symbolic link names is rewritten
/// and the link kept, the file's mode and owner are kept, and a read-only file is left alone.
public enum MarkdownFile {
  public static func replace(_ path: String, with data: Data) throws(DocsError) {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    var status = stat()
    guard stat(target.path, &status) == 0 else {
      throw DocsError(file: path, line: 1, column: 1, message: "cannot rewrite: no such file")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw DocsError(file: path, line: 1, column: 1, message: "cannot rewrite: not a regular file")
    }
    // The mode bits, not access(2): root may write any file, but a file marked read-only is not ours to
    // change.
    guard status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0 else {
      throw DocsError(file: path, line: 1, column: 1, message: "cannot rewrite: the file is read-only")
    }
    do {
      try writeWholeFile(data, to: target)
      // The new file is the writer's; give it back the old one's mode and, where allowed, its owner.
      _ = chmod(target.path, status.st_mode & 0o7777)
      _ = chown(target.path, status.st_uid, status.st_gid)
    } catch {
      throw DocsError(file: path, line: 1, column: 1, message: "cannot rewrite: \(fileFailureReason(error))")
    }
  }
}
