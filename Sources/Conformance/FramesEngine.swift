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

/// Another program: `COMMAND frames FILE` run by the shell, with the document written to a temporary
/// file beside the case's (so that its relative paths still resolve), removed afterwards.
public struct CommandEngine: FramesEngine {
  /// The command, as a shell would read it (`"swift run my-port"`, `./port.sh`).
  public let command: String

  /// An engine run as `command frames FILE`.
  public init(command: String) {
    self.command = command
  }

  public func frames(ofDocument text: String, at document: URL) throws -> Data {
    let file = document.deletingLastPathComponent()
      .appendingPathComponent(".conformance-\(UUID().uuidString).yaml")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\(command) frames \"$0\"", file.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ConformanceError.engineFailed(
        status: process.terminationStatus, message: String(decoding: message, as: UTF8.self))
    }
    return data
  }
}
