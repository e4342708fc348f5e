import CYaml
import Foundation

/// Builds the `YAMLNode` tree of one YAML document from libyaml's events, with a stack of open collections
/// rather than recursion, so that nesting costs no call stack. Aliases resolve to the node they name, as in
/// Yams, and a mapping that repeats a key is an error, as Yams' composer makes it.
final class YAMLComposer {
  /// A YAML error as libyaml or the composer reports it: what kind, where, and libyaml's words.
  enum Failure: Error {
    /// A syntax error at a position, with what was being read (and where that started).
    case syntax(problem: String, context: String?, line: Int, column: Int)
    /// A byte the reader cannot read, at an offset in Characters from the start of the text (as Yams gives
    /// it), `nil` when the offset is not on a character boundary.
    case reader(problem: String, offset: Int?)
    /// A mapping repeats `key`, first given at the position.
    case repeatedKey(key: String, line: Int, column: Int)
    /// libyaml ran out of memory.
    case memory
  }

  private var parser = yaml_parser_t()

  /// The open collections, innermost last.
  private var open: [OpenCollection] = []
  /// Nodes by anchor name; a later anchor of the same name replaces an earlier one.
  private var anchors: [String: YAMLNode] = [:]
  private var root: YAMLNode?
  private var documents = 0

  private struct OpenCollection {
    var isMapping: Bool
    var line: Int
    var column: Int
    var anchor: String?
    var items: [YAMLNode] = []
    var pairs: [YAMLPair] = []
    var pendingKey: YAMLNode?
  }

  /// The single document in `text`, or `nil` when the text holds none.
  static func compose(_ text: String) throws(Failure) -> YAMLNode? {
    var utf8 = Array(text.utf8)
    let composer = YAMLComposer()
    return try utf8.withUnsafeMutableBufferPointer { bytes throws(Failure) in
      try composer.run(bytes, text: text)
    }
  }

  private init() {}

  deinit {
    yaml_parser_delete(&parser)
  }

  private func run(_ bytes: UnsafeMutableBufferPointer<UInt8>, text: String) throws(Failure)
    -> YAMLNode?
  {
    guard yaml_parser_initialize(&parser) == 1 else { throw .memory }
    yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    var event = yaml_event_t()
    while true {
      guard yaml_parser_parse(&parser, &event) == 1 else { throw failure(text: text) }
      defer { yaml_event_delete(&event) }
      let line = Int(event.start_mark.line) + 1
      let column = Int(event.start_mark.column) + 1
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return root
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
        if documents > 1 {
          throw .syntax(
            problem: "but found another document",
            context: "expected a single document in the stream at line 1, column 1", line: line,
            column: column)
        }
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        let string = String(
          decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
        let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
        let value: YAMLNode.Value
        if scalar.quoted_implicit == 1 || scalar.plain_implicit == 1 {
          value = isPlain ? .plain(string) : .quoted(string)
        } else {
          value = .tagged(YAMLScalar(string: string, isPlain: isPlain, tag: Self.name(scalar.tag)))
        }
        let node = YAMLNode(value: value, line: line, column: column)
        try add(node, anchor: Self.name(scalar.anchor))
      case YAML_SEQUENCE_START_EVENT:
        open.append(
          OpenCollection(
            isMapping: false, line: line, column: column, anchor: Self.name(event.data.sequence_start.anchor))
        )
      case YAML_MAPPING_START_EVENT:
        open.append(
          OpenCollection(
            isMapping: true, line: line, column: column, anchor: Self.name(event.data.mapping_start.anchor)))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        let collection = open.removeLast()
        if collection.isMapping { try Self.checkRepeatedKeys(collection.pairs) }
        let value: YAMLNode.Value =
          collection.isMapping ? .mapping(collection.pairs) : .sequence(collection.items)
        try add(
          YAMLNode(value: value, line: collection.line, column: collection.column), anchor: collection.anchor)
      case YAML_ALIAS_EVENT:
        guard let name = Self.name(event.data.alias.anchor), let node = anchors[name] else {
          throw .syntax(problem: "found undefined alias", context: nil, line: line, column: column)
        }
        try add(node, anchor: nil)
      default:
        break
      }
    }
  }

  /// Puts a finished node where it belongs: the root, the next item of the open list, or the key or value
  /// of the next pair of the open mapping.
  private func add(_ node: YAMLNode, anchor: String?) throws(Failure) {
    if let anchor { anchors[anchor] = node }
    guard !open.isEmpty else {
      root = node
      return
    }
    let top = open.count - 1
    if !open[top].isMapping {
      open[top].items.append(node)
    } else if let key = open[top].pendingKey {
      open[top].pairs.append(YAMLPair(key: key, value: node))
      open[top].pendingKey = nil
    } else {
      open[top].pendingKey = node
    }
  }

  /// Fails on a key given twice in one mapping, naming the smallest repeated name, or when only lists or
  /// mappings used as keys repeat, `<uncovertable>` as Yams does; and its first position. (Yams names the
  /// smallest repeated key too, but in an order that changed from run to run when keys of both kinds
  /// repeat.)
  private static func checkRepeatedKeys(_ pairs: [YAMLPair]) throws(Failure) {
    guard pairs.count > 1 else { return }
    var repeated: (key: String?, line: Int, column: Int)?
    for later in 1..<pairs.count {
      for earlier in 0..<later where pairs[earlier].key.isSameKey(as: pairs[later].key) {
        let first = pairs[earlier].key
        let name: String?
        name = first.scalar?.string
        if repeated == nil || repeated!.key == nil || (name != nil && name! < repeated!.key!) {
          repeated = (name, first.line, first.column)
        }
        break
      }
    }
    if let repeated {
      throw .repeatedKey(key: repeated.key ?? "<uncovertable>", line: repeated.line, column: repeated.column)
    }
  }

  /// The failure libyaml's parser reports.
  private func failure(text: String) -> Failure {
    switch parser.error {
    case YAML_READER_ERROR:
      let utf8 = text.utf8
      let index = utf8.index(utf8.startIndex, offsetBy: parser.problem_offset, limitedBy: utf8.endIndex)?
        .samePosition(in: text)
      return .reader(
        problem: String(cString: parser.problem),
        offset: index.map { text.distance(from: text.startIndex, to: $0) })
    case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
      let context = parser.context.map {
        "\(String(cString: $0)) at line \(parser.context_mark.line + 1), column \(parser.context_mark.column + 1)"
      }
      return .syntax(
        problem: String(cString: parser.problem), context: context, line: Int(parser.problem_mark.line) + 1,
        column: Int(parser.problem_mark.column) + 1)
    default:
      return .memory
    }
  }

  private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    anchor.map { String(cString: $0) }
  }
}
