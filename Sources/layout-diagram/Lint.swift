import ArgumentParser
import DocumentRendering
import Foundation
import LayoutDocument
import TextureLayout

/// `layout-diagram lint DOC… [--format text|json|sarif] [--strict]`: says what is probably wrong with each
/// document's layout, at the element's place in the document.
struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Finds layout problems: zero sizes, ignored sizes and percentages, cut text, and more.",
    discussion: """
      Lays each document out once with sizing records and runs the diagnostics over them: elements laid out \
      0pt wide or tall (with the reason), a style size on a spec that ignores it, a percentage of an \
      undefined parent, flexGrow with nothing to grow into, a stack whose children overflow it, a min or \
      max the received range overrode, a child drawn outside its parent, text truncated or clipped, \
      baseline alignment without baselines, alignSelf stretch that cannot stretch, a ratio its child \
      breaks. Each finding names its rule's id.

      Exit status: 0 when no warning was found (notes do not fail), 1 when one was (with --strict, when \
      any finding was), 2 for bad input or usage; no document is linted until every one has been read.

      Examples:
        layout-diagram lint Fixtures/realistic/*.yaml
        layout-diagram lint --format sarif Fixtures/docs/*.yaml > layout.sarif
      """)

  @Argument(help: "The layout documents (.yaml or .json).")
  var documents: [String]

  @Option(help: "How findings print: text, json or sarif.")
  var format: LintReport.Format = .text

  @Flag(help: "Exit 1 on notes as well as warnings.")
  var strict = false

  func validate() throws {
    if documents.isEmpty { throw ValidationError("give at least one document") }
  }

  func run() throws {
    let paths = documents
    AllocatorTuning.useOneHeap()
    let report = try LargeStack.run {
      let read = try paths.map { path in
        (
          path,
          try DiagramDocument(
            contentsOf: URL(fileURLWithPath: path), file: path, measurer: PangoContentMeasurer())
        )
      }
      return LintReport(
        documents: try read.map { path, document in
          (path, document.findings(of: try document.checkedRecordedLayout()))
        })
    }
    printOutput(report.text(in: format, toolVersion: LayoutDiagram.version))
    let status = report.exitStatus(strict: strict)
    if status != 0 { throw ExitCode(status) }
  }
}

extension LintReport.Format: ExpressibleByArgument {}
