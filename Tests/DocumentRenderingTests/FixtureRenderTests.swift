import DiagramValues
import DocumentRendering
import Foundation
import LayoutRenderer
import Testing

/// Every fixture renders to the same bytes every time, and the `*.yaml` fixtures match the reference images
/// beside them (`Fixtures/NAME.png` and `Fixtures/NAME.svg`) byte for byte.
///
/// A missing reference fails the test; `LAYOUT_DIAGRAM_RECORD=1` writes the references instead (and fails
/// too, so that recording is never mistaken for passing). A render that differs is written to
/// `Output/fixture-failures/`.
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

  @Test(arguments: DocumentRenderingTesting.referencedFixtures)
  func renderMatchesItsReference(_ fixture: String) throws {
    for format in ImageFormat.allCases {
      let rendered = try DocumentRenderingTesting.renderFixture(fixture, as: format)
      let name =
        "\(URL(fileURLWithPath: fixture).deletingPathExtension().lastPathComponent).\(format.rawValue)"
      let reference = DocumentRenderingTesting.fixtures.appendingPathComponent(name)
      if DocumentRenderingTesting.isRecording {
        try ImageFile.write(rendered, to: reference)
        Issue.record("recorded \(reference.path); run again without LAYOUT_DIAGRAM_RECORD")
        continue
      }
      guard let expected = try? Data(contentsOf: reference) else {
        Issue.record("no reference at \(reference.path); record it with LAYOUT_DIAGRAM_RECORD=1")
        continue
      }
      if rendered != expected {
        let actual = DocumentRenderingTesting.failures.appendingPathComponent(name)
        try ImageFile.write(rendered, to: actual)
        Issue.record(
          "\(fixture) differs from \(reference.path) as \(format); the render is at \(actual.path)")
      }
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
