import Foundation
import RenderTestSupport

/// One of the project's independent validators (`scripts/validate-*.py`), run on a file written from
/// `contents`: its exit status and what it printed.
enum ExternalValidator {
  static func run(_ script: String, on contents: String, fileExtension: String) throws -> (
    status: Int32, output: String
  ) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "validate-\(UUID().uuidString).\(fileExtension)")
    try Data(contents.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", FixturePaths.packageRoot.appendingPathComponent("scripts/\(script)").path, file.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }
}
