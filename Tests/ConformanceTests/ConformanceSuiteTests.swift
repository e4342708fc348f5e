import Conformance
import Foundation
import RenderTestSupport
import Testing

/// Runs the conformance folder (`Conformance/`, Texture's snapshot cases as layout documents with their
/// expected frames) against this engine, case by case, in every variant the runner derives.
@Suite struct ConformanceSuiteTests {
  static let folder = FixturePaths.packageRoot.appendingPathComponent("Conformance")
  static let cases = (try? ConformanceCase.all(in: folder)) ?? []

  @Test func theFolderHoldsTexturesCasesWithTheirSources() {
    #expect(Self.cases.count >= 201)
    let folders = Set(Self.cases.map { $0.name.split(separator: "/").first.map(String.init) ?? "" })
    #expect(
      folders.contains("ASStackLayoutSpecSnapshotTests") && folders.contains("ASInsetLayoutSpecSnapshotTests")
    )
    #expect(Self.cases.allSatisfy { $0.source?.hasPrefix("AS") == true }, "every case names its Texture test")
  }

  @Test(arguments: cases) func conforms(_ testCase: ConformanceCase) {
    for result in ConformanceRun(cases: [testCase], engine: InProcessEngine()).results where result.isFailure
    {
      Issue.record("\(ConformanceRun.details(of: result))")
    }
  }

  @Test func wholePointCasesRunInEveryVariant() {
    let run = ConformanceRun(
      cases: Self.cases.filter { $0.name.hasSuffix("testFlexWithUnequalIntrinsicSizes_underflow") },
      engine: InProcessEngine())
    #expect(run.results.map(\.variant) == [.asWritten, .scale(1), .scale(3), .horizontalReverse])
    #expect(run.failures.isEmpty, "\(run.report)")
  }

  /// A copy of one case in a folder of its own, with `edit` applied to its expected frames (or the file
  /// removed when `edit` gives `nil`).
  static func editedCopy(of name: String, _ edit: (String) -> String?) throws -> URL {
    let source = folder.appendingPathComponent(name)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let base = directory.appendingPathComponent(source.lastPathComponent)
    try FileManager.default.copyItem(
      at: source.appendingPathExtension("yaml"), to: base.appendingPathExtension("yaml"))
    let frames = try String(contentsOf: source.appendingPathExtension("frames.json"), encoding: .utf8)
    if let edited = edit(frames) {
      try Data(edited.utf8).write(to: base.appendingPathExtension("frames.json"))
    }
    return directory
  }

  static let insetCase = "ASInsetLayoutSpecSnapshotTests/testInsetsWithFixedSize_10_10_10_10"

  @Test func aChangedNumberInTheExpectedFramesFailsWithTheCasesName() throws {
    let directory = try Self.editedCopy(of: Self.insetCase) {
      $0.replacingOccurrences(of: "\"x\": 10,", with: "\"x\": 11,")
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = ConformanceRun(cases: try ConformanceCase.all(in: directory), engine: InProcessEngine())
    #expect(!run.failures.isEmpty)
    #expect(
      run.report.contains(
        "FAIL testInsetsWithFixedSize_10_10_10_10 [as written]: background › inset › box foreground: x expected 11, got 10"
      ),
      "\(run.report)")
  }

  @Test func aMissingExpectedFramesFileFailsWithTheCasesName() throws {
    let directory = try Self.editedCopy(of: Self.insetCase) { _ in nil }
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = ConformanceRun(cases: try ConformanceCase.all(in: directory), engine: InProcessEngine())
    #expect(run.failures.count == 1)
    #expect(
      run.report.hasPrefix("ERROR testInsetsWithFixedSize_10_10_10_10 [as written]: no expected frames file"),
      "\(run.report)")
    #expect(run.report.hasSuffix("0/1 cases passed in every variant (1 runs: 1 as written)"), "\(run.report)")
  }

  @Test func aDivergenceNoteMakesADifferenceKnownNotAFailure() throws {
    let directory = try Self.editedCopy(of: Self.insetCase) {
      $0.replacingOccurrences(of: "\"x\": 10,", with: "\"x\": 11,")
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = directory.appendingPathComponent("testInsetsWithFixedSize_10_10_10_10.yaml")
    let text = try String(contentsOf: document, encoding: .utf8)
    try Data(("# divergence: a made-up reason\n" + text).utf8).write(to: document)
    let run = ConformanceRun(cases: try ConformanceCase.all(in: directory), engine: InProcessEngine())
    #expect(run.failures.isEmpty)
    #expect(run.report.contains("known divergence testInsetsWithFixedSize_10_10_10_10 [as written]"))
    #expect(run.report.contains("(a made-up reason)"))
  }
}

extension ConformanceCase: CustomTestStringConvertible {
  public var testDescription: String { name }
}
