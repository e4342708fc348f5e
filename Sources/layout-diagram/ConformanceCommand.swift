import ArgumentParser
import Conformance
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `layout-diagram conformance [DIR] [--engine COMMAND]`: runs the conformance suite against this engine or
/// another program.
struct ConformanceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conformance",
    abstract: "Runs Texture's layout cases (Conformance/) against this engine or another one.",
    discussion: """
      Every NAME.yaml under DIR (default: Conformance) is a layout document taken from one of Texture's \
      snapshot tests; NAME.frames.json beside it holds the frames Texture gives it, in the shape \
      `layout-diagram frames` prints. Each case runs as written, and, where the expectation can be worked \
      out from the case's own, at scales 1 and 3 (whole-point cases) and with its horizontal stacks made \
      horizontalReverse (frames mirrored). A case marked `# divergence: REASON` is run and a difference \
      is reported as known, not as a failure.

      --engine runs another program instead of this engine: COMMAND frames FILE must print the frames \
      JSON of the document FILE, as `layout-diagram frames` does. Each run has --timeout seconds and at \
      most 4 MB of output (a case's frames are a few KB); the program runs in a process group of its \
      own, which is ended when the run ends, times out or this command is interrupted. The document is \
      written to a temporary folder, not beside the case. Prints one line per failing run, the first \
      difference in it, and a summary. Exit status: 0 all pass, 1 a failure, 2 bad input or usage.

      Examples:
        layout-diagram conformance
        layout-diagram conformance Conformance/ASStackLayoutSpecSnapshotTests
        layout-diagram conformance --engine "python3 my_port.py"
      """)

  @Argument(help: "The folder of cases (default: Conformance).")
  var folder = "Conformance"

  @Option(help: "A command that answers `COMMAND frames DOC` with the frames JSON (default: this engine).")
  var engine: String?

  @Option(help: "Seconds each run of --engine may take before it and what it started are ended.")
  var timeout: Double = 60

  func validate() throws {
    if let engine, engine.allSatisfy(\.isWhitespace) {
      throw ValidationError("--engine names no command; give one, or leave --engine out to check this engine")
    }
    guard timeout > 0, timeout <= 86_400 else {
      throw ValidationError("--timeout must be more than 0 and at most 86400 seconds, not \(timeout)")
    }
  }

  func run() throws {
    let cases = try ConformanceCase.all(in: URL(fileURLWithPath: folder))
    if engine != nil { try CommandEngine.checkTemporaryFolder() }
    let progress = BatchProgress(total: engine == nil ? 0 : cases.count)
    let run = ConformanceRun(
      cases: cases,
      engine: engine.map { CommandEngine(command: $0, timeout: timeout) } ?? InProcessEngine()
        as any FramesEngine
    ) { done, _ in progress.report(done - 1, cases[done - 1].name) }
    // Asked to stop: the engines are ended and their temporary folders gone; end as the signal asks.
    if let signal = CommandEngine.stopSignal {
      Glibc.signal(signal, SIG_DFL)
      raise(signal)
    }
    printOutput(run.report + "\n")
    if !run.failures.isEmpty { throw ExitCode(1) }
  }
}
