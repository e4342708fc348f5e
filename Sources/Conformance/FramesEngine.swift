import DocumentRendering
import Foundation
import LayoutDocument

/// Something that lays a layout document out and answers with the contract's frames JSON: this engine, or
/// any program that answers `COMMAND frames DOC`.
public protocol FramesEngine: Sendable {
  /// The frames JSON of the document `text`, which stands for the file at `document` (its folder is where
  /// relative paths in it resolve).
  func frames(ofDocument text: String, at document: URL) throws -> Data
}

/// This package's engine, in process: what `layout-diagram frames` prints.
public struct InProcessEngine: FramesEngine {
  /// The engine.
  public init() {}

  public func frames(ofDocument text: String, at document: URL) throws -> Data {
    let layoutDocument = try DiagramDocument(
      yaml: text, file: document.path, baseDirectory: document.deletingLastPathComponent(),
      measurer: PangoContentMeasurer())
    return Data(FramesReport(document: layoutDocument, layout: try layoutDocument.checkedLayout()).json.utf8)
  }
}

/// Another program: `COMMAND frames FILE` run by the shell, bounded (`BoundedProcess`): each run has
/// `timeout` seconds and at most `outputLimit` bytes of frames JSON (4 MB unless set: a case's frames are a
/// few KB, and frames JSON takes about 80 times its size to read). The document is written to a
/// temporary folder of the system's, never into the user's case folder, beside links to every file and
/// folder of the case's folder, so that its relative paths still resolve; the folder is removed after the
/// run.
public struct CommandEngine: FramesEngine {
  /// The command, as a shell would read it (`"swift run my-port"`, `./port.sh`).
  public let command: String
  /// Seconds a run may take.
  public let timeout: Double
  /// The most frames JSON a run may print.
  public let outputLimit: Int

  /// The most frames JSON a run may print unless set.
  public static let defaultOutputLimit = 4 << 20

  /// An engine run as `command frames FILE`.
  public init(command: String, timeout: Double = 60, outputLimit: Int = defaultOutputLimit) {
    self.command = command
    self.timeout = timeout
    self.outputLimit = outputLimit
  }

  /// The signal that asked this process to stop while engines ran, if one did: the runs in progress are
  /// ended and their temporary files removed; the caller then ends as the signal asks.
  public static var stopSignal: Int32? { RunningGroups.shared.stopSignal }

  /// Makes sure the folder each run is written in can be made under `TMPDIR`, before any run: a `TMPDIR`
  /// that is a file, or not writable, is one error for the whole command, not a failure of every case.
  public static func checkTemporaryFolder() throws(ConformanceError) {
    let folder = try makeRunFolder()
    try? FileManager.default.removeItem(at: folder)
  }

  /// A new folder for one run under `TMPDIR`.
  private static func makeRunFolder() throws(ConformanceError) -> URL {
    let temporary = FileManager.default.temporaryDirectory
    let folder = temporary.appendingPathComponent(
      "layout-diagram-conformance-\(UUID().uuidString)", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .noTemporaryFolder(path: temporary.path, why: Self.reason(error))
    }
    return folder
  }

  public func frames(ofDocument text: String, at document: URL) throws -> Data {
    if let signal = Self.stopSignal { throw ConformanceError.interrupted(signal: signal) }
    let folder = try Self.makeRunFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let caseFolder = document.deletingLastPathComponent()
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: caseFolder.path)) ?? []
    where entry != document.lastPathComponent {
      try? FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(entry), withDestinationURL: caseFolder.appendingPathComponent(entry)
      )
    }
    let file = folder.appendingPathComponent(document.lastPathComponent)
    try Data(text.utf8).write(to: file)
    let outcome = try BoundedProcess(
      arguments: ["/bin/sh", "-c", "\(command) frames \"$0\"", file.path], timeout: timeout,
      outputLimit: outputLimit, errorLimit: 64 << 10
    ).run()
    switch outcome.stopped {
    case .interrupted(let signal)?: throw ConformanceError.interrupted(signal: signal)
    case .timedOut(let seconds)?: throw ConformanceError.engineTimedOut(seconds: seconds)
    case .tooMuchOutput(let limit)?: throw ConformanceError.engineOutputTooLarge(limit: limit)
    case nil: break
    }
    guard outcome.status == 0 else {
      throw ConformanceError.engineFailed(
        status: outcome.status, message: String(decoding: outcome.error, as: UTF8.self))
    }
    return outcome.output
  }

  /// Why a file operation failed, in words.
  private static func reason(_ error: any Error) -> String {
    if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
      return String(cString: strerror(posix.code.rawValue)).lowercased()
    }
    return (error as NSError).localizedFailureReason ?? error.localizedDescription
  }
}
