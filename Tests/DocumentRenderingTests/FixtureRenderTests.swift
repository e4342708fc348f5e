import DiagramValues
import DocumentRendering
import Foundation
import ImageDiff
import LayoutRenderer
import Testing

/// Every fixture renders to the same bytes every time, and the `*.yaml` fixtures match the reference images
/// beside them (`Fixtures/NAME.png` and `Fixtures/NAME.svg`): SVG byte for byte, PNG byte for byte or else
/// pixel for pixel through ImageDiff (the `layout-diagram diff` comparison, with no tolerance).
///
/// A missing reference fails the test; `LAYOUT_DIAGRAM_RECORD=1` writes the references instead (and fails
/// too, so that recording is never mistaken for passing). A render that differs is written to
/// `Output/fixture-failures/`, with a diff image for a PNG.
struct FixtureRenderTests {
  /// Every pixel must match exactly: no threshold, anti-aliasing not set aside.
  static let exactPixels = ComparisonOptions(threshold: 0, detectsAntialiasing: false)

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
      guard rendered != expected else { continue }
      let actual = DocumentRenderingTesting.failures.appendingPathComponent(name)
      guard format == .png else {
        try ImageFile.write(rendered, to: actual)
        Issue.record("\(fixture) differs from \(reference.path) as SVG; the render is at \(actual.path)")
        continue
      }
      // Pixels decide for PNG: another encoder may write the same pixels as other bytes.
      let comparison = ImageComparison(
        reference: try Bitmap(png: expected), actual: try Bitmap(png: rendered), options: Self.exactPixels)
      if comparison.matches { continue }
      let diff = DocumentRenderingTesting.failures.appendingPathComponent("\(name).diff.png")
      try ImageFile.write(rendered, to: actual)
      try comparison.diffImage.write(to: diff)
      Issue.record(
        "\(fixture) differs from \(reference.path): \(comparison.summary); render \(actual.path), diff \(diff.path)"
      )
    }
  }

  /// The comparison the references use sees a change of one unit in one pixel.
  @Test func exactComparisonSeesOnePixelChanged() throws {
    let reference = try Bitmap(png: try DocumentRenderingTesting.renderFixture("stack.yaml", as: .png))
    var changed = reference
    let pixel = reference[30, 40]
    changed.fill(
      PixelRect(x: 30, y: 40, width: 1, height: 1),
      with: Bitmap.Pixel(red: pixel.red ^ 1, green: pixel.green, blue: pixel.blue, alpha: pixel.alpha))
    let comparison = ImageComparison(reference: reference, actual: changed, options: Self.exactPixels)
    #expect(comparison.differingPixelCount == 1)
    #expect(!comparison.matches)
    #expect(ImageComparison(reference: reference, actual: reference, options: Self.exactPixels).matches)
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
