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
    guard descriptor >= 0 else {
      // Arguments are read as UTF-8, an invalid byte replaced: such a name names no file any more.
      if errno == ENOENT, path.contains("\u{FFFD}") {
        throw .other("the file name is not valid UTF-8, which this tool cannot open; rename the file")
      }
      throw FileAccessError(errno: errno)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileAccessError(errno: errno) }
    if let kind = FileKind(mode: status.st_mode), kind != .regular { throw .notRegularFile(kind) }
    let size = Int(status.st_size)
    guard size <= limit else { throw .tooLarge(bytes: size, limit: limit) }
    // A file the system generates (`/proc/self/status`) says it holds nothing: it is read to its end,
    // within the limit.
    if size == 0 { return try readToEnd(descriptor, limit: limit) }
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

  /// The bytes of an open file read until its end, failing past `limit`.
  private static func readToEnd(_ descriptor: Int32, limit: Int) throws(FileAccessError) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = systemRead(descriptor, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        // A FIFO opened without blocking and with no writer has nothing to read yet; it is not regular, so
        // it never gets here.
        throw FileAccessError(errno: errno)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
      guard data.count <= limit else { throw .tooLarge(bytes: data.count, limit: limit) }
    }
  }

  /// What is at `url` without following a final symbolic link, or `nil` when nothing is.
  public static func kind(at url: URL) -> FileKind? {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return nil }
    return FileKind(mode: status.st_mode) ?? .other
  }

  /// The first folder between `root` (excluded) and `file` (excluded) that is a symbolic link, if any: a
  /// tool that makes the folders under its output root writes through none it did not make, since a link
  /// there (one a pull request adds to a checked-in output folder) sends its files elsewhere.
  public static func firstLinkedFolder(under root: URL, to file: URL) -> URL? {
    let rootPath = root.standardizedFileURL.path
    let parent = file.deletingLastPathComponent().standardizedFileURL
    guard parent.path.hasPrefix(rootPath + "/") else { return nil }
    let steps = parent.path.dropFirst(rootPath.count + 1).split(separator: "/")
    var current = URL(fileURLWithPath: rootPath, isDirectory: true)
    for step in steps {
      current = current.appendingPathComponent(String(step), isDirectory: true)
      if kind(at: current) == .symbolicLink { return current }
    }
    return nil
  }

  /// Whether `path` names a folder, following symbolic links (a link to a folder is one).
  public static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// Fails unless `url` is free or holds a regular file that may be replaced: the check before writing
  /// an output over it. A file with other hard links is refused too: a file is replaced by renaming a new
  /// one over it, which would leave the other links holding the old bytes, silently separated from it.
  public static func checkReplaceable(_ url: URL) throws(FileAccessError) {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return }
    let kind = FileKind(mode: status.st_mode) ?? .other
    guard kind == .regular else { throw .notRegularFile(kind) }
    if status.st_nlink > 1 { throw .hardLinked(links: Int(status.st_nlink)) }
  }

  /// The file `url` names, following symbolic links, as the system tells files apart (its device and
  /// inode); `nil` when nothing is there.
  public static func identity(of url: URL) -> FileIdentity? {
    var status = stat()
    guard stat(url.path, &status) == 0 else { return nil }
    return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }

  /// The first of `outputs` that is one of `inputs` or another output: the same file however it is
  /// spelled (`./a.png`, `a.png`, a symbolic link or a hard link to it), or, for files not there yet, the same
  /// path once the folders' links are resolved. A command checks its outputs with it before writing
  /// anything, so that no output replaces what the command reads or what another output writes.
  public static func firstClash(outputs: [URL], inputs: [URL]) -> OutputClash? {
    func key(_ url: URL) -> String {
      if let identity = identity(of: url) { return "\(identity.device):\(identity.inode)" }
      let folder = url.deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL
      return folder.appendingPathComponent(url.lastPathComponent).path
    }
    let inputKeys = Dictionary(inputs.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
    var outputKeys: [String: URL] = [:]
    for output in outputs {
      let outputKey = key(output)
      if let input = inputKeys[outputKey] { return .input(output: output, input: input) }
      if let other = outputKeys[outputKey] { return .otherOutput(output: output, other: other) }
      outputKeys[outputKey] = output
    }
    return nil
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}

/// A file as the system tells files apart: the device it is on and its inode there.
public struct FileIdentity: Hashable, Sendable {
  public let device: UInt64
  public let inode: UInt64
}

/// An output that would replace something a command must keep.
public enum OutputClash: Hashable, Sendable, CustomStringConvertible {
  /// The output is one of the command's inputs.
  case input(output: URL, input: URL)
  /// Two outputs are one file.
  case otherOutput(output: URL, other: URL)

  public var description: String {
    switch self {
    case .input(let output, let input):
      output.path == input.path
        ? "\(output.path) is one of the inputs; choose another output"
        : "\(output.path) is \(input.path), one of the inputs; choose another output"
    case .otherOutput(let output, let other):
      "\(other.path) and \(output.path) are one file; give each output its own"
    }
  }
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
  case hardLinked(links: Int)
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
    case .hardLinked(let links):
      "a file with \(links) hard links, which replacing it would separate (the others would keep the old bytes)"
    case .other(let reason): reason
    }
  }
}
