import DiagramValues
import DocumentRendering
import Foundation
import LayoutRenderer
import RenderTestSupport
import Testing

/// Every fixture renders to the same bytes every time, and every reference image in `Fixtures/` belongs to a
/// document. Whether the renders match the references is `FixturesMatchReferencesTests` (FixtureCheckTests),
/// the check `layout-diagram check` runs.
struct FixtureRenderTests {
  @Test(arguments: DocumentRenderingTesting.fixtureDocuments)
  func renderingTwiceGivesIdenticalBytes(_ fixture: String) throws {
    for format in ImageFormat.allCases {
      let first = try DocumentRenderingTesting.renderFixture(fixture, as: format)
      let second = try DocumentRenderingTesting.renderFixture(fixture, as: format)
      #expect(first.count > 100, "\(fixture) \(format)")
      #expect(first == second, "\(fixture) \(format): two renders differ")
    }
  }

  @Test func everyReferenceBelongsToAFixture() {
    let documents = Set(DocumentRenderingTesting.referencedFixtures.map(Self.withoutExtension))
    let references = FixturePaths.files(withExtensions: ["png", "svg"]).filter { !$0.hasPrefix("images/") }
    #expect(documents.count > 30, "fixtures not found under \(FixturePaths.fixtures.path)")
    #expect(references.count >= 2 * documents.count)
    for reference in references {
      #expect(documents.contains(Self.withoutExtension(reference)), "\(reference) has no document")
    }
  }

  private static func withoutExtension(_ path: String) -> String {
    (path as NSString).deletingPathExtension
  }
}
