import Foundation
import Testing

/// What the executable prints is shown, never obeyed: a control character in a name it echoes reaches the
/// terminal escaped, whichever command echoes it.
struct ExecutableMessagesTests {
  static let box = "root: {box: {size: [10, 10]}}\n"

  @Test func progressLinesEscapeAFileNamesControlCharacters() throws {
    let name = "a\u{1B}[2Jb.yaml"
    var files = [name: Self.box]
    for index in 1...4 { files["x\(index).yaml"] = Self.box }
    let outcome = try ExecutableRunner.run(["render"] + files.keys.sorted() + ["-o", "out"], files: files)
    #expect(outcome.status == 0)
    #expect(outcome.standardError.contains("a\\u{1B}[2Jb.yaml"))
    #expect(!outcome.standardError.contains("\u{1B}"))
  }

  @Test func docsBlockNamesAreEscapedWhereTheyArePrinted() throws {
    let guide = "```layout name=a\u{7}b\n\(Self.box)```\n"
    let outcome = try ExecutableRunner.run(["docs", "guide.md", "-o", "images"], files: ["guide.md": guide])
    #expect(!outcome.standardOutput.contains("\u{7}") && !outcome.standardError.contains("\u{7}"))
  }

  @Test func aRepeatedScaleOrAppearanceIsAUsageError() throws {
    let guide = "```layout name=a\n\(Self.box)```\n"
    for arguments in [["--scales", "1,1"], ["--appearances", "dark,dark"]] {
      let outcome = try ExecutableRunner.run(
        ["docs", "guide.md", "-o", "images"] + arguments, files: ["guide.md": guide])
      #expect(outcome.status == 2)
      #expect(outcome.createdFiles.isEmpty)
    }
  }

  /// A number is named as it was written: a huge one is neither echoed whole nor shown as infinity.
  @Test(arguments: [
    ("scale: 1e7\nroot: {box: {size: [10, 10]}}\n", "scale 1e7 is outside"),
    (
      "constrainedSize: {min: [2000000, 0], max: [2000000, 0]}\nroot: {box: {}}\n",
      "number 2000000 is beyond ±1000000"
    ),
    (
      "root: {box: {size: [" + String(repeating: "9", count: 100_000) + ", 10]}}\n",
      "(100000 characters) is too large"
    ),
  ])
  func numbersAreNamedAsWritten(_ document: String, _ expected: String) throws {
    let outcome = try ExecutableRunner.run(["frames", "a.yaml"], files: ["a.yaml": document])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains(expected), "\(outcome.standardError.prefix(300))")
    #expect(outcome.standardError.utf8.count < 1_000)
    #expect(!outcome.standardError.contains("inf"))
  }

  @Test func aFileWhereAFolderMustBeIsNamed() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "a.yaml", "-o", "a.yaml/x.png"], files: ["a.yaml": Self.box])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("a.yaml is a file, not a folder"))
  }

  @Test func aFileTheSystemMakesIsReadToItsEnd() throws {
    let outcome = try ExecutableRunner.run(["frames", "/proc/self/status"])
    #expect(outcome.status == 2)
    #expect(!outcome.standardError.contains("the document is empty"))
    #expect(outcome.standardError.contains("unknown key 'Name'"))
  }

  @Test func aLoopOfLinksIsNotAMissingImage() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("loop-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createSymbolicLink(
      atPath: work.appendingPathComponent("one").path, withDestinationPath: "two")
    try FileManager.default.createSymbolicLink(
      atPath: work.appendingPathComponent("two").path, withDestinationPath: "one")
    try "root: {image: {path: one}}\n".write(
      to: work.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    let outcome = try ExecutableRunner.run(["frames", "a.yaml"], in: work)
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("too many levels of symbolic links"))
  }

  @Test func aNameThatIsNotUTF8IsSaidToBeSo() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("utf8-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    // The name is made through the shell, byte for byte, and the executable is given it the same way.
    let outcome = try ExecutableRunner.run(
      [
        "-c",
        "printf 'root: {box: {size: [1, 1]}}\\n' > \"$(printf 'bad\\377.yaml')\"; exec \"$0\" frames \"$(printf 'bad\\377.yaml')\"",
        ExecutableRunner.executable.path,
      ],
      in: work, executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("not valid UTF-8"))
  }
}
