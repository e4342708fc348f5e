import Foundation
import LayoutRenderer

/// A layout document a check found: where it is, how messages name it, and the name its artifacts take
/// under the output folder.
public struct FixtureDocument: Hashable, Sendable {
  /// The document file.
  public let file: URL
  /// The document as messages name it: the folder as given, then the path under it
  /// (`Fixtures/docs/inset.yaml`).
  public let path: String
  /// The path under the folder searched, without the extension (`docs/inset`): its artifacts are this
  /// path under the output folder, so that subfolders are mirrored.
  public let stem: String

  /// Creates the description of a document found at `stem` + `.yaml` under a folder.
  public init(file: URL, path: String, stem: String) {
    self.file = file
    self.path = path
    self.stem = stem
  }

  /// The document's file name without its extension (`inset`).
  public var name: String { file.deletingPathExtension().lastPathComponent }

  /// The reference image beside the document in `format` (`Fixtures/docs/inset.png`), whether or not it
  /// exists.
  public func reference(_ format: ImageFormat) -> URL {
    file.deletingPathExtension().appendingPathExtension(format.rawValue)
  }

  /// The reference's file name (`inset.png`).
  public func referenceName(_ format: ImageFormat) -> String {
    "\(name).\(format.rawValue)"
  }

  /// The frames reference beside the document (`Fixtures/docs/inset.frames.json`), whether or not it
  /// exists: the layout the reference images were drawn from, so that a mismatch can be told a layout
  /// change or a change of pixels alone.
  public var framesReference: URL {
    file.deletingPathExtension().appendingPathExtension("frames.json")
  }

  /// The formats whose reference image exists beside the document, PNG first.
  public var referencedFormats: [ImageFormat] {
    ImageFormat.allCases.filter { FileManager.default.fileExists(atPath: reference($0).path) }
  }
}
