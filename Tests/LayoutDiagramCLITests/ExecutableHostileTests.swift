import Foundation
import ImageDiff
import Testing

/// Outputs the tool does not own are never written over, and a run that cannot write one output writes
/// none: through the real executable, as a careless user or a hostile pull request would run it.
struct ExecutableHostileTests {
  static let box = "root: {name: box, fill: \"#90caf9\", box: {size: [40, 20]}}\n"

  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hostile-cli-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func guide(_ blocks: [(name: String, source: String)]) -> String {
    "# Guide\n\n" + blocks.map { "```layout name=\($0.name)\n\($0.source)```\n" }.joined(separator: "\n")
  }

  @Test func renderingToADeviceIsRefusedAndTheDeviceStays() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "a.yaml", "-o", "/dev/null"], files: ["a.yaml": Self.box])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("/dev/null is a character device, not a regular file"))
    var status = stat()
    #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func aFolderInTheWayOfOneImageWritesNone() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "a.yaml", "b.yaml", "-o", "out"],
      files: ["a.yaml": Self.box, "b.yaml": Self.box, "out/b.png/keep": ""])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("out/b.png is a folder, not a regular file"))
    #expect(!outcome.createdFiles.contains("out/a.png"))
  }

  /// `png` with its IDAT chunk's data cut short by `bytes` (its CRC left stale: the data is refused first).
  static func cutShort(_ png: Data, by bytes: Int) -> Data {
    var bytesOut = [UInt8](png.prefix(8))
    var offset = 8
    let all = [UInt8](png)
    while offset + 12 <= all.count {
      let length = all[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = Array(all[(offset + 4)..<(offset + 8)])
      var data = Array(all[(offset + 8)..<(offset + 8 + length)])
      if type == Array("IDAT".utf8) { data.removeLast(bytes) }
      bytesOut += withUnsafeBytes(of: UInt32(data.count).bigEndian) { Array($0) } + type + data
      bytesOut += all[(offset + 8 + length)..<(offset + 12 + length)]
      offset += 12 + length
    }
    return Data(bytesOut)
  }

  @Test func anImageWhoseDataIsCutShortIsAnErrorOfItsLeafNotABlankImage() throws {
    let honest = try Bitmap(width: 40, height: 20, fill: .white).pngData()
    let document =
      "root:\n  stack:\n    children:\n      - {box: {size: [5, 5]}}\n      - {image: {path: cut.png}}\n"
    let outcome = try ExecutableRunner.run(
      ["render", "a.yaml", "-o", "a.png"], files: ["a.yaml": document],
      binaryFiles: ["cut.png": Self.cutShort(honest, by: 6)])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("a.yaml:5:9: error: root.stack.children[1]: cannot render: "))
    #expect(outcome.standardError.contains("the PNG's pixel data is cut short"))
    #expect(!outcome.createdFiles.contains("a.png"))
    // Laying it out needs only the header.
    let frames = try ExecutableRunner.run(
      ["frames", "a.yaml"], files: ["a.yaml": document],
      binaryFiles: ["cut.png": Self.cutShort(honest, by: 6)])
    #expect(frames.status == 0)
    #expect(frames.standardOutput.contains("\"width\": 40, \"height\": 20"))
  }

  @Test func anImageWithABadChecksumIsAnErrorOfItsLeafNotABlankImage() throws {
    // The last byte of the IDAT chunk's CRC changed: the data inflates whole, the decoder refuses it.
    var bytes = [UInt8](try Bitmap(width: 40, height: 20, fill: .white).pngData())
    let iend = bytes.count - 12
    bytes[iend - 1] ^= 0xFF
    let document =
      "root:\n  stack:\n    children:\n      - {box: {size: [5, 5]}}\n      - {image: {path: crc.png}}\n"
    let outcome = try ExecutableRunner.run(
      ["render", "a.yaml", "-o", "a.png"], files: ["a.yaml": document], binaryFiles: ["crc.png": Data(bytes)])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("a.yaml:5:9: error: root.stack.children[1]: cannot render: "))
    #expect(outcome.standardError.contains("the PNG data is damaged or cut short"))
    #expect(!outcome.createdFiles.contains("a.png"))
  }

  @Test func noArgumentsIsAUsageError() throws {
    let outcome = try ExecutableRunner.run([])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("USAGE: layout-diagram <subcommand>"))
  }

  @Test func aScaleBeyondTheBudgetIsAUsageError() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "a.yaml", "--scale", "1e-300", "-o", "a.png"], files: ["a.yaml": Self.box])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("--scale 1e-300 is invalid: it must be a number from 0.01 to 100"))
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func docsNeverOverwritesAFileItDidNotWrite() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let handMade = Data("a hand-made logo".utf8)
    try handMade.write(to: folder.appendingPathComponent("logo.png"))
    try Self.guide([("card", Self.box), ("logo", Self.box)]).write(
      to: folder.appendingPathComponent("guide.md"), atomically: true, encoding: .utf8)
    let outcome = try ExecutableRunner.run([
      "docs", folder.appendingPathComponent("guide.md").path, "--appearances", "light", "--scales", "1",
    ])
    #expect(outcome.status == 2)
    // Placed at the block's opening fence, the second block's (line 7).
    #expect(outcome.standardError.contains("guide.md:7:1: error: "))
    #expect(outcome.standardError.contains("logo.png exists and was not written by layout-diagram"))
    #expect(try Data(contentsOf: folder.appendingPathComponent("logo.png")) == handMade)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("card.png").path))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".layout-diagrams.json").path))
  }

  @Test func aNameTooLongForAFileIsAnErrorAtItsBlockAndNothingIsWritten() throws {
    let name = String(repeating: "n", count: 245)
    let outcome = try ExecutableRunner.run(
      ["docs", "guide.md", "-o", "images"],
      files: ["guide.md": Self.guide([("good", Self.box), (name, Self.box)])])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("guide.md:7:1: error: the layout name is 245 bytes long"))
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func namesThatDifferOnlyByCaseCollide() throws {
    let outcome = try ExecutableRunner.run(
      ["docs", "guide.md", "-o", "images"],
      files: ["guide.md": Self.guide([("Logo", Self.box), ("logo", Self.box)])])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("the layout name 'logo' differs from 'Logo' only by case"))
    #expect(outcome.createdFiles.isEmpty)
  }

  /// A Markdown file reached through a symbolic link may be anywhere (another checkout, the user's home):
  /// a rewrite refuses it before any image is written, and the file it names keeps its text.
  @Test func rewriteRefusesASymbolicLinkAndWritesNothing() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = folder.appendingPathComponent("real.md")
    let link = folder.appendingPathComponent("guide.md")
    let text = Self.guide([("good", Self.box)])
    try text.write(to: real, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    let images = folder.appendingPathComponent("images")
    let outcome = try ExecutableRunner.run([
      "docs", link.path, "-o", images.path, "--appearances", "light", "--scales", "1", "--rewrite",
    ])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("cannot rewrite: a symbolic link"))
    #expect(try String(contentsOf: real, encoding: .utf8) == text)
    #expect(!FileManager.default.fileExists(atPath: images.path))
  }

  /// Replacing a hard-linked file by rename would leave the other link with the old text, silently.
  @Test func rewriteRefusesAHardLinkedFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let guide = folder.appendingPathComponent("guide.md")
    let other = folder.appendingPathComponent("other.md")
    let text = Self.guide([("good", Self.box)])
    try text.write(to: guide, atomically: true, encoding: .utf8)
    #expect(link(guide.path, other.path) == 0)
    let outcome = try ExecutableRunner.run([
      "docs", guide.path, "-o", folder.appendingPathComponent("images").path, "--appearances", "light",
      "--scales", "1", "--rewrite",
    ])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("2 hard links"))
    #expect(try String(contentsOf: other, encoding: .utf8) == text)
  }

  @Test func rewriteKeepsTheFilesMode() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let guide = folder.appendingPathComponent("guide.md")
    try Self.guide([("good", Self.box)]).write(to: guide, atomically: true, encoding: .utf8)
    #expect(chmod(guide.path, 0o640) == 0)
    let outcome = try ExecutableRunner.run([
      "docs", guide.path, "-o", folder.appendingPathComponent("images").path, "--appearances", "light",
      "--scales", "1", "--rewrite",
    ])
    #expect(outcome.status == 0)
    #expect(try String(contentsOf: guide, encoding: .utf8).contains("![good](images/good.png)"))
    var status = stat()
    #expect(stat(guide.path, &status) == 0 && status.st_mode & 0o777 == 0o640)
  }

  @Test func rewriteLeavesAReadOnlyFileAlone() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let guide = folder.appendingPathComponent("guide.md")
    let text = Self.guide([("good", Self.box)])
    try text.write(to: guide, atomically: true, encoding: .utf8)
    #expect(chmod(guide.path, 0o444) == 0)
    let outcome = try ExecutableRunner.run([
      "docs", guide.path, "-o", folder.appendingPathComponent("images").path, "--appearances", "light",
      "--scales", "1", "--rewrite",
    ])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("cannot rewrite: the file is read-only"))
    #expect(try String(contentsOf: guide, encoding: .utf8) == text)
  }

  @Test func aRelativeDocCCatalogPathFindsItsResources() throws {
    let outcome = try ExecutableRunner.run(
      ["docs", "Kit.docc", "--appearances", "light", "--scales", "1"],
      files: ["Kit.docc/Resources/badge.yaml": Self.box, "Kit.docc/Kit.md": "# Kit\n"])
    #expect(outcome.status == 0)
    #expect(outcome.createdFiles.contains("Kit.docc/Resources/badge.png"))
  }

  @Test func anImageLeafThatIsAFIFODoesNotHangTheRender() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o600) == 0)
    try "root: {image: {path: pipe.png}}\n".write(
      to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    let outcome = try ExecutableRunner.run([
      "render", folder.appendingPathComponent("a.yaml").path, "-o",
      folder.appendingPathComponent("a.png").path,
    ])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("a FIFO (named pipe), not a regular file"))
  }
}

