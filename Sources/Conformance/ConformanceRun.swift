import Foundation
import InputLimits

/// The outcome of one case run in one variant.
public struct ConformanceResult: Sendable {
  /// How a run ended.
  public enum Outcome: Sendable, Equatable {
    /// The frames were the expected ones.
    case passed
    /// They were not: the first difference, in words.
    case failed(difference: String)
    /// They were not, as the case's divergence note says they are not.
    case knownDivergence(difference: String)
    /// The case could not be run: why.
    case error(String)
  }

  /// The case.
  public var testCase: ConformanceCase
  /// The variant run.
  public var variant: ConformanceVariant
  /// How it ended.
  public var outcome: Outcome
  /// The document run, the frames expected and those the engine gave (when it gave any): what a report
  /// of a failure prints.
  public var input: String
  /// The expected frames JSON of the variant, when there is one.
  public var expected: FramesTree?
  /// The engine's frames JSON, as printed.
  public var actual: String?

  /// Whether the run counts against the engine.
  public var isFailure: Bool {
    switch outcome {
    case .passed, .knownDivergence: false
    case .failed, .error: true
    }
  }
}

/// Runs a conformance suite against an engine: every case, in every variant that applies to it.
public struct ConformanceRun: Sendable {
  /// The results, case by case, each case's variants in order.
  public var results: [ConformanceResult]

  /// Runs `cases` against `engine`; `progress` is told of each case as it finishes.
  public init(
    cases: [ConformanceCase], engine: any FramesEngine,
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) {
    var results: [ConformanceResult] = []
    for (index, testCase) in cases.enumerated() {
      results += Self.run(testCase, engine: engine)
      progress(index + 1, cases.count)
    }
    self.results = results
  }

  /// One case in each of its variants.
  static func run(_ testCase: ConformanceCase, engine: any FramesEngine) -> [ConformanceResult] {
    let text: String
    let expected: FramesTree
    do {
      text = try String(contentsOf: testCase.document, encoding: .utf8)
      guard FileManager.default.fileExists(atPath: testCase.expectedFrames.path) else {
        throw ConformanceError.missingExpectedFrames(path: testCase.expectedFrames.path)
      }
      // Within what an engine may print: a case's frames are a few kilobytes.
      let data: Data
      do {
        data = try RegularFile.read(testCase.expectedFrames, limit: CommandEngine.defaultOutputLimit)
      } catch {
        throw ConformanceError.unreadableCase(path: testCase.expectedFrames.path, why: error.description)
      }
      expected = try FramesTree(json: data)
    } catch {
      return [
        ConformanceResult(
          testCase: testCase, variant: .asWritten, outcome: .error("\(error)"), input: "", expected: nil,
          actual: nil)
      ]
    }
    return ConformanceVariant.variants(
      document: text, expected: expected, scaleDependent: testCase.scaleDependence != nil
    ).map { variant in
      let document = variant.document(from: text)
      let expectation = variant.expected(from: expected)
      var result = ConformanceResult(
        testCase: testCase, variant: variant, outcome: .passed, input: document, expected: expectation,
        actual: nil)
      do {
        let data = try engine.frames(ofDocument: document, at: testCase.document)
        result.actual = String(decoding: data, as: UTF8.self)
        if let difference = expectation.firstDifference(from: try FramesTree(json: data)) {
          result.outcome =
            testCase.divergence == nil
            ? .failed(difference: difference) : .knownDivergence(difference: difference)
        }
      } catch {
        result.outcome = .error("\(error)")
      }
      return result
    }
  }

  /// The runs that count against the engine.
  public var failures: [ConformanceResult] { results.filter(\.isFailure) }

  /// How many cases passed in every variant, of how many.
  public var passedCases: (passed: Int, total: Int) {
    let byCase = Dictionary(grouping: results, by: \.testCase.name)
    return (byCase.values.filter { $0.allSatisfy { !$0.isFailure } }.count, byCase.count)
  }

  /// One line per failing run, then one line per known divergence, then the summary:
  /// `201/201 cases passed (583 runs: as written, and at scales 1 and 3 and in horizontalReverse where …)`.
  public var report: String {
    var lines = failures.map { result in
      switch result.outcome {
      case .failed(let difference): "FAIL \(result.testCase.name) [\(result.variant)]: \(difference)"
      case .error(let message): "ERROR \(result.testCase.name) [\(result.variant)]: \(message)"
      case .passed, .knownDivergence: ""
      }
    }
    for result in results {
      if case .knownDivergence(let difference) = result.outcome {
        lines.append(
          "known divergence \(result.testCase.name) [\(result.variant)]: \(difference) "
            + "(\(result.testCase.divergence ?? ""))")
      }
    }
    let (passed, total) = passedCases
    let variantCounts = Dictionary(grouping: results, by: \.variant).mapValues(\.count)
    let breakdown = [ConformanceVariant.asWritten, .scale(1), .scale(3), .horizontalReverse]
      .compactMap { variant in variantCounts[variant].map { "\($0) \(variant)" } }
      .joined(separator: ", ")
    lines.append("\(passed)/\(total) cases passed in every variant (\(results.count) runs: \(breakdown))")
    return lines.joined(separator: "\n")
  }

  /// A failing run in full: the case, its source, the document run, the frames expected and those the
  /// engine gave.
  public static func details(of result: ConformanceResult) -> String {
    """
    \(result.testCase.name) [\(result.variant)]
    source: \(result.testCase.source ?? "not given")
    INPUT
    \(result.input)
    EXPECTED
    \(result.expected?.json ?? "(none)")
    ACTUAL
    \(result.actual ?? "(none)")
    """
  }
}
