import ArgumentParser
import DocumentRendering
import Foundation
import LayoutDocument

/// `layout-diagram frames DOC`: prints the computed layout as JSON.
struct Frames: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Prints a document's computed frames as JSON.",
    discussion: """
      Every element appears once, in tree order, with its kind, name and frame in points: sizes ceiled to \
      the pixel grid, positions relative to the parent after Texture's flattening. Text is measured with \
      Pango and images read as PNG, exactly as `render` draws them.

      Example:
        layout-diagram frames Fixtures/stack.yaml
      """)

  @Argument(help: "The layout document (.yaml or .json).")
  var document: String

  func run() throws {
    let path = document
    let text = try LargeStack.run {
      let url = URL(fileURLWithPath: path)
      let document = try DiagramDocument(contentsOf: url, file: path, measurer: PangoContentMeasurer())
      return FramesReport(document: document, layout: document.layout()).json
    }
    printOutput(text)
  }
}
