import Foundation
import LayoutDiagnostics

/// What `lint` found in a set of documents, and how it prints: compiler-style text, JSON for tools, or
/// SARIF 2.1.0 for code-scanning views.
public struct LintReport: Sendable {
  /// The formats the report prints in.
  public enum Format: String, Sendable, CaseIterable {
    /// `FILE:LINE:COL: warning: MESSAGE [ID]` lines and a summary.
    case text
    /// One JSON object: every finding with its place, and the counts.
    case json
    /// A SARIF 2.1.0 log with one run.
    case sarif
  }

  /// The documents linted, in the order given, each with its findings in tree order.
  public var documents: [(file: String, findings: [DocumentFinding])]

  /// A report of `documents`.
  public init(documents: [(file: String, findings: [DocumentFinding])]) {
    self.documents = documents
  }

  /// Every finding, document after document.
  public var findings: [DocumentFinding] { documents.flatMap(\.findings) }

  /// How many findings have `severity`.
  public func count(_ severity: DiagnosticSeverity) -> Int {
    documents.reduce(0) { count, document in
      count + document.findings.reduce(0) { $0 + ($1.diagnostic.severity == severity ? 1 : 0) }
    }
  }

  /// The exit status: 1 when a warning was found (or, when `strict`, any finding), else 0.
  public func exitStatus(strict: Bool) -> Int32 {
    let failing = strict ? documents.reduce(0) { $0 + $1.findings.count } : count(.warning)
    return failing > 0 ? 1 : 0
  }

  /// The report in `format`; `toolVersion` is the tool's version, for SARIF.
  public func text(in format: Format, toolVersion: String) -> String {
    switch format {
    case .text: plainText
    case .json: json
    case .sarif: sarif(toolVersion: toolVersion)
    }
  }

  /// One line per finding (`FILE:LINE:COL: SEVERITY: ELEMENT: MESSAGE [ID]`), its fix indented below it, and
  /// a summary line.
  var plainText: String {
    var text = ""
    for document in documents {
      for finding in document.findings { Self.appendLine(of: finding, to: &text) }
    }
    return text + summary + "\n"
  }

  /// Appends `finding`'s line and its fix to `text`.
  private static func appendLine(of finding: DocumentFinding, to text: inout String) {
    let diagnostic = finding.diagnostic
    text +=
      "\(finding.location): \(diagnostic.severity.rawValue): \(finding.elementDescription): \(diagnostic.message.escapingControlCharacters) [\(diagnostic.rule.rawValue)]\n"
    if !diagnostic.hint.isEmpty { text += "  fix: \(diagnostic.hint.escapingControlCharacters)\n" }
  }

  /// `2 warnings and 1 note in 1 of 3 documents`, or `no findings in 3 documents`.
  public var summary: String {
    let documentCount = documents.count
    let documentsWord = documentCount == 1 ? "document" : "documents"
    let warnings = count(.warning)
    let notes = count(.note)
    guard warnings + notes > 0 else { return "no findings in \(documentCount) \(documentsWord)" }
    let withFindings = documents.filter { !$0.findings.isEmpty }.count
    let counted = [
      warnings > 0 ? "\(warnings) \(warnings == 1 ? "warning" : "warnings")" : nil,
      notes > 0 ? "\(notes) \(notes == 1 ? "note" : "notes")" : nil,
    ].compactMap { $0 }.joined(separator: " and ")
    return "\(counted) in \(withFindings) of \(documentCount) \(documentsWord)"
  }
}
