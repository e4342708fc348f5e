import Foundation
import InputLimits

/// One case of the conformance suite: a layout document (`NAME.yaml`) and the frames Texture gives it
/// (`NAME.frames.json` beside it, the `frames` command's output shape).
///
/// The document's leading comments carry its provenance (`# source: …`, the Texture test and reference
/// image) and, for a case this engine knowingly lays out differently, `# divergence: REASON`: such a case
/// stays in the data and is run, and a difference is reported as known rather than as a failure. A case
/// whose whole-point frames come from the @2x grid's ceiling says so with `# scale-dependent: REASON`.
public struct ConformanceCase: Sendable, Hashable {
  /// The case's path under the suite folder, without the extension: `ASStackLayoutSpecSnapshotTests/NAME`.
  public var name: String
  /// The document.
  public var document: URL
  /// The expected frames file.
  public var expectedFrames: URL
  /// Where the case comes from.
  public var source: String?
  /// Why this engine knowingly differs, when it does.
  public var divergence: String?
  /// Why the case's frames depend on the screen scale although they are whole points at scale 2, when
  /// they do (`# scale-dependent: REASON`): the runner derives no scale variant for it.
  public var scaleDependence: String?

  /// Reads the case of the document at `document`, named by its path under `folder`.
  public init(document: URL, in folder: URL) throws {
    let folderPath = folder.standardizedFileURL.path
    let path = document.standardizedFileURL.deletingPathExtension().path
    name = path.hasPrefix(folderPath + "/") ? String(path.dropFirst(folderPath.count + 1)) : path
    self.document = document
    expectedFrames = document.deletingPathExtension().appendingPathExtension("frames.json")
    // Read as every input is (a regular file, within the document budget), so that a FIFO or a folder named
    // like a case is an error that says so.
    let data: Data
    do {
      data = try RegularFile.read(document, limit: Budgets.documentBytes)
    } catch {
      throw ConformanceError.unreadableCase(path: document.path, why: error.description)
    }
    let comments = String(decoding: data, as: UTF8.self).split(separator: "\n").prefix { $0.hasPrefix("#") }
    source = Self.comment("source", in: comments)
    divergence = Self.comment("divergence", in: comments)
    scaleDependence = Self.comment("scale-dependent", in: comments)
  }

  /// Every case under `folder` (its `*.yaml` documents, in subfolders too; hidden files and folders aside,
  /// as a temporary file another run left behind is), sorted by name.
  public static func all(in folder: URL) throws -> [ConformanceCase] {
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    var documents: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "yaml" { documents.append(url) }
    }
    let cases = try documents.map { try ConformanceCase(document: $0, in: folder) }.sorted {
      $0.name < $1.name
    }
    guard !cases.isEmpty else { throw ConformanceError.noCases(folder: folder.path) }
    return cases
  }

  private static func comment(_ key: String, in lines: ArraySlice<Substring>) -> String? {
    let prefix = "# \(key):"
    return lines.first { $0.hasPrefix(prefix) }.map {
      $0.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }
  }
}