/// Two documents whose images differ only by case would be one file on a case-insensitive disk.
struct ExecutableCaseCollisionTests {
  @Test func outputsThatDifferOnlyByCaseCollide() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "card.yaml", "Card.yaml", "-o", "out"],
      files: ["card.yaml": ExecutableHostileTests.box, "Card.yaml": ExecutableHostileTests.box])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("would both write"))
    #expect(outcome.createdFiles.isEmpty)
  }

  /// A DocC catalog's `Resources/` that is a symbolic link (as a pull request may add) is not written
  /// through: the images would land wherever it points.
  @Test func docsWritesNotThroughALinkedResourcesFolder() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("linked-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let outside = work.appendingPathComponent("outside")
    let catalog = work.appendingPathComponent("repo/Kit.docc")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: catalog.appendingPathComponent("Resources").path, withDestinationPath: "../../outside")
    try "```layout name=g\nroot: {box: {size: [20, 10]}}\n```\n".write(
      to: catalog.appendingPathComponent("Art.md"), atomically: true, encoding: .utf8)
    let outcome = try ExecutableRunner.run(
      ["docs", "."], in: work.appendingPathComponent("repo"))
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("Resources is a symbolic link"), "\(outcome.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
  }

  /// `check --junit` onto a render the check writes for a mismatch would replace it: refused, nothing
  /// written.
  @Test func checkReportsMayNotReplaceTheChecksOwnRenders() throws {
    let recorded = try ExecutableRunner.run(
      ["check", "F", "--record"], files: ["F/a.yaml": "root: {box: {size: [10, 10]}}\n"])
    #expect(recorded.status == 0, "\(recorded.standardError)")
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(
      at: work.appendingPathComponent("F"), withIntermediateDirectories: true)
    for (name, data) in recorded.contents where name.hasPrefix("F/") {
      try data.write(to: work.appendingPathComponent(name))
    }
    try "root: {box: {size: [12, 10]}}\n".write(
      to: work.appendingPathComponent("F/a.yaml"), atomically: true, encoding: .utf8)
    let outcome = try ExecutableRunner.run(["check", "F", "--junit", "Output/a.png"], in: work)
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("are one file"), "\(outcome.standardError)")
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("Output").path))
  }
}

