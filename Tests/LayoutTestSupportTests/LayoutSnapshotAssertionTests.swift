import Foundation
import ImageDiff
import LayoutRenderer
import LayoutTestSupport
import Testing
import TextureLayout

/// `verifyLayoutSnapshot` and `assertLayoutSnapshot`: record when missing, pass when equal, fail with the
/// count, box and frames when the layout changed. The `row` reference is committed under
/// `__Snapshots__/LayoutSnapshotAssertionTests/`.
struct LayoutSnapshotAssertionTests {
  @Test func recordsWhenTheReferenceIsMissing() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let sample = SampleLayout()
    let result = verifyLayoutSnapshot(
      of: sample.root, as: sample.snapshot, named: "row", snapshotDirectory: folder.url)
    guard case .recorded(.referenceMissing) = result.outcome else {
      Issue.record("expected a recording, got \(result.outcome)")
      return
    }
    #expect(
      result.failureMessage?.hasPrefix("No reference was found for snapshot \"row\"; recorded it") == true)
    let image = try Bitmap(contentsOf: folder.url.appendingPathComponent("row.png"))
    #expect(image.size == PixelSize(width: 240, height: 60))
    #expect(image[10, 10] == .opaque(0xF4511E))
    let frames = try String(contentsOf: folder.url.appendingPathComponent("row.frames.txt"), encoding: .utf8)
    #expect(frames.contains("DisplayNode (blue)"))
  }

  @Test func recordModeRecordsOverAReference() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let sample = SampleLayout()
    _ = verifyLayoutSnapshot(
      of: sample.root, as: sample.snapshot, named: "row", snapshotDirectory: folder.url)
    let result = verifyLayoutSnapshot(
      of: SampleLayout(justifiedToEnd: true).root, as: sample.snapshot, named: "row", record: true,
      snapshotDirectory: folder.url)
    guard case .recorded(.recordModeOn) = result.outcome else {
      Issue.record("expected a recording, got \(result.outcome)")
      return
    }
    #expect(result.failureMessage?.hasPrefix("Record mode is on") == true)
    let image = try Bitmap(contentsOf: folder.url.appendingPathComponent("row.png"))
    #expect(image[10, 10] == .clear)
  }

  @Test func passesWhenTheRenderEqualsTheReference() {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let sample = SampleLayout()
    let result = assertLayoutSnapshot(
      of: sample.root, as: sample.snapshot, named: "row", artifactsDirectory: folder.url)
    #expect(result.matched, "\(result.failureMessage ?? "")")
    #expect(result.failureMessage == nil)
    #expect(!FileManager.default.fileExists(atPath: folder.url.path))
  }

  @Test func aChangedLayoutIsAMismatchWithItsFramesPixelsAndArtifacts() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let sample = SampleLayout(justifiedToEnd: true)
    let result = verifyLayoutSnapshot(
      of: sample.root, as: sample.snapshot, named: "row", artifactsDirectory: folder.url)
    guard case .mismatched(let mismatch) = result.outcome else {
      Issue.record("expected a mismatch, got \(result.outcome)")
      return
    }
    // The boxes moved 36pt right: red from 5–45pt to 41–81pt, blue from 49–79pt to 85–115pt. Across the
    // 110pt row only 41–45pt (red in both) and 81–85pt (clear in both) keep their color: 102pt × 20pt
    // differ, at @2x.
    #expect(
      mismatch.comparison.verdict
        == .pixelsDiffer(count: 204 * 40, bounds: PixelRect(x: 10, y: 10, width: 220, height: 40)))
    #expect(mismatch.frames?.expected.contains("position = [5, 5]") == true)
    #expect(
      mismatch.frames?.actual.contains("DisplayNode (red); size = [40, 20]; position = [36, 0]") == true)
    #expect(mismatch.actualImage == folder.url.appendingPathComponent("row.png"))
    #expect(mismatch.diffImage == folder.url.appendingPathComponent("row.diff.png"))
    let diff = try Bitmap(contentsOf: mismatch.diffImage)
    #expect(diff[20, 20] == .opaque(0xFF0000))
    #expect(try Bitmap(contentsOf: mismatch.actualImage)[10, 10] == .clear)
    let message = try #require(result.failureMessage)
    #expect(message.contains("Frames differ (- reference, + actual):"))
    #expect(message.contains("Pixels: 8160 pixels differ, in 220×40 at (10, 10)"))
    #expect(message.contains("Diff image: \(mismatch.diffImage.path)"))
  }

  @Test func theAssertionReportsTheMismatch() {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let sample = SampleLayout(justifiedToEnd: true)
    withKnownIssue {
      assertLayoutSnapshot(of: sample.root, as: sample.snapshot, named: "row", artifactsDirectory: folder.url)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Snapshot \"row\" does not match its reference") }
    }
  }

  @Test func withoutRecordedFramesOnlyPixelsAreCompared() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let sample = SampleLayout()
    let committed = SnapshotLocation(filePath: #filePath, function: #function, name: "row")
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: committed.reference, to: folder.url.appendingPathComponent("row.png"))
    let result = verifyLayoutSnapshot(
      of: sample.root, as: sample.snapshot, named: "row", snapshotDirectory: folder.url)
    #expect(result.matched, "\(result.failureMessage ?? "")")
  }

  @Test func aReferenceThatIsNotAPNGIsReportedByName() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let reference = folder.url.appendingPathComponent("row.png")
    try Data("not an image".utf8).write(to: reference)
    let sample = SampleLayout()
    let result = verifyLayoutSnapshot(
      of: sample.root, as: sample.snapshot, named: "row", snapshotDirectory: folder.url)
    guard case .failed(let reason) = result.outcome else {
      Issue.record("expected a failure, got \(result.outcome)")
      return
    }
    #expect(reason == "\(reference.path): not a PNG image (no PNG signature)")
  }

  @Test func aRenderThatFailsIsReported() {
    let empty = DisplayNode()
    let snapshot = LayoutSnapshot.plain(sizeRange: .zero)
    let result = verifyLayoutSnapshot(
      of: empty, as: snapshot, named: "empty", snapshotDirectory: URL(fileURLWithPath: "/nonexistent"))
    guard case .failed(let reason) = result.outcome else {
      Issue.record("expected a failure, got \(result.outcome)")
      return
    }
    #expect(reason.contains("the canvas is empty"))
  }

  @Test func snapshotsAreNamedAfterTheTestAndStoredBesideTheTestFile() {
    let location = SnapshotLocation(filePath: "/p/Tests/T/RowTests.swift", function: "layoutFits(width:)")
    #expect(location.name == "layoutFits-width")
    #expect(location.reference.path == "/p/Tests/T/__Snapshots__/RowTests/layoutFits-width.png")
    #expect(location.referenceFrames.path == "/p/Tests/T/__Snapshots__/RowTests/layoutFits-width.frames.txt")
  }
}
