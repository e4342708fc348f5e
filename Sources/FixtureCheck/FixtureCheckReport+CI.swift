import DiagramValues
import Foundation

extension FixtureCheckReport {
  /// The report as JUnit XML, which CI systems list as test results: one test case per document (its class
  /// name the document's folder, its name the document's), a `failure` for a document that differs
  /// (its message the first difference, with the pixel count and box; its text every difference and the
  /// artifacts written) or has no reference image.
  public var junitXML: String { junitXML(reportPage: nil) }

  /// `junitXML` naming the HTML report's page (`check --report`) in the suite's properties.
  public func junitXML(reportPage: String?) -> String {
    let failures = mismatches.count
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    let counts = #"tests="\#(documents.count)" failures="\#(failures)" errors="0""#
    xml += #"<testsuites name="layout-diagram check" \#(counts)>"# + "\n"
    xml += #"  <testsuite name="layout-diagram check" \#(counts) skipped="0">"# + "\n"
    if let reportPage {
      xml +=
        #"    <properties><property name="report" value="\#(XMLText.escaped(reportPage))"/></properties>"#
        + "\n"
    }
    for checked in documents {
      let document = checked.document
      let folder = (document.path as NSString).deletingLastPathComponent
      let attributes =
        #"classname="\#(XMLText.escaped(folder.replacingOccurrences(of: "/", with: ".")))" "#
        + #"name="\#(XMLText.escaped(document.name))" file="\#(XMLText.escaped(document.path))""#
      let lines = failureLines(of: checked)
      guard let first = lines.first else {
        xml += "    <testcase \(attributes)/>\n"
        continue
      }
      xml += "    <testcase \(attributes)>\n"
      xml +=
        #"      <failure type="\#(checked.status == .missingReference ? "missingReference" : "mismatch")" "#
      xml += #"message="\#(XMLText.escaped(first))">"# + XMLText.escaped(lines.joined(separator: "\n"))
      xml += "</failure>\n    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// The report as JSON: each document's path and status, and for each reference that differs or is
  /// missing its name, how it differs and the artifacts written; then the counts.
  public var json: String { json(reportPage: nil) }

  /// `json` naming the HTML report's page (`check --report`) as `report`.
  public func json(reportPage: String?) -> String {
    struct Reference: Encodable {
      var reference: String
      var difference: String
      var artifacts: [String]
    }
    struct Document: Encodable {
      var path: String
      var status: String
      var mismatches: [Reference]
      /// Whether the layout changed, when the document has a frames reference.
      var layout: String?
    }
    struct Report: Encodable {
      var documents: [Document]
      var checked: Int
      var matching: Int
      var report: String?
    }
    let report = Report(
      documents: documents.map { checked in
        Document(
          path: checked.document.path, status: Self.statusName(checked.status),
          mismatches: checked.mismatches.map { comparison in
            Reference(
              reference: checked.document.referenceName(comparison.format),
              difference: Self.difference(comparison),
              artifacts: artifacts(of: checked.document, comparison).map(\.path))
          }, layout: checked.status == .matches ? nil : checked.layoutVerdict)
      },
      checked: documents.count, matching: documents.filter { $0.status == .matches }.count,
      report: reportPage)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
  }

  /// What is wrong with a document, a line per reference: the difference, then the artifacts written.
  private func failureLines(of checked: DocumentCheck) -> [String] {
    checked.mismatches.map { comparison in
      let written = artifacts(of: checked.document, comparison).map(\.path).joined(separator: ", ")
      let verdict = checked.layoutVerdict.map { "; \($0)" } ?? ""
      return
        "\(checked.document.referenceName(comparison.format)): \(Self.difference(comparison))\(verdict); wrote \(written)"
    }
  }

  private static func difference(_ comparison: ReferenceComparison) -> String {
    switch comparison.outcome {
    case .matches: "matches"
    case .differs(let summary, _): summary
    case .missing: "no reference image"
    }
  }

  private static func statusName(_ status: DocumentCheck.Status) -> String {
    switch status {
    case .matches: "matches"
    case .differs: "differs"
    case .missingReference: "missingReference"
    }
  }
}