/// `check` writes only what it owns: not through a linked folder it would otherwise have made under its
/// output, and no report over an image a checked document draws.
struct CheckOwnershipTests {
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("own-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aLinkedFolderUnderTheOutputIsNotWrittenThrough() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixtures = folder.appendingPathComponent("F/s0")
    try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    try "style: plain\nroot: {fill: red, box: {size: [4, 4]}}\n".write(
      to: fixtures.appendingPathComponent("deep.yaml"), atomically: true, encoding: .utf8)
    let elsewhere = folder.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let precious = Data("precious".utf8)
    try precious.write(to: elsewhere.appendingPathComponent("deep.png"))
    let output = folder.appendingPathComponent("Output")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: output.appendingPathComponent("s0"), withDestinationURL: elsewhere)
    let outcome = try ExecutableRunner.run(
      ["check", folder.appendingPathComponent("F").path, "--output", output.path])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("s0 is a symbolic link; "), "\(outcome.standardError)")
    #expect(try Data(contentsOf: elsewhere.appendingPathComponent("deep.png")) == precious)
    #expect(!FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("deep.svg").path))
  }

  @Test func aReportIsNotWrittenOverAnImageADocumentDraws() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixtures = folder.appendingPathComponent("Fixtures")
    try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    let png = try Bitmap(width: 2, height: 2, fill: .white).pngData()
    try png.write(to: fixtures.appendingPathComponent("photo.png"))
    try "style: plain\nroot: {image: {path: photo.png}}\n".write(
      to: fixtures.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    let outcome = try ExecutableRunner.run(["check", "--json", "Fixtures/photo.png"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("photo.png"), "\(outcome.standardError)")
    #expect(try Data(contentsOf: fixtures.appendingPathComponent("photo.png")) == png)
  }

}
