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
}
