import DiagramAnnotations
import DocumentRendering
import Foundation
import Testing
import TextureLayout

/// The structure view names each spec kind once: in a callout when every kind appears once, in the key's
/// `specs:` row when a kind recurs (stacks in stacks), where callouts would say the same words again.
struct StructureKeyTests {
  private func structureLabels(_ plan: AnnotationPlan) -> [String] {
    plan.marks.compactMap { mark in
      if case .label(let label) = mark, case .structure = label.role { label.text } else { nil }
    }
  }

  private func leaders(_ plan: AnnotationPlan) -> Int {
    plan.marks.filter { if case .leader = $0 { true } else { false } }.count
  }

  /// Two vertical stacks and a horizontal one: each kind named once, in the key, and no callout leader.
  @Test func recurringKindsAreKeyedOnce() throws {
    let plan = try DocumentRenderingTesting.plan(
      """
      style: diagram
      annotate: [structure]
      root:
        stack:
          direction: vertical
          children:
            - {box: {size: [60, 20]}}
            - stack:
                direction: horizontal
                children:
                  - {box: {size: [20, 20]}}
                  - stack: {direction: vertical, children: [{box: {size: [20, 10]}}, {box: {size: [20, 10]}}]}
      """)
    #expect(structureLabels(plan) == ["vertical stack", "horizontal stack"])
    #expect(leaders(plan) == 0)
    let texts = plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
    #expect(texts.contains("specs:"), "\(texts)")
  }

  /// The simple header's three specs are of three kinds: each called out beside its outline, no key row.
  @Test func kindsThatAppearOnceAreCalledOut() throws {
    let plan = try DocumentRenderingTesting.plan(fixture: "docs/examples/simple-header.yaml")
    // Each kind once, beside its own outline: three callouts, not a key.
    #expect(structureLabels(plan).sorted() == ["horizontal stack", "inset", "vertical stack"])
    let texts = plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
    #expect(!texts.contains("specs:"))
  }
}
