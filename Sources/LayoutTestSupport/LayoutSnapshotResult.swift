import Foundation
import ImageDiff

/// What checking a layout against its reference found; `failureMessage` is what an assertion reports.
public struct LayoutSnapshotResult: Sendable {
  /// Why a snapshot was recorded.
  public enum RecordReason: Hashable, Sendable {
    /// There was no reference yet.
    case referenceMissing
    /// Record mode was on (`record: true`, or `LAYOUT_SNAPSHOT_RECORD=1`).
    case recordModeOn
  }

  /// The outcome in one value.
  public enum Outcome: Sendable {
    /// The render matches the reference (and the frames match the reference frames, when recorded).
    case matched
    /// The render was written as the reference; this counts as a failure, so that recording is seen.
    case recorded(RecordReason)
    /// The render or the frames differ from the reference.
    case mismatched(SnapshotMismatch)
    /// The snapshot could not be made or compared: a render, read or write error.
    case failed(reason: String)
  }

  /// The outcome.
  public let outcome: Outcome
  /// Where the snapshot's files are.
  public let location: SnapshotLocation

  /// Creates a result.
  public init(outcome: Outcome, location: SnapshotLocation) {
    self.outcome = outcome
    self.location = location
  }

  /// Whether the render matched its reference.
  public var matched: Bool {
    if case .matched = outcome { return true }
    return false
  }

  /// The message a failing assertion reports; `nil` when the render matched.
  public var failureMessage: String? {
    let reference = location.reference.path
    switch outcome {
    case .matched:
      return nil
    case .recorded(.referenceMissing):
      return """
        No reference was found for snapshot "\(location.name)"; recorded it: \(reference)
        Run the test again to compare with it.
        """
    case .recorded(.recordModeOn):
      return """
        Record mode is on; recorded snapshot "\(location.name)": \(reference)
        Turn record mode off (LAYOUT_SNAPSHOT_RECORD) to compare with it.
        """
    case .mismatched(let mismatch):
      return "Snapshot \"\(location.name)\" does not match its reference \(reference)\n" + mismatch.report
    case .failed(let reason):
      return "Snapshot \"\(location.name)\" could not be checked: \(reason)"
    }
  }
}

/// How a render differs from its reference, and where the evidence was written.
public struct SnapshotMismatch: Sendable {
  /// The reference frame tree and the new one, when a recorded frame tree differs from the new one.
  public let frames: (expected: String, actual: String)?
  /// The pixel comparison.
  public let comparison: ImageComparison
  /// The new render.
  public let actualImage: URL
  /// The diff image: differences in red over the faded reference.
  public let diffImage: URL

  /// Creates a mismatch.
  public init(
    frames: (expected: String, actual: String)?, comparison: ImageComparison, actualImage: URL, diffImage: URL
  ) {
    self.frames = frames
    self.comparison = comparison
    self.actualImage = actualImage
    self.diffImage = diffImage
  }

  /// The frame trees (differing lines marked `-` expected, `+` actual), then the pixel summary and the
  /// artifact paths.
  public var report: String {
    var lines: [String] = []
    if let frames {
      lines.append("Frames differ (- reference, + actual):")
      lines.append(contentsOf: FrameTreeDifference.lines(expected: frames.expected, actual: frames.actual))
    }
    lines.append("Pixels: " + comparison.summary)
    lines.append("Actual image: \(actualImage.path)")
    lines.append("Diff image: \(diffImage.path)")
    return lines.joined(separator: "\n")
  }
}

/// Two frame trees side by side, line by line.
enum FrameTreeDifference {
  /// Each line of both trees: equal lines once with two spaces, differing ones as `- expected` and
  /// `+ actual`.
  static func lines(expected: String, actual: String) -> [String] {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? old[index] : nil
      let after = index < new.count ? new[index] : nil
      if before == after, let before {
        lines.append("  " + before)
        continue
      }
      if let before { lines.append("- " + before) }
      if let after { lines.append("+ " + after) }
    }
    return lines
  }
}
