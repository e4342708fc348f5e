import DocumentRendering
import Foundation
import LayoutDocument
import Testing
import TextureLayout

/// Mutated fixture documents — byte flips, truncation, deep nesting, huge numbers, repeated keys, wrong
/// types — read, built and laid out in-process: each one either lays out or ends in a positioned error
/// message. A crash or a hang fails the run.
struct FuzzTests {
  static let inputCount = 10_000

  enum Outcome: Sendable {
    case laidOut(elements: Int, entries: Int, json: String)
    case rejected(DocumentError)
    case unexpected(String)
  }

  @Test func mutatedDocumentsLayOutOrFailWithAMessage() throws {
    let fixtures = TestPaths.fixtureDocuments.map { try! [UInt8](Data(contentsOf: $0)) }
    try #require(fixtures.count >= 14)
    let results = try LargeStack.run { () -> [(seed: UInt64, mutations: String, outcome: Outcome)] in
      var results: [(seed: UInt64, mutations: String, outcome: Outcome)] = []
      for seed in 0..<UInt64(Self.inputCount) {
        var random = SplitMix64(seed: seed)
        var bytes = fixtures[Int(seed) % fixtures.count]
        var applied: [DocumentMutation] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          let mutation = DocumentMutation.allCases.randomElement(using: &random)!
          bytes = mutation.apply(to: bytes, using: &random)
          applied.append(mutation)
        }
        let outcome: Outcome
        do {
          let source = try DocumentSource(data: Data(bytes), file: "fuzz.yaml")
          let document = try DiagramDocument(
            source: source, baseDirectory: TestPaths.fixtures, measurer: PangoContentMeasurer())
          let report = FramesReport(document: document, layout: document.layout())
          outcome = .laidOut(
            elements: document.elementCount, entries: report.entries.count,
            json: seed % 50 == 0 ? report.json : "")
        } catch let error as DocumentError {
          outcome = .rejected(error)
        } catch {
          outcome = .unexpected("\(error)")
        }
        results.append((seed, "\(applied)", outcome))
      }
      return results
    }
    #expect(results.count == Self.inputCount)
    var laidOut = 0
    var rejected = 0
    for (seed, mutations, outcome) in results {
      switch outcome {
      case .laidOut(let elements, let entries, let json):
        laidOut += 1
        #expect(elements == entries, "seed \(seed) \(mutations): every element appears once")
        if !json.isEmpty {
          #expect(
            (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil,
            "seed \(seed): frames JSON parses")
        }
      case .rejected(let error):
        rejected += 1
        #expect(error.location.line >= 1 && error.location.column >= 1, "seed \(seed) \(mutations)")
        #expect(!error.message.isEmpty, "seed \(seed) \(mutations)")
        #expect(
          error.description.hasPrefix("fuzz.yaml:\(error.location.line):\(error.location.column): error: "))
      case .unexpected(let error):
        Issue.record("seed \(seed) \(mutations): an error that is not a DocumentError: \(error)")
      }
    }
    #expect(laidOut > 100, "some mutations still lay out")
    #expect(rejected > 1_000, "most mutations are rejected")
  }
}
