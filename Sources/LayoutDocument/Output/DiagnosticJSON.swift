import Foundation
import LayoutDiagnostics

/// Diagnostics as `frames --explain` and `lint --format json` write them: each an object with the rule's
/// id, the severity, the axis (`null` when about both or neither), the message and the hint.
enum DiagnosticJSON {
  /// The findings as one JSON array on one line.
  static func array(_ diagnostics: [LayoutDiagnostic]) -> String {
    "[" + diagnostics.map(object).joined(separator: ", ") + "]"
  }

  /// One finding's fields, without braces, so that a caller may add its own.
  static func fields(_ diagnostic: LayoutDiagnostic) -> String {
    let axis = diagnostic.axis.map { JSONNumber.string($0.rawValue) } ?? "null"
    return "\"id\": \(JSONNumber.string(diagnostic.rule.rawValue)), "
      + "\"severity\": \(JSONNumber.string(diagnostic.severity.rawValue)), \"axis\": \(axis), "
      + "\"message\": \(JSONNumber.string(diagnostic.message)), \"hint\": \(JSONNumber.string(diagnostic.hint))"
  }

  private static func object(_ diagnostic: LayoutDiagnostic) -> String {
    "{" + fields(diagnostic) + "}"
  }
}
