import ArgumentParser
import FixtureCheck
import DocsBuild
import Foundation
import ImageDiff
import LayoutDocument
import LayoutRenderer

/// The `layout-diagram` command line: reads layout documents and renders them, or prints their frames or
/// timings; compares images, and documents with their reference images.
@main
struct LayoutDiagram: ParsableCommand {
  /// The tool's version, part of every docs image's content hash.
  static let version = "0.11.0"

  static let configuration = CommandConfiguration(
    commandName: "layout-diagram",
    abstract: "Lays out Texture layout documents (YAML or JSON), renders them and reports on them.",
    discussion: """
      Exit status: 0 success, 1 a comparison found differences, 2 bad input or usage.

      Examples:
        layout-diagram render Fixtures/stack.yaml
        layout-diagram frames Fixtures/stack.yaml
        layout-diagram explain Fixtures/docs/min-width.yaml
        layout-diagram check
      """,
    subcommands: [
      Render.self, Frames.self, Explain.self, Docs.self, Bench.self, Diff.self, Check.self,
      ConformanceCommand.self,
    ])

  /// Runs the command; bad input and usage exit with status 2 and a message on standard error.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as any PlacedDiagnostic {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      Foundation.exit(2)
    } catch let error as any UnplacedDiagnostic {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      Foundation.exit(2)
    } catch {
      let code = exitCode(for: error)
      if code == .success || code == ExitCode(1) { exit(withError: error) }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(2)
    }
  }
}

/// Writes `text` to standard output in one piece.
func printOutput(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}

/// An error of bad input whose text already says where and what (`FILE:LINE:COL: error: …`): printed as
/// it is, with exit status 2.
protocol PlacedDiagnostic: Error, CustomStringConvertible {}

/// An error of bad input whose text is the bare problem: printed after `error: `, with exit status 2.
protocol UnplacedDiagnostic: Error, CustomStringConvertible {}

extension DocumentError: PlacedDiagnostic {}
extension ImageFileError: PlacedDiagnostic {}
extension DocsError: PlacedDiagnostic {}
extension ExplainError: PlacedDiagnostic {}
extension RenderError: UnplacedDiagnostic {}
extension FixtureCheckError: UnplacedDiagnostic {}
