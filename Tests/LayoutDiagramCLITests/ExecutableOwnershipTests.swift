import Foundation
import ImageDiff
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The executable writes only what it owns: never over one of its inputs, never two outputs to one file,
/// never through a default output folder that is a link elsewhere, never over an image a manifest merely
/// names, and a batch that fails partway leaves nothing behind.
struct ExecutableOwnershipTests {
  static let box = "root: {name: box, fill: \"#90caf9\", box: {size: [40, 20]}}\n"

  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ownership-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func checkReportsMayNotReplaceADocument() throws {
    let outcome = try ExecutableRunner.run(
      ["check", "F", "--junit", "F/box.yaml"], files: ["F/box.yaml": Self.box])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("F/box.yaml is one of the inputs"))
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func checkReportsMayNotShareAFile() throws {
    let outcome = try ExecutableRunner.run(
      ["check", "F", "--junit", "r.out", "--json", "./r.out"], files: ["F/box.yaml": Self.box])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("are one file"))
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func diffMayNotReplaceAnImageItCompares() throws {
    var image = Bitmap(width: 4, height: 4, fill: .white)
    let original = try image.pngData()
    image.fill(PixelRect(x: 1, y: 1, width: 2, height: 2), with: .opaque(0xF4511E))
    let outcome = try ExecutableRunner.run(
      ["diff", "a.png", "b.png", "-o", "a.png"],
      binaryFiles: ["a.png": original, "b.png": try image.pngData()])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("a.png is one of the inputs"))
  }

  @Test func aDefaultOutputFolderThatIsALinkIsNotFollowed() throws {
    let work = try Self.folder()
    let elsewhere = try Self.folder()
    defer {
      try? FileManager.default.removeItem(at: work)
      try? FileManager.default.removeItem(at: elsewhere)
    }
    try Self.box.write(to: work.appendingPathComponent("box.yaml"), atomically: true, encoding: .utf8)
    try Data("keep".utf8).write(to: elsewhere.appendingPathComponent("box.png"))
    try FileManager.default.createSymbolicLink(
      at: work.appendingPathComponent("Output"), withDestinationURL: elsewhere)
    let rendered = try ExecutableRunner.run(["render", "box.yaml"], in: work)
    #expect(rendered.status == 2)
    #expect(rendered.standardError.contains("Output is a symbolic link"))
    let checked = try ExecutableRunner.run(["check", "."], in: work)
    #expect(checked.status == 2)
    #expect(try Data(contentsOf: elsewhere.appendingPathComponent("box.png")) == Data("keep".utf8))
  }

  @Test func aManifestDoesNotMakeAUsersImageTheTools() throws {
    let manifest = #"{"README.png": {"hash": "0", "images": []}}"#
    let outcome = try ExecutableRunner.run(
      ["docs", "guide.md", "-o", "."],
      files: [
        "guide.md": "```layout name=README\n\(Self.box)```\n", "README.png": "the user's own image",
        ".layout-diagrams.json": manifest,
      ])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("is not the image layout-diagram wrote there"))
  }

  @Test func anImageTheToolWroteIsReplacedWhenItsBlockChanges() throws {
    let work = try Self.folder()
    defer { try? FileManager.default.removeItem(at: work) }
    let guide = work.appendingPathComponent("guide.md")
    try "```layout name=box\n\(Self.box)```\n".write(to: guide, atomically: true, encoding: .utf8)
    let arguments = ["docs", "guide.md", "--appearances", "light", "--scales", "1"]
    #expect(try ExecutableRunner.run(arguments, in: work).status == 0)
    let wider = Self.box.replacingOccurrences(of: "[40, 20]", with: "[60, 20]")
    try "```layout name=box\n\(wider)```\n".write(to: guide, atomically: true, encoding: .utf8)
    let again = try ExecutableRunner.run(arguments, in: work)
    #expect(again.status == 0, "\(again.standardError)")
    // Edited by hand since: no longer the tool's, whether its block changed or not.
    try Data("edited".utf8).write(to: work.appendingPathComponent("box.png"))
    let unchanged = try ExecutableRunner.run(arguments, in: work)
    #expect(unchanged.status == 2)
    #expect(unchanged.standardError.contains("is not the image layout-diagram wrote there"))
    try "```layout name=box\n\(Self.box)```\n".write(to: guide, atomically: true, encoding: .utf8)
    let edited = try ExecutableRunner.run(arguments, in: work)
    #expect(edited.status == 2)
    #expect(try Data(contentsOf: work.appendingPathComponent("box.png")) == Data("edited".utf8))
  }

  @Test func aManifestThatCannotBeWrittenStopsTheBuildBeforeAnyImage() throws {
    let outcome = try ExecutableRunner.run(
      ["docs", "guide.md", "-o", "images"],
      files: ["guide.md": "```layout name=box\n\(Self.box)```\n", "images/.layout-diagrams.json/x": ""])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("no image is written into"))
    #expect(!outcome.createdFiles.contains { $0.hasSuffix(".png") })
  }

  @Test func aManifestThatDoesNotReadAsOneIsNotReplaced() throws {
    let work = try Self.folder()
    defer { try? FileManager.default.removeItem(at: work) }
    let images = work.appendingPathComponent("images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    try "```layout name=box\n\(Self.box)```\n".write(
      to: work.appendingPathComponent("guide.md"), atomically: true, encoding: .utf8)
    let manifest = images.appendingPathComponent(".layout-diagrams.json")
    try "notes\n".write(to: manifest, atomically: true, encoding: .utf8)
    let outcome = try ExecutableRunner.run(["docs", "guide.md", "-o", "images"], in: work)
    #expect(outcome.status == 2)
    #expect(
      outcome.standardError.contains(
        "images/.layout-diagrams.json is not a manifest layout-diagram wrote (it does not read as one); move it away"
      ))
    #expect(try FileManager.default.contentsOfDirectory(atPath: images.path) == [".layout-diagrams.json"])
    #expect(try String(contentsOf: manifest, encoding: .utf8) == "notes\n")
    // Nor one larger than any manifest the tool writes, however it reads.
    let large = Data(
      "{\"x.png\": {\"hash\": \"\(String(repeating: "0", count: 4 << 20))\", \"images\": []}}".utf8)
    try large.write(to: manifest)
    let refused = try ExecutableRunner.run(["docs", "guide.md", "-o", "images"], in: work)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("more than the limit of 4194304"), "\(refused.standardError)")
    #expect(try Data(contentsOf: manifest) == large)
  }

  @Test func checkNeverReplacesAnImageADocumentDraws() throws {
    let work = try Self.folder()
    defer { try? FileManager.default.removeItem(at: work) }
    let fixtures = work.appendingPathComponent("F")
    try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    // The document's reference would be x.png, the very image it draws.
    try "style: plain\nroot: {image: {path: x.png}}\n".write(
      to: fixtures.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    let image = try Bitmap(width: 8, height: 6, fill: .white).pngData()
    try image.write(to: fixtures.appendingPathComponent("x.png"))
    for arguments in [["check", "F", "--record"], ["check", "F", "--output", "F"]] {
      let outcome = try ExecutableRunner.run(arguments, in: work)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.standardError.contains("F/x.png"), "\(outcome.standardError)")
      #expect(try Data(contentsOf: fixtures.appendingPathComponent("x.png")) == image)
    }
    let recorded = try ExecutableRunner.run(["check", "F", "--record"], in: work)
    #expect(recorded.standardError.contains("x.png is an image a checked document draws"))
  }

  /// A batch where a file cannot be written leaves none of the others: a full disk is stood in for by a
  /// file size limit of 512 bytes, which the second image passes.
  @Test func aBatchRenderThatFailsPartwayWritesNothing() throws {
    let work = try Self.folder()
    defer { try? FileManager.default.removeItem(at: work) }
    try Self.box.write(to: work.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    let large = "root: {name: photo, fill: \"#90caf9\", box: {size: [400, 300]}}\n"
    try large.write(to: work.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
    let limited = try ExecutableRunner.run(
      [
        "-c", "ulimit -f 1; exec \"$0\" render a.yaml b.yaml -o out --format svg --scale 4",
        ExecutableRunner.executable.path,
      ],
      in: work, executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(limited.status == 1 || limited.status == 2, "\(limited.standardError)")
    #expect(limited.standardError.contains("nothing was written"))
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("out").path))
  }
}
