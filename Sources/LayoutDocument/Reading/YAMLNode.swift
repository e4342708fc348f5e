/// A YAML value as a document is read: a scalar with its text, a list, or a mapping in document order, each
/// with the 1-based line and column where it starts.
///
/// The reader's own tree, smaller than a general YAML library's: no tags, anchors or styles are kept beyond
/// whether a scalar was written plain (unquoted), which is what tells `5` from `"5"`.
struct YAMLNode: Sendable {
  /// What the value is. A scalar's style is in its case, so that a node is a string and two small
  /// numbers: a document's tree is several times the size of its text.
  enum Value: Sendable {
    /// A scalar written plain (unquoted).
    case plain(String)
    /// A scalar written quoted or as a block.
    case quoted(String)
    /// A scalar with an explicit tag, which is rare.
    case tagged(YAMLScalar)
    /// A mapping's key-value pairs in document order.
    case mapping([YAMLPair])
    /// A list's items in order.
    case sequence([YAMLNode])
  }

  /// What the value is.
  var value: Value
  private var storedLine: Int32
  private var storedColumn: Int32

  /// A node starting at `line` and `column`.
  init(value: Value, line: Int, column: Int) {
    self.value = value
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
  }

  /// The line where the value starts, from 1.
  var line: Int { Int(storedLine) }
  /// The column where the value starts, from 1, in Unicode scalars.
  var column: Int { Int(storedColumn) }

  /// The scalar, when the value is one.
  var scalar: YAMLScalar? {
    switch value {
    case .plain(let string): YAMLScalar(string: string, isPlain: true)
    case .quoted(let string): YAMLScalar(string: string, isPlain: false)
    case .tagged(let scalar): scalar
    case .mapping, .sequence: nil
    }
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

extension YAMLNode {
  /// Whether two keys are the same key, as Yams' composer compares them: scalars by text and explicit tag
  /// (quoted or not), lists and mappings item by item.
  func isSameKey(as other: YAMLNode) -> Bool {
    if let a = scalar, let b = other.scalar { return a.string == b.string && a.tag == b.tag }
    return switch (value, other.value) {
    case (.sequence(let a), .sequence(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.isSameKey(as: $1) }
    case (.mapping(let a), .mapping(let b)):
      a.count == b.count
        && zip(a, b).allSatisfy { $0.key.isSameKey(as: $1.key) && $0.value.isSameKey(as: $1.value) }
    default: false
    }
  }
}

/// One key and its value in a mapping.
struct YAMLPair: Sendable {
  /// The key.
  var key: YAMLNode
  /// The value.
  var value: YAMLNode
}

extension YAMLNode {
  /// How many mappings in the tree have a key among `names`: an estimate of the number of elements, read
  /// before building so that their descriptions are stored without growing (a mapping written in an element
  /// kind's own keys, such as a ratio's `ratio`, counts too).
  func mappingCount(withAnyKeyIn names: Set<String>) -> Int {
    var count = 0
    var pending = [self]
    while let node = pending.popLast() {
      switch node.value {
      case .mapping(let pairs):
        if pairs.contains(where: { $0.key.scalar.map { names.contains($0.string) } ?? false }) { count += 1 }
        for pair in pairs { pending.append(pair.value) }
      case .sequence(let items): pending.append(contentsOf: items)
      case .plain, .quoted, .tagged: break
      }
    }
    return count
  }
}
