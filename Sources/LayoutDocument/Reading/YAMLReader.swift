import CYaml
import Foundation
import Yams

/// Reads a document's text into a YAML node tree, turning every reader error into a `DocumentError` at the
/// position the YAML reader gives.
enum YAMLReader {
  /// The deepest element nesting a document may have.
  static let maximumElementDepth = 12_000

  /// The deepest YAML nesting accepted: each element adds at most three levels (its mapping, its kind's
  /// mapping, a `children` list), plus a few for the top level. libyaml's own default is 1,000. (libyaml
  /// spends time quadratic in the nesting depth, which is what bounds these limits.)
  static let maximumYAMLDepth = 3 * maximumElementDepth + 10

  /// Raises libyaml's nesting limit once per process.
  private static let configureNesting: Void = {
    yaml_set_max_nest_level(Int32(maximumYAMLDepth))
  }()

  /// The text of UTF-8 `data`, or an error at the first byte that is not UTF-8.
  static func text(of data: Data, file: String) throws(DocumentError) -> String {
    if let text = String(validating: data, as: UTF8.self) { return text }
    var line = 1
    var column = 1
    var iterator = data.makeIterator()
    var decoder = UTF8()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput, .error:
        break decoding
      }
    }
    throw DocumentError(
      location: SourceLocation(file: file, line: line, column: column), keyPath: "",
      reason: .notUTF8)
  }

  /// The single YAML document in `text`.
  static func compose(_ text: String, file: String) throws(DocumentError) -> Node {
    _ = configureNesting
    let node: Node?
    do {
      // Scalars are read by this module (numbers, booleans, null), so Yams resolves no tags: its
      // regular-expression tag resolution would dominate the time of large documents.
      node = try Yams.compose(yaml: text, .basic)
    } catch let error as YamlError {
      throw documentError(error, text: text, file: file)
    } catch {
      throw DocumentError(
        location: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
        reason: .yamlOther("\(error)"))
    }
    guard let node else {
      throw DocumentError(
        location: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
        reason: .emptyDocument)
    }
    return node
  }

  private static func documentError(_ error: YamlError, text: String, file: String) -> DocumentError {
    func at(_ line: Int, _ column: Int, _ reason: DocumentError.Reason) -> DocumentError {
      DocumentError(
        location: SourceLocation(file: file, line: max(1, line), column: max(1, column)), keyPath: "",
        reason: reason)
    }
    func explained(_ problem: String, _ context: YamlError.Context?) -> DocumentError.Reason {
      if problem.hasPrefix("Maximum nesting level reached") {
        return .yamlTooDeep(limit: maximumYAMLDepth, elementLimit: maximumElementDepth)
      }
      let during = context.map { "\($0.text) at line \($0.mark.line), column \($0.mark.column)" }
      return .yamlSyntax(problem: problem, context: during)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      return at(mark.line, mark.column, explained(problem, context))
    case .reader(let problem, let offset, _, _):
      let (line, column) = position(ofUTF8Offset: offset ?? 0, in: text)
      return at(line, column, .yamlReader(problem: problem))
    case .duplicatedKeysInMapping(let duplicates, let context):
      let key = duplicates.first ?? ""
      let first = context.mark
      let (line, column) = repetition(of: key, after: first, in: text) ?? (first.line, first.column)
      return at(line, column, .yamlRepeatedKey(key: key, firstLine: first.line))
    default:
      return at(1, 1, .yamlOther("\(error)"))
    }
  }

  /// Where `key` is written again in block style at the same column as its first occurrence, if it is.
  private static func repetition(of key: String, after first: Mark, in text: String) -> (Int, Int)? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard first.line >= 1, first.line < lines.count else { return nil }
    for index in first.line..<lines.count {
      let line = lines[index]
      let indent = line.prefix { $0 == " " }.count
      let rest = line.dropFirst(indent)
      if indent == first.column - 1, rest.hasPrefix(key + ":") {
        return (index + 1, first.column)
      }
    }
    return nil
  }

  /// The 1-based line and column of a byte offset.
  private static func position(ofUTF8Offset offset: Int, in text: String) -> (Int, Int) {
    var line = 1
    var column = 1
    var consumed = 0
    for scalar in text.unicodeScalars {
      if consumed >= offset { break }
      consumed += UTF8.width(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}
