import DocumentRendering
import Foundation
import LayoutDiagnostics
import LayoutDocument
import SeededRandom
import Testing
import TextureLayout

/// The diagnostics pass on the random documents the planner's guarantees are tested on: it finishes, says
/// the same thing twice, and gives every element laid out at zero a reason.
struct RandomDocumentDiagnosticsTests {
  @Test func everyZeroSizedElementHasAReasonAndTheFindingsRepeat() throws {
    var generator = SplitMix64(seed: 0xD1A6_4A4D)
    var zeroSized = 0
    var findingCount = 0
    for number in 0..<AnnotationGuaranteeTests.randomDocumentCount {
      let yaml = RandomDocument.yaml(using: &generator)
      let (first, second) = try LargeStack.run {
        let document = try DocumentRenderingTesting.document(yaml)
        let again = try DocumentRenderingTesting.document(yaml)
        return (
          FramesReport(document: document, recorded: document.recordedLayout()),
          FramesReport(document: again, recorded: again.recordedLayout())
        )
      }
      #expect(
        first.entries.map(\.diagnostics) == second.entries.map(\.diagnostics), "case \(number): repeats")
      for entry in first.entries where entry.frame.width == 0 || entry.frame.height == 0 {
        zeroSized += 1
        let reasons = entry.diagnostics.filter { $0.rule == .zeroSize }
        #expect(!reasons.isEmpty, "case \(number): \(entry.name ?? "?") is zero without a finding\n\(yaml)")
        for reason in reasons { #expect(reason.message.contains(": "), "case \(number): \(reason.message)") }
      }
      findingCount += first.entries.map(\.diagnostics.count).reduce(0, +)
    }
    #expect(findingCount > 0)
    print("random documents: \(zeroSized) zero-sized elements, \(findingCount) findings")
  }
}
