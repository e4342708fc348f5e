import AsyncDisplayKit
import Foundation
import LayoutTestSupport
import XCTest

/// Node snapshots from XCTest, as teams with XCTest suites write them: the assertion matches the reference
/// recorded for it and reports through XCTest.
final class NodeSnapshotXCTests: XCTestCase {
  private func node() -> ASDisplayNode {
    let node = ASTextNode()
    node.attributedText = NSAttributedString(
      string: "Snapshot from XCTest", attributes: [.font: UIFont.systemFont(ofSize: 15)])
    node.backgroundColor = .white
    return node
  }

  func testANodeSnapshotIsRecordedThenMatches() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xc-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let artifacts = folder.appendingPathComponent("failures")
    // Recorded without the assertion, which reports a recording as a failure.
    let recorded = node()
    let range = ASSizeRange(
      min: CGSize(width: 200, height: 0), max: CGSize(width: 200, height: CGFloat.infinity))
    recorded.layoutThatFits(range)
    verifyLayoutSnapshot(
      of: recorded,
      as: .plain(sizeRange: range, background: .white, appearance: recorded.layoutAppearance),
      named: "testANodeSnapshotIsRecordedThenMatches.plain-200", record: true, snapshotDirectory: folder,
      artifactsDirectory: artifacts)
    let result = assertLayoutSnapshot(
      of: node(), width: 200, snapshotDirectory: folder, artifactsDirectory: artifacts)
    XCTAssertTrue(result.matched)
    XCTAssertEqual(result.location.name, "testANodeSnapshotIsRecordedThenMatches.plain-200")
  }
}
