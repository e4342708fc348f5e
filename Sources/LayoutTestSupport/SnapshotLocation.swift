import Foundation

/// Where a snapshot's files go: the reference and its frames beside the test file
/// (`__Snapshots__/<TestFile>/<name>.png` and `<name>.frames.txt`, as swift-snapshot-testing lays them out),
/// and on a mismatch the new render, its frames and the diff image in a failure-artifacts folder.
///
/// The artifacts folder is `LAYOUT_SNAPSHOT_ARTIFACTS` when that variable is set, else
/// `Output/snapshot-failures/<TestFile>/` in the package holding the test file (the nearest folder above it
/// with a `Package.swift`), else `snapshot-failures/<TestFile>/` in the temporary directory.
public struct SnapshotLocation: Hashable, Sendable {
  /// The snapshot's name: the file name of its reference without the extension.
  public let name: String
  /// The folder holding the reference.
  public let referenceDirectory: URL
  /// The folder a mismatch writes the new render and the diff image to.
  public let artifactsDirectory: URL

  /// The location of snapshot `name` (sanitized; the test function's name when `nil`) of a test in
  /// `filePath`; either folder can be given instead.
  public init(
    filePath: String, function: String, name: String? = nil, snapshotDirectory: URL? = nil,
    artifactsDirectory: URL? = nil
  ) {
    let testFile = URL(fileURLWithPath: filePath)
    let fileName = testFile.deletingPathExtension().lastPathComponent
    self.name = Self.sanitized(name ?? function)
    referenceDirectory =
      snapshotDirectory
      ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(fileName)
    self.artifactsDirectory =
      artifactsDirectory ?? Self.defaultArtifactsRoot(near: testFile).appendingPathComponent(fileName)
  }

  /// The reference image.
  public var reference: URL { referenceDirectory.appendingPathComponent(name + ".png") }
  /// The reference frame tree.
  public var referenceFrames: URL { referenceDirectory.appendingPathComponent(name + ".frames.txt") }
  /// The new render, written on a mismatch.
  public var actual: URL { artifactsDirectory.appendingPathComponent(name + ".png") }
  /// The new frame tree, written on a mismatch.
  public var actualFrames: URL { artifactsDirectory.appendingPathComponent(name + ".frames.txt") }
  /// The diff image, written on a mismatch.
  public var diff: URL { artifactsDirectory.appendingPathComponent(name + ".diff.png") }

  /// A name safe as a file name: runs of characters other than letters, digits, `-`, `_` and `.` become
  /// one `-`, with none at either end (`layoutFits(width:)` → `layoutFits-width`).
  static func sanitized(_ name: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
    var result = ""
    var pendingDash = false
    for character in name {
      if allowed.contains(character) {
        if pendingDash, !result.isEmpty { result.append("-") }
        pendingDash = false
        result.append(character)
      } else {
        pendingDash = true
      }
    }
    return result.isEmpty ? "snapshot" : result
  }

  private static func defaultArtifactsRoot(near testFile: URL) -> URL {
    if let variable = ProcessInfo.processInfo.environment["LAYOUT_SNAPSHOT_ARTIFACTS"], !variable.isEmpty {
      return URL(fileURLWithPath: variable, isDirectory: true)
    }
    var folder = testFile.deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder.appendingPathComponent("Output/snapshot-failures", isDirectory: true)
      }
      folder.deleteLastPathComponent()
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent(
      "snapshot-failures", isDirectory: true)
  }
}
