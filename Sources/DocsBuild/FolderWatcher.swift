import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Waits for files to change in a set of folders, through the kernel's notifications (inotify), not by
/// polling: `waitForChanges` sleeps until something is written, moved, created or deleted there.
public final class FolderWatcher {
  private let descriptor: Int32
  private var watched: Set<String> = []
  /// The folder of each watch, by its descriptor, so that a watch the kernel dropped (its folder was
  /// deleted) is forgotten and can be made again when the folder comes back.
  private var folders: [Int32: String] = [:]

  /// A watcher of no folder yet.
  public init() throws(DocsError) {
    descriptor = inotify_init1(Int32(IN_CLOEXEC))
    guard descriptor >= 0 else {
      throw DocsError(file: ".", line: 1, column: 1, message: "cannot watch files: inotify_init1 failed")
    }
  }

  deinit {
    close(descriptor)
  }

  /// Starts watching `folder` (once; watching it again changes nothing).
  public func watch(_ folder: String) {
    // The folder of a file given without one is the current folder (an empty path names nothing).
    let path = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
    guard !watched.contains(path) else { return }
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_DELETE_SELF)
    let watch = inotify_add_watch(descriptor, path, mask)
    guard watch >= 0 else { return }
    watched.insert(path)
    folders[watch] = path
  }

  /// Sleeps until something changes in a watched folder, then waits `settle` seconds more for the rest of
  /// a burst of changes (an editor's save is several); returns the names of the files that changed, or
  /// `nil` when `shouldStop` says so (checked when a signal interrupts the wait, and every second).
  public func waitForChanges(settle: TimeInterval = 0.15, shouldStop: () -> Bool) -> Set<String>? {
    var names: Set<String> = []
    var deadline: Date?
    while true {
      if shouldStop() { return nil }
      let timeout: Int32 = deadline.map { Int32(max(0, $0.timeIntervalSinceNow) * 1000) } ?? 1000
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, timeout)
      if ready > 0 {
        names.formUnion(readEvents())
        if deadline == nil { deadline = Date().addingTimeInterval(settle) }
      } else if ready == 0, let deadline, deadline.timeIntervalSinceNow <= 0 {
        return names
      }
    }
  }

  /// The file names of the events waiting to be read.
  private func readEvents() -> Set<String> {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return [] }
    var names: Set<String> = []
    var offset = 0
    let header = MemoryLayout<inotify_event>.size
    while offset + header <= count {
      let (watch, mask, length) = buffer.withUnsafeBytes { raw in
        (
          raw.load(fromByteOffset: offset, as: Int32.self),
          raw.load(fromByteOffset: offset + 4, as: UInt32.self),
          Int(raw.load(fromByteOffset: offset + 12, as: UInt32.self))
        )
      }
      guard offset + header + length <= count else { break }
      if mask & UInt32(IN_IGNORED) != 0, let folder = folders.removeValue(forKey: watch) {
        // The folder went away: forget its watch, and report it, so that the build says what is missing.
        watched.remove(folder)
        names.insert((folder as NSString).lastPathComponent)
      }
      if length > 0 {
        let bytes = buffer[(offset + header)..<(offset + header + length)].prefix { $0 != 0 }
        names.insert(String(decoding: bytes, as: UTF8.self))
      }
      offset += header + length
    }
    return names
  }
}
