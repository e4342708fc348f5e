import CairoSupport
import Foundation
import ImageDiff
import LayoutRenderer
import TextureLayout

/// Lays out and renders `element` as `snapshot` describes and checks it against the reference beside the
/// test file (`__Snapshots__/<TestFile>/<name>.png`), without failing the test: the result says what
/// happened, and `failureMessage` what an assertion would report.
///
/// - A missing reference is recorded, with its frame tree beside it (`<name>.frames.txt`); so is every
///   snapshot when `record` is `true`, or when it is `nil` and `LAYOUT_SNAPSHOT_RECORD` is `1`.
/// - Otherwise the frame tree is compared with the recorded one (when there is one), then the pixels with
///   the reference; on a mismatch the new render, the diff image and (when they differ) the new frames are
///   written to `location.artifactsDirectory`.
public func verifyLayoutSnapshot(
  of element: any LayoutElement, as snapshot: LayoutSnapshot, named name: String? = nil,
  record: Bool? = nil, snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil,
  filePath: StaticString = #filePath, function: String = #function
) -> LayoutSnapshotResult {
  let location = SnapshotLocation(
    filePath: "\(filePath)", function: function, name: name, snapshotDirectory: snapshotDirectory,
    artifactsDirectory: artifactsDirectory)
  let checker = SnapshotChecker(
    snapshot: snapshot, location: location, recordMode: record ?? SnapshotChecker.recordModeFromEnvironment)
  return LayoutSnapshotResult(outcome: checker.check(element), location: location)
}

/// The steps of `verifyLayoutSnapshot`: render, record or compare, write artifacts.
struct SnapshotChecker {
  let snapshot: LayoutSnapshot
  let location: SnapshotLocation
  let recordMode: Bool

  /// Whether `LAYOUT_SNAPSHOT_RECORD` asks for recording (`1` or `true`).
  static var recordModeFromEnvironment: Bool {
    let value = ProcessInfo.processInfo.environment["LAYOUT_SNAPSHOT_RECORD"]?.lowercased()
    return value == "1" || value == "true"
  }

  func check(_ element: any LayoutElement) -> LayoutSnapshotResult.Outcome {
    do {
      let rendered = try snapshot.render(element)
      let fileManager = FileManager.default
      if recordMode || !fileManager.fileExists(atPath: location.reference.path) {
        try record(rendered)
        return .recorded(recordMode ? .recordModeOn : .referenceMissing)
      }
      return try compare(rendered)
    } catch {
      return .failed(reason: "\(error)")
    }
  }

  private func record(_ rendered: RenderedLayout) throws {
    try write(rendered.png, to: location.reference)
    try write(Data(rendered.frames.utf8), to: location.referenceFrames)
  }

  private func compare(_ rendered: RenderedLayout) throws -> LayoutSnapshotResult.Outcome {
    let expectedFrames = try? String(contentsOf: location.referenceFrames, encoding: .utf8)
    let framesDiffer = expectedFrames.map { $0 != rendered.frames } ?? false
    let referenceData = try Data(contentsOf: location.reference)
    if !framesDiffer && referenceData == rendered.png { return .matched }
    let reference = try Bitmap(png: referenceData, file: location.reference.path)
    let actual = try Bitmap(png: rendered.png, file: "the new render")
    let comparison = ImageComparison(reference: reference, actual: actual, options: snapshot.comparison)
    guard framesDiffer || !comparison.matches else { return .matched }
    try write(rendered.png, to: location.actual)
    try comparison.diffImage?.write(to: location.diff)
    if framesDiffer { try write(Data(rendered.frames.utf8), to: location.actualFrames) }
    return .mismatched(
      SnapshotMismatch(
        frames: framesDiffer ? (expectedFrames ?? "", rendered.frames) : nil, comparison: comparison,
        actualImage: location.actual, diffImage: location.diff))
  }

  /// Writes whole files: into a temporary file beside `url`, then renamed over it.
  private func write(_ data: Data, to url: URL) throws {
    do {
      try writeWholeFile(data, to: url)
    } catch {
      throw ImageFileError.unwritable(file: url.path, reason: fileFailureReason(error))
    }
  }
}
