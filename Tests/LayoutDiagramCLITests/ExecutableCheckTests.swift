import Foundation
import ImageDiff
import RenderTestSupport
import Testing

/// `layout-diagram check` through the real executable: a fixture and its references copied into a scratch
/// `Fixtures/`, checked as they are, with one pixel of the PNG reference changed, recorded again, without
/// references and malformed.
struct ExecutableCheckTests {
  /// A plain 10 × 5pt document.
  static let plain = "style: plain\nconstrainedSize: [10, 5]\nroot: {fill: red, box: {}}\n"

  /// `Fixtures/stack.yaml` with its references, as files for the runner's working directory.
  static func stackFixture(png: Data? = nil) throws -> [String: Data] {
    [
      "Fixtures/stack.yaml": try Data(contentsOf: FixturePaths.fixture("stack.yaml")),
      "Fixtures/stack.png": try png ?? Data(contentsOf: FixturePaths.fixture("stack.png")),
      "Fixtures/stack.svg": try Data(contentsOf: FixturePaths.fixture("stack.svg")),
    ]
  }

  /// The stack fixture's PNG reference with the red channel of the pixel at (30, 40) changed by one unit.
  static func stackWithOnePixelChanged() throws -> Data {
    try Bitmap(contentsOf: FixturePaths.fixture("stack.png")).changingOnePixel(x: 30, y: 40).pngData()
  }

  @Test func matchingReferencesExitZeroWithASummary() throws {
    let outcome = try ExecutableRunner.run(["check"], binaryFiles: try Self.stackFixture())
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput == "1 document checked: 1 matches, 0 differ\n")
    #expect(outcome.standardError.isEmpty)
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func onePixelChangedExitsOneAndWritesTheRenderAndTheDiff() throws {
    let outcome = try ExecutableRunner.run(
      ["check"], binaryFiles: try Self.stackFixture(png: try Self.stackWithOnePixelChanged()))
    #expect(outcome.status == 1, "\(outcome.standardError)")
    #expect(
      outcome.standardOutput == """
        Fixtures/stack.yaml: stack.png: 1 pixel differs, in 1×1 at (30, 40); wrote Output/stack.png and \
        Output/stack.diff.png
        1 document checked: 0 match, 1 differs

        """)
    #expect(outcome.createdFiles == ["Output", "Output/stack.diff.png", "Output/stack.png"])
    #expect(outcome.contents["Output/stack.png"] == (try Data(contentsOf: FixturePaths.fixture("stack.png"))))
    let diff = try Bitmap(png: try #require(outcome.contents["Output/stack.diff.png"]))
    #expect(diff[30, 40] == .opaque(0xFF0000))
    #expect(diff[31, 40] != .opaque(0xFF0000))
  }

