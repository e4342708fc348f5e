import FixtureCheck
import Foundation
import ImageDiff
import LayoutDocument
import LayoutRenderer
import RenderTestSupport
import Testing

/// The check on scratch folders: finding documents, comparing both formats, the lines it prints, the
/// artifacts it writes and the references it records.
struct FixtureCheckTests {
  /// A scratch folder holding `docs/card.yaml` with both references recorded.
  func recordedCard() throws -> ScratchFolder {
    let scratch = ScratchFolder()
    try scratch.writeDocument(at: "docs/card.yaml")
    try scratch.write(try ScratchFolder.render(as: .png), at: "docs/card.png")
    try scratch.write(try ScratchFolder.render(as: .svg), at: "docs/card.svg")
    return scratch
  }

  @Test func matchingReferencesWriteNothing() throws {
    let scratch = try recordedCard()
    let report = try scratch.check().run()
    #expect(report.allMatch)
    #expect(report.mismatchLines.isEmpty)
    #expect(report.summary == "1 document checked: 1 matches, 0 differ")
    try report.writeArtifacts()
    #expect(!scratch.exists("out"))
  }

  @Test func onePixelChangedInTheReferenceIsAMismatch() throws {
    let scratch = try recordedCard()
    let reference = try Bitmap(png: try #require(scratch.contents("docs/card.png")))
    try scratch.write(try reference.changingOnePixel(x: 3, y: 7).pngData(), at: "docs/card.png")
    let check = try scratch.check()
    let report = try check.run()
    #expect(!report.allMatch)
    #expect(report.documents.map(\.status) == [.differs])
    #expect(
      report.mismatchLines == [
        "\(scratch.path("docs/card.yaml")): card.png: 1 pixel differs, in 1×1 at (3, 7); wrote "
          + "\(scratch.path("out/card.png")) and \(scratch.path("out/card.diff.png"))"
      ])
    #expect(report.summary == "1 document checked: 0 match, 1 differs")
    try report.writeArtifacts()
    #expect(scratch.contents("out/card.png") == (try ScratchFolder.render(as: .png)))
    let diff = try Bitmap(png: try #require(scratch.contents("out/card.diff.png")))
    #expect(diff[3, 7] == ReferenceComparison.exactPixels.differenceColor)
    #expect(diff[0, 0] != ReferenceComparison.exactPixels.differenceColor)
    #expect(!scratch.exists("out/card.svg"), "the SVG matches")
  }

  @Test func anSVGThatDiffersSaysWhereAndWritesTheRender() throws {
    let scratch = try recordedCard()
    var svg = String(decoding: try #require(scratch.contents("docs/card.svg")), as: UTF8.self)
    let lineCount = svg.split(separator: "\n", omittingEmptySubsequences: false).count
    svg = svg.replacingOccurrences(of: "<svg", with: "<!-- changed -->\n<svg")
    try scratch.write(Data(svg.utf8), at: "docs/card.svg")
    let report = try scratch.check().run()
    #expect(
      report.mismatchLines == [
        "\(scratch.path("docs/card.yaml")): card.svg: differs from line 2 (of \(lineCount); the reference "
          + "has \(lineCount + 1)); wrote \(scratch.path("out/card.svg"))"
      ])
    try report.writeArtifacts()
    #expect(scratch.contents("out/card.svg") == (try ScratchFolder.render(as: .svg)))
    #expect(!scratch.exists("out/card.png"))
    #expect(!scratch.exists("out/card.diff.png"))
  }

  @Test func onlyTheReferencesThatExistAreCompared() throws {
    let scratch = ScratchFolder()
    try scratch.writeDocument(at: "docs/card.yaml")
    try scratch.write(try ScratchFolder.render(as: .svg), at: "docs/card.svg")
    let report = try scratch.check().run()
    #expect(report.allMatch)
    #expect(report.documents.first?.comparisons.map(\.format) == [.svg])
  }

  @Test func aReferenceThatIsNotAPNGDiffers() throws {
    let scratch = try recordedCard()
    try scratch.write(Data("not an image".utf8), at: "docs/card.png")
    let report = try scratch.check().run()
    #expect(report.documents.map(\.status) == [.differs])
    #expect(report.mismatchLines.first?.contains("card.png: the reference cannot be read: ") == true)
    #expect(report.mismatchLines.first?.hasSuffix("wrote \(scratch.path("out/card.png"))") == true)
  }

  @Test func aDocumentWithoutReferencesIsAMismatchAndRecordWritesBoth() throws {
    let scratch = ScratchFolder()
    try scratch.writeDocument(at: "docs/specs/deep/card.yaml")
    let report = try scratch.check(keepsFrames: true).run()
    #expect(report.documents.map(\.status) == [.missingReference])
    #expect(
      report.mismatchLines == [
        "\(scratch.path("docs/specs/deep/card.yaml")): no reference image (card.png or card.svg); wrote "
          + "\(scratch.path("out/specs/deep/card.png")) and \(scratch.path("out/specs/deep/card.svg"))"
      ])
    #expect(report.summary == "1 document checked: 0 match, 0 differ, 1 without a reference")
    try report.writeArtifacts()
    #expect(scratch.exists("out/specs/deep/card.png"))
    #expect(scratch.exists("out/specs/deep/card.svg"))

    #expect(
      try report.recordReferences() == [
        "\(scratch.path("docs/specs/deep/card.yaml")): recorded card.png, card.svg and card.frames.json"
      ])
    #expect(report.recordSummary == "1 document checked: 1 recorded, 0 unchanged")
    #expect(scratch.contents("docs/specs/deep/card.png") == (try ScratchFolder.render(as: .png)))
    #expect(try scratch.check().run().allMatch)
  }

  @Test func recordLeavesMatchingReferencesAlone() throws {
    let scratch = try recordedCard()
    let svg = try #require(scratch.contents("docs/card.svg"))
    try scratch.write(Data("stale".utf8), at: "docs/card.png")
    let report = try scratch.check(keepsFrames: true).run()
    #expect(
      try report.recordReferences() == [
        "\(scratch.path("docs/card.yaml")): recorded card.png and card.frames.json"
      ])
    #expect(scratch.contents("docs/card.png") == (try ScratchFolder.render(as: .png)))
    #expect(scratch.contents("docs/card.svg") == svg)
  }

  @Test func documentsAreFoundRecursivelyInOrderSkippingHiddenAndOtherFiles() throws {
    let scratch = ScratchFolder()
    for path in ["docs/b.yaml", "docs/a/z.yaml", "docs/a.yaml", "docs/.hidden/h.yaml", "docs/c.json"] {
      try scratch.writeDocument(at: path)
    }
    try FileManager.default.createDirectory(
      atPath: scratch.path("docs/folder.yaml"), withIntermediateDirectories: true)
    let check = try scratch.check()
    #expect(check.documents.map(\.stem) == ["a", "a/z", "b"])
    #expect(
      check.documents.map(\.path) == ["a.yaml", "a/z.yaml", "b.yaml"].map { scratch.path("docs/\($0)") })
  }

  @Test func folderPathsAreShownAsGiven() throws {
    let scratch = ScratchFolder()
    try scratch.writeDocument(at: "docs/card.yaml")
    let folder = scratch.path("docs") + "/"
    let check = try FixtureCheck(folders: [folder], output: "Output/")
    #expect(check.documents.map(\.path) == [folder + "card.yaml"])
    #expect(check.artifact(of: check.documents[0], ".diff.png").path == "Output/card.diff.png")
  }

  @Test func aDocumentThatCannotBeReadEndsTheCheck() throws {
    let scratch = ScratchFolder()
    try scratch.writeDocument(at: "docs/a.yaml")
    try scratch.writeDocument("root:\n  box: {size: [1, -2]}\n", at: "docs/bad.yaml")
    #expect {
      try scratch.check().run()
    } throws: { error in
      (error as? DocumentError)?.description.hasPrefix("\(scratch.path("docs/bad.yaml")):2:19: error:")
        == true
    }
  }

  /// A folder where a reference should be is bad input, said at its path; a damaged reference is a
  /// difference.
  @Test func aReferenceThatIsNotAFileIsAnErrorAtItsPath() throws {
    let scratch = try recordedCard()
    try FileManager.default.removeItem(atPath: scratch.path("docs/card.svg"))
    try FileManager.default.createDirectory(
      atPath: scratch.path("docs/card.svg"), withIntermediateDirectories: false)
    #expect(throws: FixtureCheckError.referenceNotAFile(scratch.path("docs/card.svg"), kind: .directory)) {
      try scratch.check().run()
    }
  }

  @Test func badFoldersAndOutputsAreRejected() throws {
    let scratch = ScratchFolder()
    try scratch.writeDocument(at: "docs/card.yaml")
    try scratch.writeDocument(at: "more/card.yaml")
    try scratch.write(Data(), at: "empty/notes.txt")
    #expect(throws: FixtureCheckError.noSuchFolder(scratch.path("nothing"))) {
      try scratch.check(["nothing"])
    }
    #expect(throws: FixtureCheckError.notAFolder(scratch.path("docs/card.yaml"))) {
      try scratch.check(["docs/card.yaml"])
    }
    #expect(throws: FixtureCheckError.noDocuments([scratch.path("empty")])) { try scratch.check(["empty"]) }
    #expect(throws: FixtureCheckError.outputIsAFile(scratch.path("docs/card.yaml"))) {
      try scratch.check(output: "docs/card.yaml")
    }
    #expect(
      throws: FixtureCheckError.sameArtifacts(
        first: scratch.path("docs/card.yaml"), second: scratch.path("more/card.yaml"),
        artifact: scratch.path("out/card.png"))
    ) { try scratch.check(["docs", "more"]) }
    #expect(
      throws: FixtureCheckError.artifactReplacesInput(
        artifact: scratch.path("docs/card.png"), input: scratch.path("docs/card.png"))
    ) { try scratch.check(output: "docs") }
  }

  /// A document whose file name is not UTF-8 is said to be one, not passed over as if the folder were empty.
  @Test func aDocumentNamedInAnotherEncodingIsSaidToBeOne() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("latin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // `\xff.yaml`, written through the C call: Swift's file names are UTF-8 strings.
    let path =
      Array((folder.path + "/").utf8).map { CChar(bitPattern: $0) } + [CChar(bitPattern: 0xFF)]
      + Array(".yaml".utf8CString)
    let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
    #expect(descriptor >= 0)
    close(descriptor)
    #expect(throws: FixtureCheckError.nameNotUTF8(folder: folder.path, shown: "\u{FFFD}.yaml")) {
      _ = try FixtureCheck(folders: [folder.path], output: "Output/")
    }
  }
}
