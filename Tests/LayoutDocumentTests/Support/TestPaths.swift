import Foundation

/// Paths of the package the tests run in.
enum TestPaths {
  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `Fixtures/`.
  static let fixtures = packageRoot.appendingPathComponent("Fixtures")

  /// The fixture document `name` (with its extension).
  static func fixture(_ name: String) -> URL {
    fixtures.appendingPathComponent(name)
  }

  /// Every `*.yaml` and `*.json` document under `Fixtures/`, sorted.
  static var fixtureDocuments: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map(fixture)
  }
}
