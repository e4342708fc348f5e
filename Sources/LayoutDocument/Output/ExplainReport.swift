import Foundation
import InputLimits
import TextureLayout
import SizingExplanation

/// Why every element of a document got its size, in words: `layout-diagram explain`.
///
/// One block per element in tree order: its name, kind and size, then one line per axis saying how that
/// length came about, and a line for what a spec contributed; indented by depth like `frames`.
public struct ExplainReport: Sendable {
  /// The text, one element after another.
  public let text: String

  /// The most elements of one name explained; more of that name are counted, not explained (a name
  /// shared by thousands of aliases would otherwise print their thousands of identical explanations).
  public static let elementsPerName = 10

  /// The explanation of `recorded`, a recorded layout of `document`, with each element's diagnostics
  /// unless not `diagnosing`; only the elements named in `names` when it is not empty, each at depth 0, at
  /// most `elementsPerName` of each name and then how many more share it. The tree is walked once,
  /// keeping only the names seen and the explanations asked for.
  public init(
    document: DiagramDocument, recorded: RecordedLayout, names: [String] = [], diagnosing: Bool = true
  ) throws(ExplainError) {
    var known: Set<String> = []
    var explained: [String: Int] = [:]
    var blocks: [String] = []
    let wanted = Set(names)
    FramesReport.forEachEntry(document: document, recorded: recorded, diagnosing: diagnosing) { entry in
      let name = entry.name ?? ""
      if entry.name != nil { known.insert(name) }
      guard names.isEmpty || wanted.contains(name) else { return }
      let count = explained[name, default: 0]
      explained[name] = count + 1
      guard names.isEmpty || count < Self.elementsPerName else { return }
      blocks.append(Self.block(entry, indented: !names.isEmpty ? 0 : min(entry.depth, 40)))
    }
    let unknown = names.filter { !known.contains($0) }
    if !unknown.isEmpty {
      throw ExplainError(
        file: document.file, unknownNames: unknown,
        suggestions: unknown.map { NameSuggestion.nearest(to: $0, in: known.sorted(), limit: 3) })
    }
    for name in names where explained[name, default: 0] > Self.elementsPerName {
      let more = explained[name, default: 0] - Self.elementsPerName
      blocks.append(
        "… and \(more) more elements named '\(Self.excerpt(name))', not explained: give them names of their own "
          + "to explain one\n")
    }
    text = blocks.joined()
  }

  /// A name as a line shows it: whole when short, else its start and its length.
  private static func excerpt(_ name: String) -> String {
    name.count > 60 ? String(name.prefix(40)) + "… (\(name.count) characters)" : name
  }

  /// Writes the explanation of every element of `recorded` to `output` in pieces as the tree is walked:
  /// the text of `ExplainReport(document:recorded:diagnosing:)` without holding all of it, or every
  /// element's record, at once.
  public static func write(
    document: DiagramDocument, recorded: RecordedLayout, diagnosing: Bool = true,
    to output: @escaping (String) -> Void
  ) {
    var chunk = ""
    FramesReport.forEachEntry(document: document, recorded: recorded, diagnosing: diagnosing) { entry in
      chunk += block(entry, indented: min(entry.depth, 40))
      if chunk.utf8.count > 65_536 {
        output(chunk)
        chunk = ""
      }
    }
    if !chunk.isEmpty { output(chunk) }
  }

  /// One element's block: its title line, how each length came about, what it contributed, its baselines
  /// and its diagnostics, indented by `depth` levels.
  private static func block(_ entry: FramesReport.Entry, indented depth: Int) -> String {
    let indent = String(repeating: "  ", count: depth)
    let title = entry.name?.escapingControlCharacters ?? "(unnamed)"
    let kind = entry.kind?.rawValue ?? "element"
    var text = "\(indent)\(title) (\(kind)) \(format(entry.frame.width)) × \(format(entry.frame.height))\n"
    guard let record = entry.sizing else { return text + "\(indent)  not laid out by its parent\n" }
    text += "\(indent)  \(record.explanation(of: .horizontal))\n"
    text += "\(indent)  \(record.explanation(of: .vertical))\n"
    if let contribution = record.contributionExplanation { text += "\(indent)  \(contribution)\n" }
    let baselines = record.baselines
    if baselines.ascender != 0 || baselines.descender != 0 {
      text +=
        "\(indent)  baselines: ascender \(format((baselines.ascender * 100).rounded() / 100))pt, descender \(format((baselines.descender * 100).rounded() / 100))pt\n"
    }
    for diagnostic in entry.diagnostics {
      text +=
        "\(indent)  \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule.rawValue)]\n"
      if !diagnostic.hint.isEmpty { text += "\(indent)    fix: \(diagnostic.hint)\n" }
    }
    return text
  }
}

/// Names given to `explain --element` that the document does not have.
public struct ExplainError: Error, CustomStringConvertible, Sendable {
  /// The document searched.
  public let file: String
  /// The names not found.
  public let unknownNames: [String]
  /// For each, the document's nearest names.
  public let suggestions: [[String]]

  /// `FILE:1:1: error: no element named 'X' in the document; nearest: 'a', 'b', 'c'`, a line per name:
  /// placed at the document's start, as a name it lacks has no place of its own.
  public var description: String {
    zip(unknownNames, suggestions).map { name, nearest in
      let hint =
        nearest.isEmpty
        ? "" : "; nearest: " + nearest.map { "'\($0.escapingControlCharacters)'" }.joined(separator: ", ")
      return
        "\(file.escapingControlCharacters):1:1: error: no element named '\(name.escapingControlCharacters)' in the document\(hint)"
    }.joined(separator: "\n")
  }
}
