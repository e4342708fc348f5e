import Foundation
import RenderTestSupport
import Testing

/// `lint`: findings at their element's place, exit statuses, the three formats and bad input.
struct ExecutableLintTests {
  static let ignoredHeight = """
    root:
      name: button
      style: {height: 48}
      background:
        child: {box: {size: [60, 16]}}
        background: {box: {}}
    """

  static let cornerBadge = """
    root:
      corner:
        child: {box: {size: [40, 40]}}
        corner: {name: badge, box: {size: [10, 10]}}
    """

  @Test func aWarningIsPrintedAtItsElementAndFails() throws {
    let outcome = try ExecutableRunner.run(
      ["lint", "button.yaml"], files: ["button.yaml": Self.ignoredHeight])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardOutput == """
        button.yaml:2:3: warning: 'button' (background) at root: style.height 48pt is ignored: a background spec does not apply its own size, so it came out 16pt tall [style-size-ignored]
          fix: set style.height on its child instead, or wrap it in a wrapper spec that has the size
        1 warning in 1 of 1 document

        """)
    #expect(outcome.standardError.isEmpty)
  }

  @Test func aCleanDocumentPasses() throws {
    let outcome = try ExecutableRunner.run(
      ["lint", "a.yaml", "b.yaml"],
      files: ["a.yaml": "root: {box: {size: [10, 10]}}", "b.yaml": "root: {text: {string: Hi}}"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == "no findings in 2 documents\n")
  }

  @Test func notesFailOnlyWhenStrict() throws {
    let files = ["badge.yaml": Self.cornerBadge]
    let plain = try ExecutableRunner.run(["lint", "badge.yaml"], files: files)
    #expect(plain.status == 0)
    #expect(plain.standardOutput.hasSuffix("1 note in 1 of 1 document\n"))
    let strict = try ExecutableRunner.run(["lint", "--strict", "badge.yaml"], files: files)
    #expect(strict.status == 1)
  }

  @Test func badInputIsLocatedAndNothingIsPrintedForTheOthers() throws {
    let outcome = try ExecutableRunner.run(
      ["lint", "--format", "sarif", "button.yaml", "broken.yaml"],
      files: ["button.yaml": Self.ignoredHeight, "broken.yaml": "root: {box: {size: [10, 10]}, stak: {}}"])
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("broken.yaml:1:31: error: "))
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func jsonListsEachFindingWithItsPlace() throws {
    let outcome = try ExecutableRunner.run(
      ["lint", "--format", "json", "button.yaml"], files: ["button.yaml": Self.ignoredHeight])
    #expect(outcome.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    #expect(findings.first?["id"] as? String == "style-size-ignored")
    #expect(findings.first?["line"] as? Int == 2)
    #expect(findings.first?["path"] as? String == "root")
    #expect(findings.first?["axis"] as? String == "vertical")
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["documents": 1, "warnings": 1, "notes": 0])
  }

  @Test func sarifValidatesAndPointsAtTheElement() throws {
    let outcome = try ExecutableRunner.run(
      ["lint", "--format", "sarif", "button.yaml", "badge.yaml"],
      files: ["button.yaml": Self.ignoredHeight, "badge.yaml": Self.cornerBadge])
    #expect(outcome.status == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == ["style-size-ignored", "outside-parent"])
    #expect(results.map { $0["level"] as? String } == ["warning", "note"])
    let location = try #require((results.first?["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "button.yaml")
    #expect((physical["region"] as? [String: Int]) == ["startLine": 2, "startColumn": 3])

    let (status, output) = try ExternalValidator.run(
      "validate-sarif.py", on: outcome.standardOutput, fileExtension: "sarif")
    #expect(status == 0, "\(output)")
    #expect(output.hasSuffix(", 0 problems\n"), "\(output)")
  }

  @Test func explainPrintsFindingsUnderTheirElement() throws {
    let outcome = try ExecutableRunner.run(
      ["explain", "button.yaml"], files: ["button.yaml": Self.ignoredHeight])
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput.contains(
        "  warning: style.height 48pt is ignored: a background spec does not apply its own size, so it came out 16pt tall [style-size-ignored]\n    fix: set style.height on its child instead"
      ))
  }

  @Test func explainWithoutDiagnosticsLeavesThemOut() throws {
    let outcome = try ExecutableRunner.run(
      ["explain", "--no-diagnostics", "button.yaml"], files: ["button.yaml": Self.ignoredHeight])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.hasPrefix("button (background) 60 × 16\n"))
    #expect(!outcome.standardOutput.contains("[style-size-ignored]"))
  }

  @Test func framesExplainCarriesADiagnosticsArray() throws {
    let outcome = try ExecutableRunner.run(
      ["frames", "--explain", "button.yaml"], files: ["button.yaml": Self.ignoredHeight])
    #expect(outcome.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let root = try #require(object["root"] as? [String: Any])
    let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["id"] as? String } == ["style-size-ignored"])
    let children = try #require(root["children"] as? [[String: Any]])
    #expect(children.allSatisfy { ($0["diagnostics"] as? [Any])?.isEmpty == true })
  }
}

/// `lint` where its output cannot go, and with names that would move or fake lines.
struct ExecutableLintOutputTests {
  @Test func aFullStandardOutputIsAnErrorNotATrap() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(ExecutableLintTests.ignoredHeight.utf8).write(to: folder.appendingPathComponent("b.yaml"))
    let process = Process()
    process.executableURL = ExecutableRunner.executable
    process.arguments = ["lint", "b.yaml"]
    process.currentDirectoryURL = folder
    process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let error = Pipe()
    process.standardError = error
    try process.run()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(message == "error: cannot write standard output: No space left on device\n")
  }

  @Test func aFileNameWithALineBreakCannotFakeAFinding() throws {
    let outcome = try ExecutableRunner.run(
      ["lint", "a\nb.yaml: warning: fake.yaml"],
      files: ["a\nb.yaml: warning: fake.yaml": ExecutableLintTests.ignoredHeight])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.hasPrefix("a\\u{A}b.yaml: warning: fake.yaml:2:3: warning: 'button'"))
    #expect(outcome.standardOutput.split(separator: "\n").count == 3)
  }
}
