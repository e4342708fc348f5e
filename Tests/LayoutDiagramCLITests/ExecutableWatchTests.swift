import Foundation
import Testing

/// Text a pipe's handler appends to while a test reads it.
final class TextBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""

  func append(_ data: Data) {
    lock.withLock { text += String(decoding: data, as: UTF8.self) }
  }

  var current: String { lock.withLock { text } }
}

/// `layout-diagram docs --watch` on a temporary folder: an edit is rendered, a bad edit keeps the last
/// good image and reports its error, and an interrupt stops the process cleanly.
struct ExecutableWatchTests {
  /// A running watcher, with what it has printed so far.
  final class Watcher: Sendable {
    let process = Process()
    let output = TextBuffer()
    let errors = TextBuffer()

    init(in directory: URL) throws {
      process.executableURL = ExecutableRunner.executable
      process.arguments = [
        "docs", "guide.md", "-o", "images", "--watch", "--appearances", "light", "--scales", "1",
      ]
      process.currentDirectoryURL = directory
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      out.fileHandleForReading.readabilityHandler = { [output] handle in output.append(handle.availableData) }
      err.fileHandleForReading.readabilityHandler = { [errors] handle in errors.append(handle.availableData) }
      try process.run()
    }

    /// Waits up to `seconds` for `condition` on what was printed.
    func waitFor(_ seconds: Double = 20, _ condition: (String, String) -> Bool) -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        if condition(output.current, errors.current) { return true }
        Thread.sleep(forTimeInterval: 0.05)
      }
      return false
    }
  }

  static func document(width: Int, extra: String = "") -> String {
    "# Guide\n\n```layout name=box\nroot: {name: box, fill: \"#90caf9\", box: {size: [\(width), 20]}\(extra)}\n```\n"
  }

  @Test func editsAreRenderedBadEditsKeepTheLastGoodImageAndInterruptStops() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let guide = directory.appendingPathComponent("guide.md")
    let image = directory.appendingPathComponent("images/box.png")
    try Self.document(width: 40).write(to: guide, atomically: true, encoding: .utf8)
    let watcher = try Watcher(in: directory)
    defer { if watcher.process.isRunning { watcher.process.terminate() } }
    #expect(watcher.waitFor { output, _ in output.contains("watching for changes") })
    let first = try Data(contentsOf: image)

    try Self.document(width: 80).write(to: guide, atomically: true, encoding: .utf8)
    #expect(watcher.waitFor { output, _ in output.contains("rendered box.png") })
    let edited = try Data(contentsOf: image)
    #expect(edited != first)

    try Self.document(width: 120, extra: ", color: red").write(to: guide, atomically: true, encoding: .utf8)
    #expect(watcher.waitFor { _, errors in errors.contains("guide.md:4:") && errors.contains("error:") })
    #expect(try Data(contentsOf: image) == edited)

    watcher.process.interrupt()
    watcher.process.waitUntilExit()
    #expect(watcher.process.terminationStatus == 0)
    #expect(watcher.waitFor(5) { output, _ in output.contains("stopped watching") })
  }
}

/// `docs --watch` on a one-letter relative folder that is deleted and made again: the watcher neither
/// traps on the folder's empty parent path nor goes quiet when the folder comes back.
struct ExecutableWatchFolderTests {
  @Test func aWatchedFolderDeletedAndMadeAgainIsBuiltAgain() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "watch-folder-\(UUID().uuidString)")
    let sources = directory.appendingPathComponent("d")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try ExecutableWatchTests.document(width: 40).write(
      to: sources.appendingPathComponent("guide.md"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = ExecutableRunner.executable
    process.arguments = ["docs", "d", "-o", "out", "--watch", "--appearances", "light", "--scales", "1"]
    process.currentDirectoryURL = directory
    let output = TextBuffer()
    let errors = TextBuffer()
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    out.fileHandleForReading.readabilityHandler = { handle in output.append(handle.availableData) }
    err.fileHandleForReading.readabilityHandler = { handle in errors.append(handle.availableData) }
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    func waitFor(_ condition: () -> Bool) -> Bool {
      let deadline = Date().addingTimeInterval(20)
      while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.05)
      }
      return false
    }
    #expect(waitFor { output.current.contains("watching for changes") })
    try FileManager.default.removeItem(at: sources)
    #expect(waitFor { errors.current.contains("d:1:1: error: no such file or folder") })
    #expect(process.isRunning)
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try ExecutableWatchTests.document(width: 80).write(
      to: sources.appendingPathComponent("guide.md"), atomically: true, encoding: .utf8)
    #expect(waitFor { output.current.contains("rendered box.png") })
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}
