import DiagramValues
import Foundation
import TextureLayout
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Checks `element` against its reference image as `verifyLayoutSnapshot` does and records a test failure
/// when it does not match, when it was recorded, or when it could not be checked: an issue in Swift
/// Testing, `XCTFail` in XCTest. Returns the result for further checks.
///
/// ```swift
/// var appearances = ElementAppearances()
/// appearances[box] = ElementAppearance(fill: RGBAColor(hex: 0x039BE5))
/// assertLayoutSnapshot(
///   of: stack, as: .plain(sizeRange: .unconstrained, appearance: appearances.lookup), named: "row")
/// ```
@discardableResult
public func assertLayoutSnapshot(
  of element: any LayoutElement, as snapshot: LayoutSnapshot, named name: String? = nil,
  record: Bool? = nil, snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> LayoutSnapshotResult {
  let result = verifyLayoutSnapshot(
    of: element, as: snapshot, named: name, record: record, snapshotDirectory: snapshotDirectory,
    artifactsDirectory: artifactsDirectory, filePath: filePath, function: function)
  if let message = result.failureMessage {
    reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    attachEvidence(of: result, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return result
}

/// In Swift Testing, a mismatch's evidence as attachments of the test (the new render, the reference, the
/// diff image and both frame trees), so that `swift test --attachments-path` collects them beside the
/// files written under `Output/snapshot-failures/`.
func attachEvidence(
  of result: LayoutSnapshotResult, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  #if canImport(Testing)
    guard Test.current != nil, case .mismatched(let mismatch) = result.outcome else { return }
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    let name = result.location.name
    for (url, suffix) in [
      (mismatch.actualImage, ".png"), (result.location.reference, ".reference.png"),
      (mismatch.diffImage, ".diff.png"),
    ] {
      guard let data = try? Data(contentsOf: url) else { continue }
      Attachment.record(Array(data), named: name + suffix, sourceLocation: location)
    }
    if let frames = mismatch.frames {
      Attachment.record(frames.actual, named: name + ".frames.txt", sourceLocation: location)
      Attachment.record(frames.expected, named: name + ".reference.frames.txt", sourceLocation: location)
    }
  #endif
}

/// Records a failure in whichever framework is running the test: Swift Testing when a test is current,
/// else XCTest.
func reportTestFailure(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      return
    }
  #endif
  XCTFail(message, file: filePath, line: line)
}
