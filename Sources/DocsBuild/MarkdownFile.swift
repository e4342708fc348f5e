import CairoSupport
import Foundation
import InputLimits

#if canImport(Glibc)
  import Glibc
#endif

/// Replacing a Markdown file the user owns (`docs --rewrite`): only the regular file named, never one a
/// symbolic link leads to (it may be outside the tree the build was given, in another checkout or the
/// user's home) nor one with other hard links (replacing it would separate them); the file's mode and
/// owner are kept, and a read-only file is left alone.
public enum MarkdownFile {
  /// Fails unless `path` may be rewritten: checked for every file before a build writes anything.
  public static func checkRewritable(_ path: String) throws(DocsError) {
    _ = try rewritableStatus(path)
  }

  /// The mode and owner of a file a rewrite may replace, checked as `checkRewritable(_:)` checks it: given
  /// back to the new file once it is written (`restore(_:to:)`).
  public static func ownership(of path: String) throws(DocsError) -> (
    mode: mode_t, owner: uid_t, group: gid_t
  ) {
    let status = try rewritableStatus(path)
    return (status.st_mode & 0o7777, status.st_uid, status.st_gid)
  }

  /// Gives a rewritten file back its old mode and, where allowed, its owner.
  public static func restore(_ path: String, to ownership: (mode: mode_t, owner: uid_t, group: gid_t)) {
    _ = chmod(path, ownership.mode)
    _ = chown(path, ownership.owner, ownership.group)
  }

  public static func replace(_ path: String, with data: Data) throws(DocsError) {
    let target = URL(fileURLWithPath: path)
    let status = try rewritableStatus(path)
    do {
      try writeWholeFile(data, to: target)
      // The new file is the writer's; give it back the old one's mode and, where allowed, its owner.
      _ = chmod(target.path, status.st_mode & 0o7777)
      _ = chown(target.path, status.st_uid, status.st_gid)
    } catch {
      throw DocsError(file: path, line: 1, column: 1, message: "cannot rewrite: \(fileFailureReason(error))")
    }
  }

  private static func rewritableStatus(_ path: String) throws(DocsError) -> stat {
    let target = URL(fileURLWithPath: path)
    var status = stat()
    guard lstat(target.path, &status) == 0 else {
      throw DocsError(file: path, line: 1, column: 1, message: "cannot rewrite: no such file")
    }
    guard status.st_mode & S_IFMT != S_IFLNK else {
      throw DocsError(
        file: path, line: 1, column: 1,
        message: "cannot rewrite: a symbolic link (rewrite the file it names by its own path)")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw DocsError(file: path, line: 1, column: 1, message: "cannot rewrite: not a regular file")
    }
    guard status.st_nlink == 1 else {
      throw DocsError(
        file: path, line: 1, column: 1,
        message: "cannot rewrite: the file has \(status.st_nlink) hard links, which rewriting would separate")
    }
    // The mode bits, not access(2): root may write any file, but a file marked read-only is not ours to
    // change.
    guard status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0 else {
      throw DocsError(file: path, line: 1, column: 1, message: "cannot rewrite: the file is read-only")
    }
    return status
  }
}
