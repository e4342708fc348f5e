import CLibYAML
import Foundation
import InputLimits

/// Reads a document's text into a YAML node tree (`YAMLComposer`), turning every reader error into a
/// `DocumentError` at the position libyaml gives.
enum YAMLReader {
  /// The deepest element nesting a document may have: far beyond any real layout, and within what the flow
  /// nesting budget (`YAMLComposer.defaultFlowWorkLimit`) lets a JSON or flow-style document reach.
  static let maximumElementDepth = Budgets.nestingDepth

  /// The deepest YAML nesting accepted: each element adds at most three levels (its mapping, its kind's
  /// mapping, a `children` list), plus a few for the top level. (libyaml spends time quadratic in the flow
  /// nesting depth, which is what bounds these limits.)
  static let maximumYAMLDepth = 3 * maximumElementDepth + 10

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

  /// `text` with each JSON surrogate-pair escape (`\\ud83e\\uddea`, as JSON writers escape characters beyond
  /// the Basic Multilingual Plane) written as the one YAML escape of its character (`\\U0001F9EA`), which
  /// libyaml reads; libyaml rejects the halves. A column after one on its line reads two less than in the
  /// file. Text without such an escape is returned as it is.
  static func joiningSurrogateEscapes(_ text: String) -> String {
    // A quick look for `\\ud8` to `\\udb` (any case), as most documents have none.
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard bytes.count >= 12 else { return false }
      for at in 0..<(bytes.count - 4) where bytes[at] == 0x5C && bytes[at + 1] == 0x75 {
        let third = bytes[at + 2] | 0x20
        let fourth = bytes[at + 3] | 0x20
        if third == 0x64 && (fourth == 0x38 || fourth == 0x39 || fourth == 0x61 || fourth == 0x62) {
          return true
        }
      }
      return false
    }
    guard found ?? true else { return text }
    let bytes = Array(text.utf8)
    func hex(_ at: Int) -> UInt32? {
      guard at + 6 <= bytes.count, bytes[at] == 0x5C, bytes[at + 1] == 0x75 else { return nil }
      return UInt32(String(decoding: bytes[(at + 2)..<(at + 6)], as: UTF8.self), radix: 16)
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    // Backslashes just before the current byte: an escape starts only after an even number of them.
    var backslashes = 0
    while index < bytes.count {
      if backslashes % 2 == 0, let high = hex(index), (0xD800...0xDBFF).contains(high),
        let low = hex(index + 6), (0xDC00...0xDFFF).contains(low)
      {
        let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        output.append(contentsOf: Array("\\U".utf8))
        output.append(contentsOf: Array(String(scalar, radix: 16, uppercase: true).leftPadded(to: 8).utf8))
        index += 12
        backslashes = 0
        continue
      }
      backslashes = bytes[index] == 0x5C ? backslashes + 1 : 0
      output.append(bytes[index])
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The single YAML document in `text`.
  static func compose(_ text: String, file: String) throws(DocumentError) -> YAMLNode {
    func at(_ line: Int, _ column: Int, _ reason: DocumentError.Reason) -> DocumentError {
      DocumentError(
        location: SourceLocation(file: file, line: max(1, line), column: max(1, column)), keyPath: "",
        reason: reason)
    }
    let node: YAMLNode?
    do {
      // A byte-order mark is not a column of the first line.
      let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
      node = try YAMLComposer.compose(joiningSurrogateEscapes(body), maximumDepth: maximumYAMLDepth)
    } catch {
      switch error {
      case .tooDeep(let line, let column):
        throw at(line, column, .yamlTooDeep(limit: maximumYAMLDepth, elementLimit: maximumElementDepth))
      case .syntax(let problem, let context, let line, let column):
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
      case .tooManyEvents(let limit, let line, let column):
        throw at(line, column, .yamlTooLarge(eventLimit: limit))
      case .memory:
        throw at(1, 1, .yamlOther("Memory error"))
      case .unsupportedTag(let tag, let line, let column):
        throw at(line, column, .yamlUnsupportedTag(tag: tag))
      case .tagMismatch(let tag, let value, let line, let column):
        throw at(line, column, .yamlTagMismatch(tag: tag, value: value))
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

extension String {
  /// The string with zeros before it up to `length` characters.
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
