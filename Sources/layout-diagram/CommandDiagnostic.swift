import ArgumentParser
import Conformance
import DocsBuild
import FixtureCheck
import Foundation
import InputLimits
import ImageDiff
import LayoutChanges
import LayoutDocument
import LayoutRenderer

/// An error as the command line reports it: the text printed on standard error and the exit status.
protocol CommandDiagnostic: Error {
  /// What is printed on standard error, without the final newline.
  var printedText: String { get }
  /// The status the process exits with: 2 for bad input or usage.
  var exitStatus: Int32 { get }
  /// Prints the text and ends the process with the status.
  func exitProcess() -> Never
}

extension CommandDiagnostic {
  var exitStatus: Int32 { 2 }

  func exitProcess() -> Never {
    StandardStreams.error((printedText + "\n"))
    Foundation.exit(exitStatus)
  }
}

/// Prints an error that does not end the process (a block that failed under `--keep-going`, a rebuild that
/// failed while watching) as its diagnostic prints it.
func printDiagnostic(_ error: any Error) {
  let text = (error as? any CommandDiagnostic)?.printedText ?? ParserDiagnostic(error: error).printedText
  StandardStreams.error((text.escapingControlCharacters + "\n"))
}

/// An error of bad input whose text already says where and what (`FILE:LINE:COL: error: …`): printed as it
/// is.
protocol PlacedDiagnostic: CommandDiagnostic, CustomStringConvertible {}

extension PlacedDiagnostic {
  var printedText: String { description }
}

/// An error of bad input whose text is the bare problem: printed after `error: `.
protocol UnplacedDiagnostic: CommandDiagnostic, CustomStringConvertible {}

extension UnplacedDiagnostic {
  var printedText: String { "error: \(description)" }
}

extension DocumentError: PlacedDiagnostic {}
extension ImageFileError: PlacedDiagnostic {}
extension DocsError: PlacedDiagnostic {}
extension ExplainError: PlacedDiagnostic {}
extension RenderError: UnplacedDiagnostic {}
extension FixtureCheckError: UnplacedDiagnostic {}
extension ConformanceError: CommandDiagnostic {
  /// A case file that cannot be read is placed at its file, as a bad document is; the rest are the run's.
  var printedText: String {
    if case .unreadableCase = self { return description }
    return "error: \(description)"
  }
}
extension LayoutTreeError: PlacedDiagnostic {}

/// Any other error: the argument parser's own (usage, `--help`, `ExitCode`), reported as the parser
/// reports them. Usage errors exit with 2, as bad input does; help and `ExitCode(1)` keep their status.
struct ParserDiagnostic: CommandDiagnostic {
  /// The error the parser or a command threw.
  let error: any Error

  var exitStatus: Int32 { LayoutDiagram.exitCode(for: error).rawValue }

  /// The parser's text; its lines are escaped one by one, as a usage error may quote a path or a name from
  /// the command line, while the usage after it keeps its line breaks.
  var printedText: String {
    LayoutDiagram.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).escapingControlCharacters }.joined(separator: "\n")
  }

  func exitProcess() -> Never {
    if exitStatus == 0 || exitStatus == 1 { LayoutDiagram.exit(withError: error) }
    StandardStreams.error((printedText + "\n"))
    Foundation.exit(2)
  }
}
