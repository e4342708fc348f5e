import DocumentRendering
import FixtureCheck
import Foundation
import ImageDiff
import LayoutDocument
import LayoutRenderer

/// A scratch folder of documents and references for one test, removed at the end.
final class ScratchFolder {
  /// The folder.
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "fixture-check-\(UUID().uuidString)")

  /// A plain 10 × 5pt document: its PNG is 20 × 10 pixels, red.
  static let plain = "style: plain\nconstrainedSize: [10, 5]\nroot: {fill: red, box: {}}\n"

  deinit { try? FileManager.default.removeItem(at: url) }

  /// `path` under the folder.
  func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

  /// Writes `data` at `relative`, creating folders.
  func write(_ data: Data, at relative: String) throws {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
  }

  /// Writes the text `yaml` as the document at `relative`.
  func writeDocument(_ yaml: String = plain, at relative: String) throws {
    try write(Data(yaml.utf8), at: relative)
  }

  /// The bytes at `relative`, or `nil`.
  func contents(_ relative: String) -> Data? { FileManager.default.contents(atPath: path(relative)) }

  /// Whether something exists at `relative`.
  func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

  /// A check of `folders` (under this folder) writing to `out`.
  func check(_ folders: [String] = ["docs"], output: String = "out", keepsFrames: Bool = false) throws
    -> FixtureCheck
  {
    var check = try FixtureCheck(folders: folders.map(path), output: path(output))
    check.keepsFrames = keepsFrames
    return check
  }

  /// The document `yaml` rendered in `format`, as the check renders it.
  static func render(_ yaml: String = plain, as format: ImageFormat) throws -> Data {
    try DiagramDocument(yaml: yaml, file: "test.yaml", measurer: PangoContentMeasurer()).image(as: format)
  }
}