  @Test func aThresholdOrAToleranceLetsOneChangedPixelMatch() throws {
    let files = try Self.stackFixture(png: try Self.stackWithOnePixelChanged())
    // One unit of red is far under a threshold of 0.01; one pixel is under any tolerance of a few pixels.
    for options in [["--threshold", "0.01"], ["--tolerance", "0.001"]] {
      let outcome = try ExecutableRunner.run(["check"] + options, binaryFiles: files)
      #expect(outcome.status == 0, "\(options): \(outcome.standardOutput)\(outcome.standardError)")
      #expect(outcome.standardOutput == "1 document checked: 1 matches, 0 differ\n")
      #expect(outcome.createdFiles.isEmpty)
    }
    let bad = try ExecutableRunner.run(["check", "--tolerance", "2"], binaryFiles: files)
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("--tolerance must be between 0 and 1, not 2.0"))
  }

  @Test func aFramesReferenceTellsALayoutChangeFromAChangeOfPixelsAlone() throws {
    var files = try Self.stackFixture(png: try Self.stackWithOnePixelChanged())
    files.removeValue(forKey: "Fixtures/stack.svg")
    let frames = try ExecutableRunner.run(["frames", "Fixtures/stack.yaml"], binaryFiles: files)
    files["Fixtures/stack.frames.json"] = Data(frames.standardOutput.utf8)
    let pixels = try ExecutableRunner.run(["check"], binaryFiles: files)
    #expect(pixels.status == 1)
    #expect(
      pixels.standardOutput.hasPrefix(
        "Fixtures/stack.yaml: stack.png: 1 pixel differs, in 1×1 at (30, 40); the layout is the same: the "
          + "pixels alone changed (fonts, anti-aliasing, a library); wrote"), "\(pixels.standardOutput)")
    // The same reference against a document whose first box is wider: the layout changed, and says where.
    let yaml = try #require(files["Fixtures/stack.yaml"].map { String(decoding: $0, as: UTF8.self) })
    files["Fixtures/stack.yaml"] = Data(yaml.replacingOccurrences(of: "40", with: "44").utf8)
    let layout = try ExecutableRunner.run(["check"], binaryFiles: files)
    #expect(layout.status == 1)
    #expect(layout.standardOutput.contains("; the layout changed: "), "\(layout.standardOutput)")
  }

  @Test func anHTMLReportAndAMarkdownSummaryAreWrittenWhetherTheRunPassesOrNot() throws {
    let failing = try ExecutableRunner.run(
      ["check", "--report", "report", "--summary", "summary.md", "--json", "check.json"],
      binaryFiles: try Self.stackFixture(png: try Self.stackWithOnePixelChanged()))
    #expect(failing.status == 1)
    #expect(failing.standardOutput.hasSuffix("report: report/index.html\n"))
    let page = String(decoding: try #require(failing.contents["report/index.html"]), as: UTF8.self)
    #expect(page.contains(#"<span class="failed">1 failed</span>"#))
    #expect(page.contains("1 pixel differs, in 1×1 at (30, 40)"))
    // The reference, the new render and the diff, each a file beside the page.
    for image in ["images/0-png.reference.png", "images/0-png.new.png", "images/0-png.diff.png"] {
      #expect(page.contains(#"src="\#(image)""#))
      #expect(failing.contents["report/\(image)"] != nil, "\(image)")
    }
    #expect(
      failing.contents["report/images/0-png.reference.png"]
        == (try Self.stackWithOnePixelChanged()))
    let summary = String(decoding: try #require(failing.contents["summary.md"]), as: UTF8.self)
    #expect(summary.contains("**0 passed, 1 failed, 0 new** of 1 document\n"))
    #expect(summary.contains("| `Fixtures/stack.yaml` | stack.png | 1 pixel differs, in 1×1 at (30, 40) |"))
    let json = String(decoding: try #require(failing.contents["check.json"]), as: UTF8.self)
    #expect(json.contains(#""report" : "report/index.html""#))

    let passing = try ExecutableRunner.run(
      ["check", "--report", "report"], binaryFiles: try Self.stackFixture())
    #expect(passing.status == 0)
    let passed = String(decoding: try #require(passing.contents["report/index.html"]), as: UTF8.self)
    #expect(passed.contains("Every document matches its references."))
  }

  @Test func junitAndJSONReportsListEveryDocumentAndTheMismatchAsAFailure() throws {
    var files = try Self.stackFixture(png: try Self.stackWithOnePixelChanged())
    files["Fixtures/more/plain.yaml"] = Data(Self.plain.utf8)
    let outcome = try ExecutableRunner.run(
      ["check", "--junit", "check.xml", "--json", "check.json"], binaryFiles: files)
    #expect(outcome.status == 1, "\(outcome.standardError)")
    let xml = String(decoding: try #require(outcome.contents["check.xml"]), as: UTF8.self)
    #expect(
      xml.contains(#"<testsuites name="layout-diagram check" tests="2" failures="2" errors="0">"#), "\(xml)")
    #expect(
      xml.contains(
        #"<failure type="mismatch" message="stack.png: 1 pixel differs, in 1×1 at (30, 40); wrote "#
          + "Output/stack.png, Output/stack.diff.png"), "\(xml)")
    #expect(
      xml.contains(#"<testcase classname="Fixtures.more" name="plain" file="Fixtures/more/plain.yaml">"#))
    #expect(xml.contains(#"<failure type="missingReference""#))
    let jsonData = try #require(outcome.contents["check.json"])
    let report = try #require(try JSONSerialization.jsonObject(with: jsonData) as? [String: Any])
    #expect(report["checked"] as? Int == 2)
    #expect(report["matching"] as? Int == 0)
    let documents = try #require(report["documents"] as? [[String: Any]])
    #expect(documents.map { $0["status"] as? String } == ["missingReference", "differs"])
    // The JUnit report is valid against the schema CI systems read, checked by an independent validator.
    let (status, output) = try ExternalValidator.run("validate-junit.py", on: xml, fileExtension: "xml")
    #expect(status == 0, "\(output)")
    #expect(output.hasSuffix("1 valid, 0 invalid\n"), "\(output)")
  }

  @Test func recordRewritesTheReferenceAndThenCheckPasses() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, data) in try Self.stackFixture(png: try Self.stackWithOnePixelChanged()) {
      let file = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: file)
    }
    let fixtures = folder.appendingPathComponent("Fixtures").path
    let output = folder.appendingPathComponent("Output").path

    let recorded = try ExecutableRunner.run(["check", fixtures, "--record", "--output", output])
    #expect(recorded.status == 0, "\(recorded.standardError)")
    #expect(
      recorded.standardOutput
        == "\(fixtures)/stack.yaml: recorded stack.png and stack.frames.json\n"
        + "1 document checked: 1 recorded, 0 unchanged\n")
    #expect(
      FileManager.default.contents(atPath: "\(fixtures)/stack.png")
        == (try Data(contentsOf: FixturePaths.fixture("stack.png"))))

    let checked = try ExecutableRunner.run(["check", fixtures, "--output", output])
    #expect(checked.status == 0, "\(checked.standardOutput)")
    #expect(checked.standardOutput == "1 document checked: 1 matches, 0 differ\n")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aMissingReferenceExitsOneAndSubfoldersAreMirrored() throws {
    let outcome = try ExecutableRunner.run(
      ["check", "--output", "renders"], files: ["Fixtures/docs/specs/card.yaml": Self.plain])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardOutput == """
        Fixtures/docs/specs/card.yaml: no reference image (card.png or card.svg); wrote \
        renders/docs/specs/card.png and renders/docs/specs/card.svg
        1 document checked: 0 match, 0 differ, 1 without a reference

        """)
    #expect(
      outcome.createdFiles == [
        "renders", "renders/docs", "renders/docs/specs", "renders/docs/specs/card.png",
        "renders/docs/specs/card.svg",
      ])
  }

  @Test func recordWritesBothReferencesWithProgressForMoreThanThreeDocuments() throws {
    let names = ["a", "b", "c", "d"]
    var files: [String: String] = [:]
    for name in names { files["Fixtures/\(name).yaml"] = Self.plain }
    let outcome = try ExecutableRunner.run(["check", "--record"], files: files)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(
      outcome.standardError == names.enumerated().map { "[\($0 + 1)/4] Fixtures/\($1).yaml\n" }.joined())
    #expect(
      outcome.createdFiles
        == names.flatMap { ["Fixtures/\($0).frames.json", "Fixtures/\($0).png", "Fixtures/\($0).svg"] })
    #expect(outcome.standardOutput.hasSuffix("4 documents checked: 4 recorded, 0 unchanged\n"))
  }

  @Test func aMalformedDocumentExitsTwoAndWritesNothing() throws {
    let outcome = try ExecutableRunner.run(
      ["check"],
      files: ["Fixtures/a.yaml": Self.plain, "Fixtures/bad.yaml": "root:\n  box: {size: [1, -2]}\n"])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.hasPrefix("Fixtures/bad.yaml:2:19: error: "), "\(outcome.standardError)")
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test(arguments: [
    (["check"], "Fixtures: no such folder"),
    (["check", "a.yaml"], "a.yaml is not a folder"),
    (["check", "Fixtures", "More"], "would both write Output/a.png"),
    (["check", "Fixtures", "--output", "Fixtures"], "would replace Fixtures/a.png"),
  ])
  func usageErrorsExitWith2(_ arguments: [String], message: String) throws {
    let files =
      arguments.count == 1
      ? ["a.yaml": Self.plain]
      : ["Fixtures/a.yaml": Self.plain, "More/a.yaml": Self.plain, "a.yaml": Self.plain]
    let outcome = try ExecutableRunner.run(arguments, files: files)
    #expect(outcome.status == 2)
    #expect(outcome.standardError.hasPrefix("error: "), "\(outcome.standardError)")
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func helpHasAnExample() throws {
    let outcome = try ExecutableRunner.run(["check", "--help"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("layout-diagram check --record"))
    #expect(outcome.standardOutput.contains("--output <output>"))
  }
}
