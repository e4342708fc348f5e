import Foundation
import LayoutTestSupport
import XCTest

/// `assertLayoutSnapshot` from XCTest, where no Swift Testing test is current: a matching render records
/// no failure.
final class XCTestAssertionTests: XCTestCase {
  func testAMatchingRenderPassesInXCTest() {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let sample = SampleLayout()
    let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/LayoutSnapshotAssertionTests")
    let result = assertLayoutSnapshot(
      of: sample.root, as: sample.snapshot, named: "row", snapshotDirectory: committed,
      artifactsDirectory: folder.url)
    XCTAssertTrue(result.matched, result.failureMessage ?? "")
  }
}
