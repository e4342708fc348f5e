import Foundation
import InputLimits

/// Why a conformance case could not be run, or a suite not read.
public enum ConformanceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The folder holds no case.
  case noCases(folder: String)
  /// A case's document cannot be read (a FIFO, a folder, no permission).
  case unreadableCase(path: String, why: String)
  /// A case's expected frames file is missing.
  case missingExpectedFrames(path: String)
  /// Frames JSON (expected, or what an engine printed) could not be read.
  case unreadableFrames(String)
  /// The engine failed on a document: its exit status and what it said.
  case engineFailed(status: Int32, message: String)
  /// The engine took longer than a run may.
  case engineTimedOut(seconds: Double)
  /// The engine printed more than a run may.
  case engineOutputTooLarge(limit: Int)
  /// This process was asked to stop (`signal`) while an engine ran.
  case interrupted(signal: Int32)
  /// The folder engines' runs are written in cannot be made under `TMPDIR`.
  case noTemporaryFolder(path: String, why: String)

  public var description: String {
    switch self {
    case .noCases(let folder): "no conformance cases (*.yaml) under \(folder)"
    case .unreadableCase(let path, let why): "\(path):1:1: error: cannot read the case: \(why)"
    case .missingExpectedFrames(let path): "no expected frames file \(path)"
    case .unreadableFrames(let reason): "unreadable frames JSON: \(reason)"
    case .engineFailed(let status, let message):
      "the engine exited with status \(status): "
        + message.trimmingCharacters(in: .whitespacesAndNewlines).escapingControlCharacters
    case .interrupted(let signal): "stopped by signal \(signal)"
    case .noTemporaryFolder(let path, let why):
      "cannot make a temporary folder in \(path) (TMPDIR) for the engine's runs: \(why)"
    case .engineTimedOut(let seconds):
      "the engine did not answer within \(seconds.formatted()) seconds; it and what it started were ended"
    case .engineOutputTooLarge(let limit):
      "the engine printed more than \(limit) bytes; it was ended"
    }
  }
}
