import Foundation

/// Where the package and its fixtures are, for every test target.
public enum FixturePaths {
  /// The package root: the nearest folder above this file that holds `Package.swift`.
  public static let packageRoot: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
      folder.path != "/"
    {
      folder = folder.deletingLastPathComponent()
    }
    return folder
  }()

  /// `Fixtures/`.
  public static let fixtures = packageRoot.appendingPathComponent("Fixtures")

  /// The fixture `name` (a path under `Fixtures/`, with its extension).
  public static func fixture(_ name: String) -> URL {
    fixtures.appendingPathComponent(name)
  }

  /// The paths below `Fixtures/` of every file whose extension is one of `extensions`, in every subfolder,
  /// sorted; empty only when the folder is missing, which the tests that use it check.
  public static func files(withExtensions extensions: Set<String>) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: fixtures.path) else { return [] }
    return walker.compactMap { $0 as? String }
      .filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension) }
      .sorted()
  }
}
