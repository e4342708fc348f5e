import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and replacing files a run was handed but does not trust: only regular files are read (a FIFO
/// would block, a device never end, a folder fail deep inside Foundation) and only regular files are
/// replaced (renaming over `/dev/null` or a symbolic link would destroy what the path named).
public enum RegularFile {
  /// The bytes of the regular file at `url`, at most `limit` of them.
  public static func read(_ url: URL, limit: Int) throws(FileAccessError) -> Data {
    let path = url.path
    guard !path.isEmpty else { throw .noSuchFile }
    // Non-blocking, so that opening a FIFO with no writer returns at once instead of waiting for one.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileAccessError(errno: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileAccessError(errno: errno) }
    if let kind = FileKind(mode: status.st_mode), kind != .regular { throw .notRegularFile(kind) }
    let size = Int(status.st_size)
    guard size <= limit else { throw .tooLarge(bytes: size, limit: limit) }
    var data = Data(count: size)
    var total = 0
    while total < size {
      let count = data.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + total, size - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileAccessError(errno: errno)
      }
      if count == 0 { break }
      total += count
    }
    // A file that shrank while it was read keeps what was there.
    if total < size { data.removeSubrange(total...) }
    return data
  }

  /// What is at `url` without following a final symbolic link, or `nil` when nothing is.
  public static func kind(at url: URL) -> FileKind? {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return nil }
    return FileKind(mode: status.st_mode) ?? .other
  }

  /// Whether `path` names a folder, following symbolic links (a link to a folder is one).
  public static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// Fails unless `url` is free or holds a regular file that may be replaced: the check before writing
  /// an output over it.
  public static func checkReplaceable(_ url: URL) throws(FileAccessError) {
    guard let kind = kind(at: url), kind != .regular else { return }
    throw .notRegularFile(kind)
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}

/// What a path names.
public enum FileKind: Hashable, Sendable, CustomStringConvertible {
  case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, other

  init?(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: return nil
    }
  }

  /// The kind in words, with its article.
  public var description: String {
    switch self {
    case .regular: "a regular file"
    case .directory: "a folder"
    case .symbolicLink: "a symbolic link"
    case .fifo: "a FIFO (named pipe)"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .other: "a special file"
    }
  }
}

/// Why a file could not be read or replaced, in words a person can act on (no error domains or codes).
public enum FileAccessError: Error, Hashable, Sendable, CustomStringConvertible {
  case noSuchFile
  case permissionDenied
  case notRegularFile(FileKind)
  case tooLarge(bytes: Int, limit: Int)
  case other(String)

  init(errno code: Int32) {
    switch code {
    case ENOENT, ENOTDIR: self = .noSuchFile
    case EACCES, EPERM: self = .permissionDenied
    case EISDIR: self = .notRegularFile(.directory)
    default: self = .other(String(cString: strerror(code)).lowercased())
    }
  }

  public var description: String {
    switch self {
    case .noSuchFile: "no such file"
    case .permissionDenied: "permission denied"
    case .notRegularFile(let kind): "\(kind), not a regular file"
    case .tooLarge(let bytes, let limit): "\(bytes) bytes, more than the limit of \(limit)"
    case .other(let reason): reason
    }
  }
}
