import Foundation
import LayoutDiagnostics

extension LintReport {
  /// `{"findings": [...], "summary": {...}}`: each finding with its file, line, column, key path, name and
  /// kind beside the fields `frames --explain` gives it; one finding per line.
  var json: String {
    let lines = findings.map { finding -> String in
      let name = finding.name.map(JSONNumber.string) ?? "null"
      let kind = finding.kind.map { JSONNumber.string($0.rawValue) } ?? "null"
      return "  {\"file\": \(JSONNumber.string(finding.location.file)), \"line\": \(finding.location.line), "
        + "\"column\": \(finding.location.column), \"path\": \(JSONNumber.string(finding.keyPath)), "
        + "\"name\": \(name), \"kind\": \(kind), \(DiagnosticJSON.fields(finding.diagnostic))}"
    }
    let body = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n ]"
    return "{\"findings\": \(body),\n \"summary\": {\"documents\": \(documents.count), "
      + "\"warnings\": \(count(.warning)), \"notes\": \(count(.note))}}\n"
  }
}
