import DocumentTestCases
import Foundation
import Testing

/// Each error kind through the real `layout-diagram` executable: the whole document is rejected with
/// `FILE:LINE:COLUMN: error: MESSAGE` on standard error, exit status 2, nothing on standard output and no
/// file written.
struct ExecutableErrorTests {
  @Test(arguments: ErrorCase.all)
  func framesRejectsBadDocument(_ errorCase: ErrorCase) throws {
    let outcome = try ExecutableRunner.run(["frames", "doc.yaml"], files: ["doc.yaml": errorCase.yaml])
    #expect(outcome.status == 2)
    #expect(
      outcome.standardError.hasPrefix("doc.yaml:\(errorCase.line):\(errorCase.column): error: "),
      "\(outcome.standardError)")
    #expect(outcome.standardError.contains(errorCase.message), "\(outcome.standardError)")
    #expect(outcome.standardError.split(separator: "\n").count == 1, "one line: \(outcome.standardError)")
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func benchRejectsBadDocumentToo() throws {
    let outcome = try ExecutableRunner.run(
      ["bench", "doc.yaml", "--iterations", "2"], files: ["doc.yaml": "root:\n  box: {sise: [1, 2]}\n"])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.hasPrefix("doc.yaml:2:9: error: unknown key 'sise' in box"))
    #expect(outcome.standardError.contains("did you mean 'size'?"))
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func missingFileIsBadInput() throws {
    let outcome = try ExecutableRunner.run(["frames", "nowhere.yaml"])
    #expect(outcome.status == 2)
    #expect(outcome.standardError == "nowhere.yaml:1:1: error: cannot read the document: no such file\n")
    #expect(outcome.standardOutput.isEmpty)
  }

  @Test func invalidUTF8IsReportedWhereItStarts() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("utf8-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("bad.yaml")
    try Data("root:\n  text: {string: \"ab".utf8 + [0xFF, 0xFE] + "\"}\n".utf8).write(to: file)
    let outcome = try ExecutableRunner.run(["frames", file.path])
    #expect(outcome.status == 2)
    #expect(outcome.standardError == "\(file.path):2:21: error: the document is not valid UTF-8 text\n")
  }

  @Test func usageErrorsExitWithStatus2() throws {
    let missingArgument = try ExecutableRunner.run(["frames"])
    #expect(missingArgument.status == 2)
    #expect(missingArgument.standardError.contains("Missing expected argument '<document>'"))
    let unknownCommand = try ExecutableRunner.run(["frame", "x.yaml"])
    #expect(unknownCommand.status == 2)
    let badIterations = try ExecutableRunner.run(
      ["bench", "doc.yaml", "--iterations", "0"], files: ["doc.yaml": "root: {box: {}}\n"])
    #expect(badIterations.status == 2)
    #expect(badIterations.standardError.contains("--iterations must be a whole number from 1 to 1000, not 0"))
  }
}
