import DiagramValues
import DocumentRendering
import Foundation
import LayoutRenderer
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

  @Test func everyReferenceBelongsToAFixture() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: DocumentRenderingTesting.fixtures.path)
    let documents = Set(
      DocumentRenderingTesting.referencedFixtures.map {
        URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent
      })
    let references = names.filter { $0.hasSuffix(".png") || $0.hasSuffix(".svg") }
    #expect(!references.isEmpty)
    for reference in references {
      #expect(
        documents.contains(URL(fileURLWithPath: reference).deletingPathExtension().lastPathComponent),
        "\(reference) has no document")
    }
  }
}
