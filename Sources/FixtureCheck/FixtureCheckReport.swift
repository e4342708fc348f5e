import Foundation
import InputLimits
import LayoutRenderer

/// What a check found, with the lines that tell people about it; writes the artifacts of mismatches, or
/// records the references.
public struct FixtureCheckReport: Sendable {
  /// The check that was run.
  public let check: FixtureCheck
  /// Every document's comparisons, in the check's order.
  public let documents: [DocumentCheck]

  /// Creates a report from its parts.
  public init(check: FixtureCheck, documents: [DocumentCheck]) {
    self.check = check
    self.documents = documents
  }

  /// Whether every document matches its references.
  public var allMatch: Bool { documents.allSatisfy { $0.status == .matches } }

  /// The documents that differ from their references or have none.
  public var mismatches: [DocumentCheck] { documents.filter { $0.status != .matches } }

  /// The artifacts of one mismatching comparison: the render, and the diff image when there is one.
  public func artifacts(of document: FixtureDocument, _ comparison: ReferenceComparison) -> [CheckArtifact] {
    var artifacts = [check.artifact(of: document, ".\(comparison.format.rawValue)")]
    if case .differs(_, .some) = comparison.outcome {
      artifacts.append(check.artifact(of: document, ".diff.png"))
    }
    return artifacts
  }

  /// Writes the render of every mismatch under the output folder, with a diff image for a PNG whose pixels
  /// differ, and for a document without references its renders in both formats: all of them or, when one
  /// cannot be written, none (each to a temporary file first, renamed into place once all are written).
  public func writeArtifacts() throws {
    try ImageFile.writeAll(artifactFiles())
  }

  /// Throws when a file about to be written under `root` would go through a folder there that is a symbolic
  /// link: the check makes the folders under its output, and writes through none it did not make.
  func checkNoneThroughLinks(_ outputs: [URL], under root: URL) throws {
    for output in outputs {
      if let link = RegularFile.firstLinkedFolder(under: root, to: output) {
        throw FixtureCheckError.artifactThroughLink(artifact: output.path, link: link.path)
      }
    }
  }

  /// Throws when a file about to be written is an image a checked document draws: a document's input is
  /// never replaced by a render or a recorded reference (a document drawing its own reference's name).
  private func checkNoneIsDrawn(_ outputs: [URL]) throws {
    let drawn = documents.flatMap(\.drawnImages)
    if case .input(let output, _)? = RegularFile.firstClash(outputs: outputs, inputs: drawn) {
      throw FixtureCheckError.outputIsADrawnImage(output.path)
    }
  }

  /// The files `writeArtifacts()` writes: each mismatching render, and its diff image.
  public func artifactFiles() throws -> [(url: URL, data: Data)] {
    var files: [(url: URL, data: Data)] = []
    for checked in mismatches {
      for comparison in checked.mismatches {
        let render = check.artifact(of: checked.document, ".\(comparison.format.rawValue)")
        files.append((render.url, comparison.rendered))
        if case .differs(_, let diffImage?) = comparison.outcome {
          let diff = check.artifact(of: checked.document, ".diff.png")
          files.append((diff.url, try diffImage.pngData(file: diff.path, compression: .fast)))
        }
      }
    }
    try checkNoneIsDrawn(files.map(\.url))
    try checkNoneThroughLinks(files.map(\.url), under: URL(fileURLWithPath: check.output, isDirectory: true))
    return files
  }

  /// One line per mismatch, naming the document, the reference, how it differs and the artifacts
  /// `writeArtifacts()` writes: `Fixtures/inset.yaml: inset.png: 12 pixels differ, in 3×4 at (10, 2); wrote
  /// Output/inset.png and Output/inset.diff.png`. A document without references gets one line.
  public var mismatchLines: [String] {
    mismatches.flatMap { checked -> [String] in
      let document = checked.document
      if checked.status == .missingReference {
        let names = ImageFormat.allCases.map(document.referenceName).joined(separator: " or ")
        let written = checked.comparisons.flatMap { artifacts(of: document, $0) }.map(\.path)
        return ["\(document.path): no reference image (\(names)); wrote \(Self.list(written))"]
      }
      return checked.mismatches.compactMap { comparison in
        guard case .differs(let summary, _) = comparison.outcome else { return nil }
        let reference = document.referenceName(comparison.format)
        let written = artifacts(of: document, comparison).map(\.path)
        let verdict = checked.layoutVerdict.map { "; \($0)" } ?? ""
        return "\(document.path): \(reference): \(summary)\(verdict); wrote \(Self.list(written))"
      }
    }
  }

  /// The counts: `17 documents checked: 16 match, 1 differs`, with documents without a reference when
  /// there are any.
  public var summary: String {
    let count = { (status: DocumentCheck.Status) in self.documents.filter { $0.status == status }.count }
    var parts = [
      Self.counted(count(.matches), "matches", "match"), Self.counted(count(.differs), "differs", "differ"),
    ]
    let missing = count(.missingReference)
    if missing > 0 { parts.append("\(missing) without a reference") }
    return "\(Self.documentCount(documents.count)) checked: \(parts.joined(separator: ", "))"
  }

  /// Writes every render that does not match its reference as the reference (for a document without
  /// references, both PNG and SVG), leaving matching references untouched, with the layout's frames as its
  /// frames reference (`NAME.frames.json`) beside them; returns one line per document recorded:
  /// `Fixtures/inset.yaml: recorded inset.png, inset.svg and inset.frames.json`.
  public func recordReferences() throws -> [String] {
    var lines: [String] = []
    var files: [(url: URL, data: Data)] = []
    for checked in mismatches {
      for comparison in checked.mismatches {
        files.append((checked.document.reference(comparison.format), comparison.rendered))
      }
      var names = checked.mismatches.map { checked.document.referenceName($0.format) }
      if let frames = checked.frames {
        files.append((checked.document.framesReference, frames))
        names.append(checked.document.framesReference.lastPathComponent)
      }
      lines.append("\(checked.document.path): recorded \(Self.list(names))")
    }
    try checkNoneIsDrawn(files.map(\.url))
    try ImageFile.writeAll(files)
    return lines
  }

  /// The counts after `recordReferences()`: `17 documents checked: 1 recorded, 16 unchanged`.
  public var recordSummary: String {
    let recorded = mismatches.count
    let unchanged = documents.count - recorded
    return "\(Self.documentCount(documents.count)) checked: \(recorded) recorded, \(unchanged) unchanged"
  }

  private static func documentCount(_ count: Int) -> String {
    count == 1 ? "1 document" : "\(count) documents"
  }

  private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }

  private static func list(_ items: [String]) -> String {
    items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}
