import Foundation

/// A file a check writes under its output folder: where it goes, and how messages name it.
public struct CheckArtifact: Hashable, Sendable {
  /// The file.
  public let url: URL
  /// The path as messages show it: the output folder as given, then the path under it
  /// (`Output/docs/inset.diff.png`).
  public let path: String

  /// Creates an artifact at `path`.
  public init(path: String) {
    self.url = URL(fileURLWithPath: path)
    self.path = path
  }
}
