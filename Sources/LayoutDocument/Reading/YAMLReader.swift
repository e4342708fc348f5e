import CYaml
import Foundation
import InputLimits

/// Reads a document's text into a YAML node tree (`YAMLComposer`), turning every reader error into a
/// `DocumentError` at the position libyaml gives.
enum YAMLReader {
  /// The deepest element nesting a document may have: far beyond any real layout, and within what the flow
  /// nesting budget (`YAMLComposer.defaultFlowWorkLimit`) lets a JSON or flow-style document reach.
  static let maximumElementDepth = Budgets.nestingDepth

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
  static func compose(_ text: String, file: String) throws(DocumentError) -> YAMLNode {
    _ = configureNesting
    func at(_ line: Int, _ column: Int, _ reason: DocumentError.Reason) -> DocumentError {
      DocumentError(
        location: SourceLocation(file: file, line: max(1, line), column: max(1, column)), keyPath: "",
        reason: reason)
    }
    let node: YAMLNode?
    do {
      node = try YAMLComposer.compose(text)
    } catch {
      switch error {
      case .syntax(let problem, let context, let line, let column):
        if problem.hasPrefix("Maximum nesting level reached") {
          throw at(line, column, .yamlTooDeep(limit: maximumYAMLDepth, elementLimit: maximumElementDepth))
        }
        throw at(line, column, .yamlSyntax(problem: problem, context: context))
      case .reader(let problem, let offset):
        let (line, column) = position(ofUTF8Offset: offset ?? 0, in: text)
        throw at(line, column, .yamlReader(problem: problem))
      case .repeatedKey(let key, let line, let column):
        let (repeatLine, repeatColumn) =
          repetition(of: key, afterLine: line, column: column, in: text) ?? (line, column)
        throw at(repeatLine, repeatColumn, .yamlRepeatedKey(key: key, firstLine: line))
      case .flowNestingWork(let limit, let line, let column):
        throw at(line, column, .yamlFlowNestingTooHeavy(limit: limit))
      case .memory:
        throw at(1, 1, .yamlOther("Memory error"))
      }
    }
    guard let node else { throw at(1, 1, .emptyDocument) }
    return node
  }

  /// Where `key` is written again in block style at the same column as its first occurrence, if it is.
  private static func repetition(
    of key: String, afterLine firstLine: Int, column firstColumn: Int, in text: String
  )
    -> (Int, Int)?
  {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard firstLine >= 1, firstLine < lines.count else { return nil }
    for index in firstLine..<lines.count {
      let line = lines[index]
      let indent = line.prefix { $0 == " " }.count
      let rest = line.dropFirst(indent)
      if indent == firstColumn - 1, rest.hasPrefix(key + ":") {
        return (index + 1, firstColumn)
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
