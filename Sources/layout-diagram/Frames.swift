import ArgumentParser
import DocumentRendering
import Foundation
import InputLimits
import LayoutDocument
import TextureLayout

/// `layout-diagram frames DOC`: prints the computed layout as JSON.
struct Frames: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Prints a document's computed frames as JSON.",
    discussion: """
      Every element appears once, in tree order, with its kind, name and frame in points: sizes ceiled to \
      the pixel grid, positions relative to the parent after Texture's flattening. Text is measured with \
      Pango and images read as PNG, exactly as `render` draws them.

      With --explain each element also gets a "sizing" object: the range it received, the parent size, per \
      axis the style dimensions and which value decided the length, what its stack or spec did, and a \
      "diagnostics" array of lint's findings (see docs/guide.md). With --ascii the layout's elements are printed as Texture's ASCII art instead of JSON.

      Examples:
        layout-diagram frames Fixtures/stack.yaml
        layout-diagram frames --explain Fixtures/docs/min-width.yaml
        layout-diagram frames --ascii Fixtures/stack.yaml
      """)

  @Argument(help: "The layout document (.yaml or .json).")
  var document: String

  @Flag(help: "Add each element's sizing record to the JSON.")
  var explain = false

  @Flag(help: "Print Texture's ASCII-art description of the element tree instead of JSON.")
  var ascii = false

  func validate() throws {
    if explain && ascii { throw ValidationError("--explain and --ascii cannot be used together") }
  }

  /// The deepest nesting of specs `--ascii` draws.
  static let deepestAsciiArt = 100

  /// The first spec (in document order) nested more than `deepestAsciiArt` specs deep, if any, counted
  /// without recursion.
  static func firstTooDeepForAsciiArt(under root: any LayoutElement) -> (any LayoutElement)? {
    var pending: [(element: any LayoutElement, depth: Int)] = [(root, 1)]
    while let (element, depth) = pending.popLast() {
      let children = element.sublayoutElements
      guard !children.isEmpty else { continue }
      if depth > deepestAsciiArt { return element }
      pending += children.reversed().map { ($0, depth + 1) }
    }
    return nil
  }

  func run() throws {
    let path = document
    let (explain, ascii) = (self.explain, self.ascii)
    AllocatorTuning.useOneHeap()
    let text = try LargeStack.run {
      let url = URL(fileURLWithPath: path)
      let document = try DiagramDocument(contentsOf: url, file: path, measurer: PangoContentMeasurer())
      if ascii {
        // Each spec's box holds its children's, so the art grows with the square of the nesting: a document
        // nested deeper than a person reads in ASCII is refused before it is drawn.
        if let tooDeep = Self.firstTooDeepForAsciiArt(under: document.root) {
          let described = document.element(for: tooDeep)
          throw DocumentError(
            location: described?.location ?? SourceLocation(file: path, line: 1, column: 1),
            keyPath: described?.keyPath.description ?? "root",
            reason: .tooDeepForASCIIArt(limit: Self.deepestAsciiArt))
        }
        // Line by line: the art's own line breaks stay, a name's control characters are escaped.
        let lines = document.root.asciiArtString().split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { String($0).escapingControlCharacters }.joined(separator: "\n") + "\n"
      }
      // Written as the tree is walked, so that a large document's frames are never all in memory at once.
      if explain {
        let recorded = try document.checkedRecordedLayout()
        FramesReport.write(document: document, recorded: recorded) {
          printOutput($0)
        }
        KeptUntilExit.keep(recorded)
      } else {
        let layout = try document.checkedLayout()
        FramesReport.write(document: document, layout: layout) { printOutput($0) }
        KeptUntilExit.keep(layout)
      }
      KeptUntilExit.keep(document)
      return ""
    }
    if !text.isEmpty { printOutput(text) }
  }
}
