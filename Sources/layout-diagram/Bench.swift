import ArgumentParser
import DocumentRendering
import Foundation
import LayoutDocument
import TextureLayout

/// `layout-diagram bench DOC [--iterations N] [--time-limit SECONDS]`: times layouts of a document.
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Times a document's layout and prints JSON.",
    discussion: """
      Prints elements, coldNanoseconds (median full layout of a freshly built tree), warmNanoseconds \
      (median relayout at the same constrained size) and resizedNanoseconds (median relayout after the \
      root's max width grew by one point; a max width without bound is first bounded at the width the \
      layout took, plus one point, so that the resize is a layout and not a cache hit), and runs (how \
      many times each way it was laid out: fewer than --iterations when the runs reached --time-limit \
      first, and always at least one).

      Example:
        layout-diagram bench Fixtures/stack.yaml --iterations 50
      """)

  @Argument(help: "The layout document (.yaml or .json).")
  var document: String

  @Option(help: "How many times to lay the document out each way, 1 to 1000.")
  var iterations: Int = 10

  @Option(
    help: ArgumentHelp(
      "Stop starting runs once the command has taken this many seconds (reading the document included), 0.1 to 600.",
      valueName: "seconds"))
  var timeLimit: Double = 0.9

  func validate() throws {
    guard (1...1_000).contains(iterations) else {
      throw ValidationError("--iterations must be a whole number from 1 to 1000, not \(iterations)")
    }
    guard (0.1...600).contains(timeLimit) else {
      throw ValidationError("--time-limit must be from 0.1 to 600 seconds, not \(timeLimit)")
    }
  }

  func run() throws {
    let path = document
    let iterations = iterations
    // Counted from the start, so that reading a large document is part of the time the command takes.
    let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64((timeLimit * 1_000).rounded())))
    let text = try LargeStack.run {
      let url = URL(fileURLWithPath: path)
      return try LayoutBenchmark(
        source: try DocumentSource(contentsOf: url, file: path),
        baseDirectory: url.deletingLastPathComponent(),
        measurer: PangoContentMeasurer(), iterations: iterations,
        deadline: deadline
      ).json
    }
    printOutput(text)
  }
}
