/// A YAML value as a document is read: a scalar with its text, a list, or a mapping in document order, each
/// with the 1-based line and column where it starts.
///
/// The reader's own tree, smaller than a general YAML library's: no tags, anchors or styles are kept beyond
/// whether a scalar was written plain (unquoted), which is what tells `5` from `"5"`.
struct YAMLNode: Sendable {
  /// What the value is.
  enum Value: Sendable {
    /// A scalar's text, and whether it was written plain.
    case scalar(YAMLScalar)
    /// A mapping's key-value pairs in document order.
    case mapping([YAMLPair])
    /// A list's items in order.
    case sequence([YAMLNode])
  }

  /// What the value is.
  var value: Value
  /// The line where the value starts, from 1.
  var line: Int
  /// The column where the value starts, from 1, in Unicode scalars.
  var column: Int
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
    switch (value, other.value) {
    case (.scalar(let a), .scalar(let b)): a.string == b.string && a.tag == b.tag
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
