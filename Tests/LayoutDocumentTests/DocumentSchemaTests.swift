import Foundation
import LayoutDocument
import Testing

/// The JSON Schema of layout documents (`layout-diagram schema`), checked against the reader with an
/// independent validator: ruamel.yaml (YAML 1.2) and jsonschema, through `scripts/validate-documents.py`.
struct DocumentSchemaTests {
  @Test func everyFixtureAndConformanceDocumentIsValid() throws {
    let documents = SchemaValidation.documents()
    #expect(documents.count >= 250, "found \(documents.count) documents")
    let outcome = try SchemaValidation.validate(documents)
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(
      outcome.output.hasSuffix("\(documents.count)/\(documents.count) documents valid\n"), "\(outcome.output)"
    )
  }

  @Test(arguments: [
    ("justifyContent", "justifyContnet", "root.stack"),
    ("flexGrow", "flexGorw", "root.stack.children.0.style"),
    ("size: [40, 20]", "sise: [40, 20]", "root.stack.children.0.box"),
  ])
  func aMisspeltKeyIsRejectedByTheSchemaAndTheReader(key: String, misspelt: String, path: String) throws {
    let yaml = SchemaValidation.stackDocument.replacingOccurrences(of: key, with: misspelt)
    let written = misspelt.prefix { $0 != ":" }
    let outcome = try SchemaValidation.validate(text: yaml)
    #expect(outcome.status == 1)
    #expect(
      outcome.output.contains("\(path): Additional properties are not allowed ('\(written)' was unexpected)"))
    let error = try #require(DocumentTesting.error(yaml))
    #expect(error.message.hasPrefix("unknown key '\(written)'"), "\(error)")
  }

  @Test func theCorrectlySpeltDocumentIsValidForBoth() throws {
    let outcome = try SchemaValidation.validate(text: SchemaValidation.stackDocument)
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(DocumentTesting.error(SchemaValidation.stackDocument) == nil)
  }

  @Test func theCommittedSchemaIsTheGeneratedOne() throws {
    let committed = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("layout-document.schema.json"), encoding: .utf8
    )
    #expect(committed == DocumentSchema.json, "run `make schema` to regenerate layout-document.schema.json")
  }

  @Test func theCommittedReferenceIsTheGeneratedOne() throws {
    let committed = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/layout-documents.md"), encoding: .utf8)
    #expect(
      committed == DocumentReference.markdown, "run `make schema` to regenerate docs/layout-documents.md")
    // Every element kind and style key of the reader has its row.
    #expect(committed.contains("### `corner`") && committed.contains("| `flexBasis` |"))
  }

  /// Writing every default the schema states, for every kind, on the kind and on each child's style, lays out
  /// exactly as leaving them out: the stated defaults are the reader's.
  @Test func statedDefaultsLayOutAsMissingKeys() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(DocumentSchema.json.utf8)) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let element = try #require(definitions["element"] as? [String: Any])
    let properties = try #require(element["properties"] as? [String: Any])
    let style = try #require(properties["style"] as? [String: Any])
    let styleDefaults = SchemaValidation.defaults(of: style)
    #expect(styleDefaults.count >= 6, "\(styleDefaults)")
    var checked = 0
    for kind in ElementKind.allCases where kind != .image {
      let kindSchema = try #require(properties[kind.rawValue] as? [String: Any])
      let defaults = SchemaValidation.defaults(of: kindSchema)
      let bare = SchemaValidation.document(
        kind: kind, schema: kindSchema, kindDefaults: [:], styleDefaults: [:])
      let explicit = SchemaValidation.document(
        kind: kind, schema: kindSchema, kindDefaults: defaults, styleDefaults: styleDefaults)
      let bareFrames = try DocumentTesting.outcome(bare).get()
      let explicitFrames = try DocumentTesting.outcome(explicit).get()
      #expect(
        DocumentTesting.frameLines(bareFrames) == DocumentTesting.frameLines(explicitFrames),
        "\(kind.rawValue) with its defaults written: \(explicit)")
      checked += defaults.count
    }
    #expect(checked >= 20, "kind defaults checked: \(checked)")
  }
}

/// Documents at the edges of the format, each accepted or rejected alike by the schema and by the reader.
struct SchemaAgreesWithTheReaderTests {
  static let documents: [(yaml: String, accepted: Bool)] = [
    ("scale: .inf\nroot: {box: {}}\n", false),
    ("root: {ratio: {ratio: .inf, child: {box: {}}}}\n", false),
    ("root: {style: {width: -.inf}, box: {}}\n", false),
    ("root: {text: }\n", false),
    ("root: {wrapper: {child: {box: {}}, children: []}}\n", false),
    ("root: {wrapper: {}}\n", false),
    ("root: {box: {}}\nroott: 1\n", false),
    ("theme: {lihgt: {}}\nroot: {box: {}}\n", false),
    ("root: {name: a, fil: red, box: {}}\n", false),
    ("root: {stack: {spacing: 1e3, children: [{box: {size: [1e2, 20]}}]}}\n", true),
    ("root: {box: }\n", true),
    ("root: {style: {width: 50%, flexGrow: true}, box: {}}\n", true),
    ("root: {wrapper: {children: [{box: {}}]}}\n", true),
    ("constrainedSize: {min: [10, 0], max: [100, .inf]}\nroot: {fill: Red, box: {}}\n", true),
  ]

  @Test(arguments: documents)
  func bothAcceptOrBothReject(yaml: String, accepted: Bool) throws {
    let outcome = try SchemaValidation.validate(text: yaml)
    #expect(outcome.status == (accepted ? 0 : 1), "schema: \(outcome.output)")
    #expect(
      (DocumentTesting.error(yaml) == nil) == accepted,
      "reader: \(String(describing: DocumentTesting.error(yaml)))")
  }
}
