import Foundation
import ImageDiff
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Findings of a hostile probe of the executable, each kept fixed: nothing written by a run that fails,
/// no output over an image a document draws, no document read through a link out of its folder, no answer
/// that tells whether a file outside the image root exists, FIFOs where cases or references should be are
/// bad input, and a bounded number of benchmark iterations.
struct ExecutableProbeTests {
  static let box = "root: {box: {size: [10, 10]}}\n"

  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test(arguments: ["-->", "--!>"])
  func aRewriteThatCannotBeMadeWritesNoImage(end: String) throws {
    let guide = "```layout name=g\nroot: {name: '\(end)', box: {size: [2, 2]}}\n```\n"
    let outcome = try ExecutableRunner.run(["docs", "guide.md", "--rewrite"], files: ["guide.md": guide])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("contains '\(end)' and cannot be kept in an HTML comment"))
    #expect(outcome.createdFiles.isEmpty)
  }

  /// A rewrite that cannot be written (a file size limit stands in for a full disk) leaves no image: the
  /// Markdown is written with the images, all or none.
  @Test func aRewriteThatFailsToBeWrittenLeavesNoImage() throws {
    let guide =
      "```layout name=a\nstyle: plain\nroot: {fill: red, box: {size: [4, 4]}}\n```\n\n"
      + String(repeating: "prose ", count: 12_000) + "\n"
    let work = try Self.folder()
    defer { try? FileManager.default.removeItem(at: work) }
    try guide.write(to: work.appendingPathComponent("g.md"), atomically: true, encoding: .utf8)
    let outcome = try ExecutableRunner.run(
      ["-c", "ulimit -f 70; exec \"$0\" docs g.md --rewrite", ExecutableRunner.executable.path],
      in: work, executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(outcome.status == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["g.md"])
    #expect(try String(contentsOf: work.appendingPathComponent("g.md"), encoding: .utf8) == guide)
  }

  @Test func renderMayNotReplaceAnImageItsDocumentDraws() throws {
    let png = try Bitmap(width: 2, height: 2, fill: .white).pngData()
    let outcome = try ExecutableRunner.run(
      ["render", "i.yaml", "-o", "z/../red.png"],
      files: ["i.yaml": "root: {image: {path: red.png}}\n", "z/keep": ""], binaryFiles: ["red.png": png])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("is an image a document draws"))
  }

  @Test func aDocumentLinkedFromOutsideTheFolderIsNotRead() throws {
    let work = try Self.folder()
    let outside = try Self.folder()
    defer {
      try? FileManager.default.removeItem(at: work)
      try? FileManager.default.removeItem(at: outside)
    }
    try "secret: line\n".write(
      to: outside.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: work.appendingPathComponent("Fixtures"), withIntermediateDirectories: true)
    try Self.box.write(to: work.appendingPathComponent("Fixtures/a.yaml"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: work.appendingPathComponent("Fixtures/p.yaml"),
      withDestinationURL: outside.appendingPathComponent("secret.txt"))
    let outcome = try ExecutableRunner.run(["check", "Fixtures"], in: work)
    #expect(!outcome.standardError.contains("secret") && !outcome.standardOutput.contains("secret"))
    // Refused by name, not passed over: a check of fewer documents than the folder shows would pass.
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("Fixtures/p.yaml is a link to a file outside Fixtures"))
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("Output").path))
  }

  @Test func theImageRootSaysTheSameWhetherAFileOutsideIsThereOrNot() throws {
    let outside = try Self.folder()
    defer { try? FileManager.default.removeItem(at: outside) }
    try Bitmap(width: 2, height: 2, fill: .white).pngData().write(to: outside.appendingPathComponent("x.png"))
    var messages: [String] = []
    for name in ["x.png", "missing.png"] {
      let guide =
        "```layout name=a\nroot: {image: {path: \(outside.appendingPathComponent(name).path)}}\n```\n"
      let outcome = try ExecutableRunner.run(
        ["docs", "guide.md", "-o", "images"], files: ["guide.md": guide])
      #expect(outcome.status == 2)
      messages.append(outcome.standardError.replacingOccurrences(of: name, with: "NAME"))
    }
    for message in messages {
      #expect(message.contains("leads outside") && !message.contains("no such file"), "\(message)")
    }
  }

  @Test func aFIFOWhereAReferenceShouldBeIsBadInput() throws {
    let work = try Self.folder()
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(
      at: work.appendingPathComponent("F"), withIntermediateDirectories: true)
    try Self.box.write(to: work.appendingPathComponent("F/a.yaml"), atomically: true, encoding: .utf8)
    #expect(mkfifo(work.appendingPathComponent("F/a.png").path, 0o644) == 0)
    let outcome = try ExecutableRunner.run(["check", "F"], in: work)
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("a FIFO"))
  }

  @Test func aFIFOWhereAConformanceCaseShouldBeIsBadInput() throws {
    let work = try Self.folder()
    defer { try? FileManager.default.removeItem(at: work) }
    #expect(mkfifo(work.appendingPathComponent("f.yaml").path, 0o644) == 0)
    let outcome = try ExecutableRunner.run(["conformance", work.path], in: work)
    #expect(outcome.status == 2)
    // Placed at its file, as a bad document is.
    #expect(
      outcome.standardError.hasPrefix(
        "\(work.appendingPathComponent("f.yaml").path):1:1: error: cannot read the case: "),
      "\(outcome.standardError)")
  }

  @Test func aHiddenFileAnotherRunLeftIsNotACase() throws {
    var files = try ExecutableConformanceTests.cases()
    let (name, text) = try #require(files.first { $0.key.hasSuffix(".yaml") })
    let folder = (name as NSString).deletingLastPathComponent
    files["\(folder)/.conformance-0C4F2A8E.yaml"] = text
    let outcome = try ExecutableRunner.run(["conformance", "cases"], files: files)
    #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
    #expect(outcome.standardOutput.hasPrefix("2/2 cases passed"))
  }

  @Test func benchIterationsAreBounded() throws {
    let outcome = try ExecutableRunner.run(
      ["bench", "a.yaml", "--iterations", "100000000"], files: ["a.yaml": Self.box])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("from 1 to 1000"))
  }
}
