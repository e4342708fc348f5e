import Foundation
import RenderTestSupport
import Testing

/// `layout-diagram conformance`, run as a user runs it: against this engine, and against a deliberately
/// wrong one (this engine wrapped in a script that shifts the last frame it prints).
@Suite struct ExecutableConformanceTests {
  /// Two cases of the suite, copied into the run's working directory.
  static func cases() throws -> [String: String] {
    var files: [String: String] = [:]
    for name in [
      "ASInsetLayoutSpecSnapshotTests/testInsetsWithFixedSize_10_10_10_10",
      "ASStackLayoutSpecSnapshotTests/testFlexWithUnequalIntrinsicSizes_underflow",
    ] {
      for suffix in [".yaml", ".frames.json"] {
        let url = FixturePaths.packageRoot.appendingPathComponent("Conformance/\(name)\(suffix)")
        files["cases/\(name)\(suffix)"] = try String(contentsOf: url, encoding: .utf8)
      }
    }
    return files
  }

  @Test func thisEnginePassesEveryCaseInEveryVariant() throws {
    let outcome = try ExecutableRunner.run(["conformance", "cases"], files: try Self.cases())
    #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
    #expect(
      outcome.standardOutput
        == "2/2 cases passed in every variant (7 runs: 2 as written, 2 scale 1, 2 scale 3, 1 horizontalReverse)\n"
    )
  }

  @Test func aWrongEngineFailsWithAReadableReport() throws {
    var files = try Self.cases()
    // The last line of the frames JSON holds the last element: its x moves to 99.
    files["shifted.sh"] = """
      "\(ExecutableRunner.executable.path)" "$@" | sed '$ s/"x": [0-9.]*/"x": 99/'
      """
    let outcome = try ExecutableRunner.run(
      ["conformance", "cases", "--engine", "sh shifted.sh"], files: files)
    #expect(outcome.status == 1)
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "FAIL ASInsetLayoutSpecSnapshotTests/testInsetsWithFixedSize_10_10_10_10 [as written]: "
        + "background › inset › box foreground: x expected 10, got 99", "\(outcome.standardOutput)")
    #expect(
      lines.last
        == "0/2 cases passed in every variant (7 runs: 2 as written, 2 scale 1, 2 scale 3, 1 horizontalReverse)"
    )
    #expect(lines.count == 8, "one line per failing run (all 7) and the summary")
  }
}

/// Asked to stop while another engine runs, `conformance` ends the engine and removes its temporary files
/// before it ends as the signal asks; an empty `--engine` is a usage error.
struct ConformanceInterruptTests {
  /// A new folder holding the two cases under `cases/`, named from `prefix`.
  static func folderWithCases(_ prefix: String) throws -> URL {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    for (name, text) in try ExecutableConformanceTests.cases() {
      let file = work.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    return work
  }

  @Test func anInterruptedRunLeavesNoTemporaryFolder() throws {
    let work = try Self.folderWithCases("interrupt")
    let temporary = work.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let process = Process()
    process.executableURL = ExecutableRunner.executable
    process.arguments = ["conformance", "cases", "--engine", "sleep 4326; true", "--timeout", "5"]
    process.currentDirectoryURL = work
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: 0.8)
    #expect(try !FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
  }

  @Test func anEmptyEngineIsAUsageError() throws {
    let outcome = try ExecutableRunner.run(
      ["conformance", "cases", "--engine", "  "], files: try ExecutableConformanceTests.cases())
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("--engine names no command"))
  }

  @Test func aTemporaryFolderThatCannotBeMadeIsOneErrorBeforeAnyRun() throws {
    let work = try Self.folderWithCases("tmpdir")
    defer { try? FileManager.default.removeItem(at: work) }
    let notAFolder = work.appendingPathComponent("file")
    try Data("x".utf8).write(to: notAFolder)
    let process = Process()
    process.executableURL = ExecutableRunner.executable
    process.arguments = ["conformance", "cases", "--engine", "true"]
    process.currentDirectoryURL = work
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": notAFolder.path]) { $1 }
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(
      text
        == "error: cannot make a temporary folder in \(notAFolder.path) (TMPDIR) for the engine's runs: not a directory\n"
    )
  }
}
