import ArgumentParser
import FixtureCheck
import DocsBuild
import Foundation

#if canImport(Glibc)
  import Glibc
#endif
import ImageDiff
import InputLimits
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
        layout-diagram lint Fixtures/realistic/*.yaml
        layout-diagram check
      """,
    subcommands: [
      Render.self, Frames.self, Explain.self, Lint.self, Docs.self, Bench.self, Diff.self, Check.self,
      ConformanceCommand.self, Schema.self, Serve.self,
    ])

  /// Runs the command; every error ends the process through its diagnostic (`CommandDiagnostic`).
  static func main() {
    AllocatorTuning.apply()
    PixelBudget.run.start()
    // A file size limit (or a full quota) then fails the write, which the batch writers undo, instead of
    // killing the process with temporary files left behind.
    signal(SIGXFSZ, SIG_IGN)
    // No subcommand is a usage error, not a request for help: say what the commands are, and fail, so that
    // a script that lost its arguments does not pass.
    if CommandLine.arguments.count <= 1 {
      StandardStreams.error((helpMessage() + "\n"))
      Foundation.exit(2)
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      (error as? any CommandDiagnostic ?? ParserDiagnostic(error: error)).exitProcess()
    }
  }
}

/// Writes `text` to standard output in one piece.
func printOutput(_ text: String) {
  StandardStreams.output(text)
}
