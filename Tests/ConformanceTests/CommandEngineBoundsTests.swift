import Foundation
import Testing

@testable import Conformance

/// Another engine runs bounded: its time, its output and the processes it starts end with its run, both
/// of its pipes are drained, and nothing is written beside the user's cases.
struct CommandEngineBoundsTests {
  /// A folder with one case document, and an engine script in it made of `body`.
  private func setUp(_ body: String) throws -> (folder: URL, document: URL, engine: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "engine-bounds-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let document = folder.appendingPathComponent("case.yaml")
    try "root: {box: {size: [10, 10]}}\n".write(to: document, atomically: true, encoding: .utf8)
    let script = folder.appendingPathComponent("engine.sh")
    try "#!/bin/sh\n\(body)\n".write(to: script, atomically: true, encoding: .utf8)
    #expect(chmod(script.path, 0o755) == 0)
    // Run through sh rather than executed: a script another test's child still holds open (a descriptor it
    // inherited while the file was written) cannot be executed ("text file busy"), but can be read.
    return (folder, document, "sh \(script.path)")
  }

  private func processes(named marker: String) -> Int {
    let pipe = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
    process.arguments = ["-f", marker]
    process.standardOutput = pipe
    try? process.run()
    let found = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: found, as: UTF8.self).split(separator: "\n").count
  }

  @Test func anEngineThatNeverAnswersIsEndedAtItsTimeout() throws {
    let (folder, document, engine) = try setUp("sleep 4321")
    defer { try? FileManager.default.removeItem(at: folder) }
    let started = Date()
    #expect(throws: ConformanceError.engineTimedOut(seconds: 0.5)) {
      try CommandEngine(command: engine, timeout: 0.5).frames(ofDocument: "root: {}", at: document)
    }
    #expect(Date().timeIntervalSince(started) < 3)
    #expect(processes(named: "sleep 4321") == 0)
  }

  @Test func aBackgroundChildHoldingTheOutputDoesNotHoldTheRun() throws {
    let (folder, document, engine) = try setUp("(sleep 4322) &\necho '{}'")
    defer { try? FileManager.default.removeItem(at: folder) }
    let started = Date()
    let data = try CommandEngine(command: engine, timeout: 20).frames(ofDocument: "root: {}", at: document)
    #expect(String(decoding: data, as: UTF8.self) == "{}\n")
    #expect(Date().timeIntervalSince(started) < 3)
    #expect(processes(named: "sleep 4322") == 0)
  }

  @Test func aChildInASessionOfItsOwnIsEndedWithTheRun() throws {
    let (folder, document, engine) = try setUp(
      "setsid sh -c 'sleep 4325' </dev/null >/dev/null 2>&1 &\necho '{}'")
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = try CommandEngine(command: engine, timeout: 20).frames(ofDocument: "root: {}", at: document)
    #expect(String(decoding: data, as: UTF8.self) == "{}\n")
    Thread.sleep(forTimeInterval: 0.2)
    #expect(processes(named: "sleep 4325") == 0)
  }

  @Test func bothPipesAreDrained() throws {
    let (folder, document, engine) = try setUp(
      "head -c 300000 /dev/zero | tr '\\0' x >&2\necho '{\"ok\": true}'")
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = try CommandEngine(command: engine, timeout: 20).frames(ofDocument: "root: {}", at: document)
    #expect(String(decoding: data, as: UTF8.self) == "{\"ok\": true}\n")
  }

  @Test func outputPastTheLimitEndsTheRun() throws {
    let (folder, document, engine) = try setUp("head -c 5000000 /dev/zero")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: ConformanceError.engineOutputTooLarge(limit: 100_000)) {
      try CommandEngine(command: engine, timeout: 20, outputLimit: 100_000).frames(
        ofDocument: "root: {}", at: document)
    }
  }

  @Test func theDocumentIsWrittenOutsideTheCaseFolderAndItsRelativePathsResolve() throws {
    // The engine prints the folder it was given the document in, and the case's image through the
    // document's folder.
    let (folder, document, engine) = try setUp("dirname \"$2\"; cat \"$(dirname \"$2\")/image.txt\"")
    defer { try? FileManager.default.removeItem(at: folder) }
    try "beside the case".write(
      to: folder.appendingPathComponent("image.txt"), atomically: true, encoding: .utf8)
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let data = try CommandEngine(command: engine).frames(ofDocument: "root: {}", at: document)
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(!lines[0].hasPrefix(folder.path))
    #expect(lines.last == "beside the case")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
  }

  @Test func anEnginesControlCharactersAreEscapedInItsMessage() throws {
    let (folder, document, engine) = try setUp("printf 'bad\\033[2J' >&2; exit 3")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      _ = try CommandEngine(command: engine).frames(ofDocument: "root: {}", at: document)
      Issue.record("the engine's failure was not reported")
    } catch {
      let message = "\(error)"
      #expect(message.contains("status 3"))
      #expect(!message.contains("\u{1B}"))
    }
  }
}
