import Foundation
import RenderTestSupport

/// Paths of the package the tests run in.
enum TestPaths {
  /// The package root.
  static let packageRoot = FixturePaths.packageRoot

  /// `Fixtures/`.
  static let fixtures = FixturePaths.fixtures

  /// The fixture document `name` (with its extension).
  static func fixture(_ name: String) -> URL {
    FixturePaths.fixture(name)
  }

  /// The first set of fixtures, each with hand-derived frames: every `*.yaml` and `*.json` document directly
  /// in `Fixtures/` (not in its subfolders), sorted.
  static var fixtureDocuments: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map(fixture)
  }
}
