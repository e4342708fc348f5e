import ArgumentParser
import DocumentRendering
import Foundation
import LayoutDocument
import TextureLayout

/// `layout-diagram explain DOC [--element NAME…]`: says why each element got its size.
struct Explain: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Says why every element of a document got its size.",
    discussion: """
      For each element in tree order (or only the named ones): its size, then per axis the chain that \
      decided it — the style dimension and what it resolved to, a stack's flex basis and the grow or shrink \
      it applied, a min that raised or a max that capped it, the pixel ceiling — and what a spec \
      contributed (insets, ratio, centering offsets, corner offset, positions, a stack's free space); then \
      what `lint` finds about the element, with a fix.

      Examples:
        layout-diagram explain Fixtures/docs/min-width.yaml
        layout-diagram explain Fixtures/docs/flex-basis.yaml --element left --element right
      """)

  @Argument(help: "The layout document (.yaml or .json).")
  var document: String

  @Option(
    name: .customLong("element"),
    help: "Explain only the elements of this name, the first 10 and a count of the rest (repeatable).")
  var elements: [String] = []

  @Flag(
    inversion: .prefixedNo,
    help: "Print each element's diagnostics (the findings of `lint`) under it.")
  var diagnostics = true

  func run() throws {
    let path = document
    let names = elements
    let diagnosing = diagnostics
    AllocatorTuning.useOneHeap()
    let text = try LargeStack.run {
      let url = URL(fileURLWithPath: path)
      let document = try DiagramDocument(contentsOf: url, file: path, measurer: PangoContentMeasurer())
      let recorded = try document.checkedRecordedLayout()
      guard names.isEmpty else {
        return try ExplainReport(document: document, recorded: recorded, names: names, diagnosing: diagnosing)
          .text
      }
      // Every element: written as the tree is walked, so that a large document's explanation is never all
      // in memory at once.
      ExplainReport.write(document: document, recorded: recorded, diagnosing: diagnosing) { printOutput($0) }
      return ""
    }
    if !text.isEmpty { printOutput(text) }
  }
}
