import Foundation
import LayoutDiagnostics

extension LintReport {
  /// A SARIF 2.1.0 log: one run of `layout-diagram` with every rule described and each finding a result
  /// at its element's line and column, its key path as the logical location. Paths are written as relative
  /// or absolute URI references, as given on the command line.
  func sarif(toolVersion: String) -> String {
    let rules = DiagnosticRule.allCases
    let ruleObjects = rules.map { rule in
      "{\"id\": \(JSONNumber.string(rule.rawValue)), "
        + "\"shortDescription\": {\"text\": \(JSONNumber.string(rule.summary))}, "
        + "\"defaultConfiguration\": {\"level\": \(JSONNumber.string(rule.defaultSeverity.rawValue))}}"
    }
    let results = findings.map { finding -> String in
      let diagnostic = finding.diagnostic
      let ruleIndex = rules.firstIndex(of: diagnostic.rule) ?? 0
      let message =
        "\(finding.elementDescription): \(diagnostic.message)"
        + (diagnostic.hint.isEmpty ? "" : " Fix: \(diagnostic.hint).")
      var logical =
        "{\"fullyQualifiedName\": \(JSONNumber.string(finding.keyPath.isEmpty ? "root" : finding.keyPath)), \"kind\": \"element\""
      if let name = finding.name { logical += ", \"name\": \(JSONNumber.string(name))" }
      logical += "}"
      return "{\"ruleId\": \(JSONNumber.string(diagnostic.rule.rawValue)), \"ruleIndex\": \(ruleIndex), "
        + "\"level\": \(JSONNumber.string(diagnostic.severity.rawValue)), "
        + "\"message\": {\"text\": \(JSONNumber.string(message))}, "
        + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(JSONNumber.string(Self.uriReference(finding.location.file)))}, "
        + "\"region\": {\"startLine\": \(max(1, finding.location.line)), \"startColumn\": \(max(1, finding.location.column))}}, "
        + "\"logicalLocations\": [\(logical)]}]}"
    }
    let driver =
      "{\"name\": \"layout-diagram\", \"version\": \(JSONNumber.string(toolVersion)), "
      + "\"rules\": [\n        " + ruleObjects.joined(separator: ",\n        ") + "]}"
    return "{\"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\", \"version\": \"2.1.0\",\n"
      + " \"runs\": [{\"tool\": {\"driver\": \(driver)}, \"columnKind\": \"unicodeCodePoints\",\n"
      + "   \"results\": ["
      + (results.isEmpty ? "" : "\n    " + results.joined(separator: ",\n    ") + "\n   ") + "]}]}\n"
  }

  /// A file path as a URI reference: its characters outside a URI path percent-encoded, so that a space
  /// or a `#` in a name does not end the path.
  static func uriReference(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
