import DiagramAnnotations
import DiagramValues
import DocumentRendering
import Foundation
import ImageDiff
import LayoutDocument
import LayoutRenderer
import RenderTestSupport
import Testing
import TextureLayout

/// Reading, rendering and decoding documents in the tests, and where the fixtures are.
enum DocumentRenderingTesting {
  /// `Fixtures/`.
  static let fixtures = FixturePaths.fixtures

  /// Every fixture document (`*.yaml` and `*.json`) in every folder under `Fixtures/`, sorted by path.
  static var fixtureDocuments: [String] {
    FixturePaths.files(withExtensions: ["yaml", "json"])
  }

  /// The fixtures with reference images beside them: the `*.yaml` documents, as `layout-diagram check`
  /// takes them.
  static var referencedFixtures: [String] {
    fixtureDocuments.filter { $0.hasSuffix(".yaml") }
  }

  /// The texts of the labels diagram style plans for `document`, laid out with records.
  static func labels(of document: DiagramDocument) throws -> [String] {
    try LargeStack.run {
      let recorded = document.recordedLayout()
      return try document.renderer().annotationPlan(recorded.layout, records: recorded.records).plan.marks
        .compactMap { if case .label(let label) = $0 { label.text } else { nil } }
    }
  }

  /// The annotation plan diagram style makes for the document `yaml`, laid out with records.
  static func plan(_ yaml: String) throws -> AnnotationPlan {
    try LargeStack.run {
      let document = try document(yaml)
      let recorded = document.recordedLayout()
      return try document.renderer().annotationPlan(recorded.layout, records: recorded.records).plan
    }
  }

  /// The annotation plan of the fixture at `path` under `Fixtures/`.
  static func plan(fixture path: String) throws -> AnnotationPlan {
    try plan(String(contentsOf: fixtures.appendingPathComponent(path), encoding: .utf8))
  }

  /// The texts of the labels diagram style plans for the document `yaml`.
  static func labels(of yaml: String) throws -> [String] {
    try labels(of: document(yaml))
  }

  /// A document read from YAML text with Pango measurement.
  static func document(_ yaml: String) throws -> DiagramDocument {
    try DiagramDocument(
      yaml: yaml, file: "test.yaml", baseDirectory: fixtures, measurer: PangoContentMeasurer())
  }

  /// The fixture `name` rendered in `format` with its own options.
  static func renderFixture(_ name: String, as format: ImageFormat) throws -> Data {
    let url = fixtures.appendingPathComponent(name)
    return try LargeStack.run {
      let document = try DiagramDocument(contentsOf: url, file: name, measurer: PangoContentMeasurer())
      return try renderDocument(document, as: format)
    }
  }

  /// The PNG of `yaml`, decoded.
  static func renderedPixels(_ yaml: String, overrides: RenderOverrides = RenderOverrides()) throws
    -> Bitmap
  {
    let document = try document(yaml).applying(overrides)
    return try Bitmap(png: try renderDocument(document, as: .png))
  }
}
