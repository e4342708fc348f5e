import Foundation
import LayoutDocument

/// Runs the independent schema validator, `scripts/validate-documents.py`, on documents.
enum SchemaValidation {
  /// What the validator printed and its exit status.
  struct Outcome {
    var status: Int32
    var output: String
  }

  /// A stack of two boxes that uses a stack key, a style key and a box key.
  static let stackDocument = """
    constrainedSize: {min: [0, 0], max: [200, 100]}
    root:
      stack:
        justifyContent: center
        children:
          - style: {flexGrow: 1}
            box: {size: [40, 20]}
          - box: {size: [30, 20]}
    """

  /// Every layout document among the fixtures (`*.yaml`, and `*.json` but frames) and conformance cases.
  static func documents() -> [URL] {
    ["Fixtures", "Conformance"].flatMap { folder -> [URL] in
      let root = TestPaths.packageRoot.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      return (enumerator?.allObjects as? [URL] ?? []).filter {
        $0.pathExtension == "yaml"
          || ($0.pathExtension == "json" && !$0.lastPathComponent.hasSuffix(".frames.json"))
      }
    }.sorted { $0.path < $1.path }
  }

  /// Validates `documents` against `DocumentSchema.json`.
  static func validate(_ documents: [URL]) throws -> Outcome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = folder.appendingPathComponent("layout-document.schema.json")
    try Data(DocumentSchema.json.utf8).write(to: schema)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "python3", TestPaths.packageRoot.appendingPathComponent("scripts/validate-documents.py").path,
        schema.path,
      ]
      + documents.map(\.path)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
  }

  /// Validates one document's text.
  static func validate(text: String) throws -> Outcome {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "document-\(UUID().uuidString).yaml")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try validate([file])
  }

  /// The `default` of each property of an object schema that states one.
  static func defaults(of objectSchema: [String: Any]) -> [String: Any] {
    let properties = objectSchema["properties"] as? [String: Any] ?? [:]
    return properties.compactMapValues { ($0 as? [String: Any])?["default"] }
  }

  /// A JSON document whose root is one element of `kind`, with what the kind requires, the given kind keys,
  /// and two boxes as children (for kinds that take them) with the given style keys.
  static func document(
    kind: ElementKind, schema: [String: Any], kindDefaults: [String: Any], styleDefaults: [String: Any]
  ) -> String {
    func box(_ width: Int) -> [String: Any] {
      ["box": ["size": [width, 20]], "style": styleDefaults]
    }
    var mapping = kindDefaults
    let keys = (schema["properties"] as? [String: Any] ?? [:]).keys
    for key in (schema["required"] as? [String] ?? []) {
      switch key {
      case "string": mapping[key] = "Hello"
      case "ratio": mapping[key] = 0.5
      default: mapping[key] = box(40)
      }
    }
    if keys.contains("children"), mapping["child"] == nil { mapping["children"] = [box(40), box(30)] }
    let document: [String: Any] = [
      "constrainedSize": ["min": [0, 0], "max": [200, 100]], "root": [kind.rawValue: mapping],
    ]
    let data = try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }
}
