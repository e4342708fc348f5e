/// A document's YAML, flat: every value a 20-byte record in one array, the children of every list and
/// mapping one run of a shared index array, and every scalar's text in one byte buffer.
///
/// The reader's own tree, several times smaller than a tree of nested values (which was ten times the size
/// of the text it was read from): no tags, anchors or styles are kept beyond whether a scalar was written
/// plain (unquoted), which tells `5` from `"5"`, and an explicit tag, which tells keys apart.
final class YAMLTree: Sendable {
  /// One value: its kind, where its text or children are, and where it starts in the document.
  struct Record: Sendable {
    /// What the value is.
    var kind: Kind
    /// The first byte of a scalar's text in `text`, or the first child in `children`.
    var start: UInt32
    /// A scalar's length in bytes, or the number of children (two per pair for a mapping).
    var count: UInt32
    /// The 1-based line where the value starts.
    var line: Int32
    /// The 1-based column where the value starts, in Unicode scalars.
    var column: Int32
  }

  /// The kinds of value.
  enum Kind: UInt8, Sendable {
    /// A scalar written plain (unquoted).
    case plainScalar
    /// A scalar written quoted or as a block.
    case quotedScalar
    /// A mapping: its children alternate key, value.
    case mapping
    /// A list.
    case sequence
  }

  /// Every value, children before the collections that hold them.
  let records: [Record]
  /// The children of every collection, each collection's one run.
  let children: [UInt32]
  /// Every scalar's bytes, one after another.
  let text: [UInt8]
  /// The explicit tags of the (rare) scalars that have one, by record.
  let tags: [UInt32: String]

  /// A tree of the given parts.
  init(records: [Record], children: [UInt32], text: [UInt8], tags: [UInt32: String]) {
    self.records = records
    self.children = children
    self.text = text
    self.tags = tags
  }
}

/// One value of a `YAMLTree`: a scalar with its text, a list, or a mapping in document order, with the
/// 1-based line and column where it starts.
struct YAMLNode: Sendable {
  /// The tree.
  let tree: YAMLTree
  /// The value's record.
  let index: UInt32

  private var record: YAMLTree.Record { tree.records[Int(index)] }

  /// The line where the value starts, from 1.
  var line: Int { Int(record.line) }
  /// The column where the value starts, from 1, in Unicode scalars.
  var column: Int { Int(record.column) }

  /// The scalar, when the value is one.
  var scalar: YAMLScalar? {
    let record = record
    guard record.kind == .plainScalar || record.kind == .quotedScalar else { return nil }
    let start = Int(record.start)
    let string = tree.text.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + Int(record.count)]), as: UTF8.self)
    }
    return YAMLScalar(string: string, isPlain: record.kind == .plainScalar, tag: tree.tags[index])
  }

  /// Whether the value is a mapping.
  var isMapping: Bool { record.kind == .mapping }

  /// Whether the value is a list.
  var isSequence: Bool { record.kind == .sequence }

  /// A mapping's key-value pairs in document order, or `nil` for anything else.
  var pairs: [YAMLPair]? {
    let record = record
    guard record.kind == .mapping else { return nil }
    return (0..<Int(record.count) / 2).map(pair(at:))
  }

  /// The number of a mapping's pairs, or `nil` for anything else.
  var pairCount: Int? {
    let record = record
    return record.kind == .mapping ? Int(record.count) / 2 : nil
  }

  /// The `index`th pair of a mapping (`index` below `pairCount`).
  func pair(at index: Int) -> YAMLPair {
    let start = Int(record.start) + 2 * index
    return YAMLPair(
      key: YAMLNode(tree: tree, index: tree.children[start]),
      value: YAMLNode(tree: tree, index: tree.children[start + 1]))
  }

  /// A list's items in order, or `nil` for anything else.
  var items: [YAMLNode]? {
    let record = record
    guard record.kind == .sequence else { return nil }
    let start = Int(record.start)
    return (start..<start + Int(record.count)).map { YAMLNode(tree: tree, index: tree.children[$0]) }
  }
}

/// A scalar's text, and whether it was written plain.
struct YAMLScalar: Sendable {
  /// The text.
  var string: String
  /// Whether it was written without quotes or a block indicator.
  var isPlain: Bool
  /// An explicit tag (`!`, `!!str`), which only tells keys apart: `! a` and `a` are different keys.
  var tag: String? = nil
}

/// One key and its value in a mapping.
struct YAMLPair: Sendable {
  /// The key.
  var key: YAMLNode
  /// The value.
  var value: YAMLNode
}

extension YAMLNode {
  /// Whether two keys are the same key: scalars by text and explicit tag (quoted or not), lists and
  /// mappings item by item.
  func isSameKey(as other: YAMLNode) -> Bool {
    if let a = scalar, let b = other.scalar { return a.string == b.string && a.tag == b.tag }
    if let a = items, let b = other.items {
      return a.count == b.count && zip(a, b).allSatisfy { $0.isSameKey(as: $1) }
    }
    if let a = pairs, let b = other.pairs {
      return a.count == b.count
        && zip(a, b).allSatisfy { $0.key.isSameKey(as: $1.key) && $0.value.isSameKey(as: $1.value) }
    }
    return false
  }

  /// How many mappings in the tree have a key among `names`: an estimate of the number of elements, read
  /// before building so that their descriptions are stored without growing (a mapping written in an element
  /// kind's own keys, such as a ratio's `ratio`, counts too; an aliased mapping counts once). Reads the
  /// records directly, comparing bytes.
  func mappingCount(withAnyKeyIn names: Set<String>) -> Int {
    let wanted = names.map { Array($0.utf8) }
    var count = 0
    for record in tree.records where record.kind == .mapping {
      let start = Int(record.start)
      for pair in 0..<Int(record.count) / 2 {
        let key = tree.records[Int(tree.children[start + 2 * pair])]
        guard key.kind == .plainScalar || key.kind == .quotedScalar else { continue }
        let bytes = tree.text[Int(key.start)..<Int(key.start + key.count)]
        if wanted.contains(where: { $0.elementsEqual(bytes) }) {
          count += 1
          break
        }
      }
    }
    return count
  }

}
