import ArgumentParser
import DiagramValues
import DocumentRendering
import Foundation
import InputLimits
import LayoutDocument
import LayoutRenderer
import TextureLayout

/// `layout-diagram render DOC… [-o PATH] [--format png|svg|html] [--scale N] [--style plain|diagram]`:
/// renders documents to PNG or SVG, or writes each one's inspector page.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Renders layout documents to PNG or SVG, or to an HTML inspector page.",
    discussion: """
      Each document is drawn in its own style (plain: fills only; diagram: outlines, names and the \
      annotations its `annotate` lists) at its own scale, unless --style or --scale says otherwise. Text is \
      measured and drawn with Pango, images are read as PNG through Cairo.

      Output: without -o, Output/NAME.png (NAME is the document's file name without its extension). With one \
      document, -o names the file (or an existing folder to write NAME.FORMAT into); with several, -o names \
      the folder. The format is --format, else the extension of -o, else PNG.

      --format html writes each document's inspector: one self-contained page (the figure in diagram and \
      plain style as inline SVG, the data behind it, a small script; no network, opens from file://) with \
      the element tree; hover an element in the figure or the tree to outline and dimension it and read \
      its sizing record and diagnostics in words, click to pin it, find elements by name, and dim all but \
      the pinned subtree.

      Every document is read, laid out and rendered before any file is written: a bad document (exit status \
      2, FILE:LINE:COLUMN: error: MESSAGE) leaves nothing written. Each file is written to a temporary file \
      and renamed into place. Batches of more than 3 documents print a progress line per document on \
      standard error.

      Examples:
        layout-diagram render Fixtures/stack.yaml
        layout-diagram render Fixtures/inset.yaml -o inset.svg
        layout-diagram render Fixtures/*.yaml -o Output/fixtures --format svg
        layout-diagram render Fixtures/text.yaml --style plain --scale 3
        layout-diagram render Fixtures/stack.yaml -o stack.html
      """)

  @Argument(help: "The layout documents (.yaml or .json).")
  var documents: [String]

  @Option(
    name: [.customShort("o"), .customLong("output")], help: "The output file (one document) or folder.")
  var output: String?

  @Option(help: "The format: png, svg, or html (the inspector page).")
  var format: RenderFormat?

  @Option(help: "PNG pixels per point and the layout's pixel grid; overrides the documents' scale.")
  var scale: Double?

  @Option(help: "plain or diagram; overrides the documents' style.")
  var style: DiagramStyle?

  @Flag(help: "Draws no key under diagrams, whatever the documents' key says.")
  var noKey = false

  @Option(
    help:
      "The name of the element the figure is about: the rest is dimmed and not annotated; overrides the documents' focus."
  )
  var focus: String?

  @Option(
    help:
      "The name of an element drawn again under the figure, magnified, with its subtree's values; overrides the documents' detail."
  )
  var detail: String?

  @Option(
    help:
      "How many times larger the geometry is drawn, labels kept their size (1 to 8); overrides the documents' magnification."
  )
  var magnification: Int?

  @Option(
    name: .customLong("view"),
    help:
      "Draw this view as an image of its own, NAME.VIEW.png: structure, widths or heights (repeatable); overrides the documents' views."
  )
  var views: [DiagramView] = []

  @Option(
    help: ArgumentHelp(
      "Writes every value the diagram was asked to show, in the order placed, with where it went (figure, detail, left out or dropped) and why, as JSON (one document in diagram style).",
      valueName: "file"))
  var planReport: String?

  @Flag(
    help:
      "Exits with status 1 when an annotation the diagrams ask for was left out (each is a warning), after writing the images."
  )
  var strict = false

  func validate() throws {
    guard !documents.isEmpty else { throw ValidationError("Missing expected argument '<documents> ...'") }
    if planReport != nil && documents.count != 1 {
      throw ValidationError("--plan-report reports one document; give one")
    }
    if planReport != nil && style == .plain {
      throw ValidationError("--plan-report reports a diagram's values; it cannot be used with --style plain")
    }
    if !views.isEmpty && style == .plain {
      throw ValidationError("--view draws diagrams; it cannot be used with --style plain")
    }
    _ = try pixelGrid()
    if let magnification, !(1...8).contains(magnification) {
      throw ValidationError(
        "--magnification \(magnification) is invalid: it must be a whole number from 1 to 8")
    }
  }

  /// The grid `--scale` asks for, or `nil` to keep each document's.
  private func pixelGrid() throws -> PixelGrid? {
    guard let scale else { return nil }
    guard Budgets.scale.contains(scale), let grid = try? PixelGrid(scale: CGFloat(scale)) else {
      throw ValidationError(
        "--scale \(scale) is invalid: it must be a number from \(Budgets.scale.lowerBound) to "
          + "\(Int(Budgets.scale.upperBound))")
    }
    return grid
  }

  func run() throws {
    let plan = try RenderPlan(documents: documents, output: output, format: format)
    let overrides = RenderOverrides(
      pixelGrid: try pixelGrid(), style: style, hidesKey: noKey, focus: focus, views: views, detail: detail,
      magnification: magnification)
    AllocatorTuning.useOneHeap()
    let (images, referenced) = try LargeStack.run { try plan.render(overrides: overrides) }
    var rendered = images
    if let planReport {
      let url = URL(fileURLWithPath: planReport)
      let inputs = documents.map { URL(fileURLWithPath: $0) }
      // The report may replace neither a document nor an image it draws, nor an image this run writes.
      if let clash = RegularFile.firstClash(outputs: rendered.map(\.0) + [url], inputs: inputs + referenced) {
        throw ValidationError("--plan-report: \(String(describing: clash).escapingControlCharacters)")
      }
      let report = try LargeStack.run { () throws -> Data in
        let document = try DiagramDocument(
          contentsOf: inputs[0], file: documents[0], measurer: PangoContentMeasurer()
        ).applying(overrides)
        guard document.style == .diagram else {
          throw ValidationError(
            "--plan-report reports a diagram's values; \(documents[0]) is drawn in plain style")
        }
        return try PlanReport(of: document, file: documents[0]).json()
      }
      rendered.append((url, report))
    }
    // Every output is checked before any is written, the views' as well as the plan's.
    for (url, _) in rendered {
      do {
        try RegularFile.checkReplaceable(url)
      } catch {
        throw ValidationError(
          "\(url.path.escapingControlCharacters) is \(error); the image cannot be written there")
      }
    }
    try ImageFile.writeAll(rendered.map { (url: $0.0, data: $0.1) })
    if strict && LayoutRenderer.droppedReportCount > 0 { throw ExitCode(1) }
  }
}

extension ImageFormat: ExpressibleByArgument {}

/// What `render` writes: an image, or the inspector page.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  case png, svg, html

  /// The format a file extension names (`png`, `svg`, `html`, any case), or `nil`.
  init?(pathExtension: String) {
    self.init(rawValue: pathExtension.lowercased())
  }

  /// The image format, `nil` for the inspector page.
  var imageFormat: ImageFormat? { ImageFormat(rawValue: rawValue) }
}
extension DiagramStyle: ExpressibleByArgument {}
extension DiagramView: ExpressibleByArgument {}
