import Foundation

/// A YAML value of a document with where it was written and the keys that lead to it, so that every error
/// can point at its culprit.
struct DocumentNode {
  /// The YAML value.
  let node: YAMLNode
  /// The keys from the top of the document, such as `root.stack.children[0]`.
  let path: DocumentKeyPath
  /// Where the value starts.
  let location: SourceLocation

  /// Wraps a value found at `path`.
  init(node: YAMLNode, path: DocumentKeyPath, file: String) {
    self.node = node
    self.path = path
    location = SourceLocation(file: file, line: node.line, column: node.column)
  }

  /// An error at this value.
  func error(_ reason: DocumentError.Reason) -> DocumentError {
    DocumentError(location: location, keyPath: keyPath, reason: reason)
  }

  /// An error written at this value (a key, say) whose message starts with `owner`'s key path: an error about
  /// the mapping that holds it.
  func error(_ reason: DocumentError.Reason, about owner: DocumentNode) -> DocumentError {
    DocumentError(location: location, keyPath: owner.keyPath, reason: reason)
  }

  /// The key path as text, for messages.
  var keyPath: String { path.description }

  /// How the value reads in a message: a scalar as written (shortened), otherwise its YAML kind.
  var shown: String {
    if let text = node.scalar?.string { return text.count > 40 ? "'\(text.prefix(37))...'" : "'\(text)'" }
    if node.isMapping { return "a mapping" }
    return "a list"
  }

  /// An error saying that the value is not what `key` takes.
  func typeError(expected: String) -> DocumentError {
    error(.wrongType(expected: expected, found: shown))
  }

  /// Whether the value is YAML's null (`~`, `null` or nothing).
  var isNull: Bool { node.scalar.map(Self.isNull) ?? false }

  /// Whether a scalar is YAML's null: plain `~`, `null` or nothing.
  static func isNull(_ scalar: YAMLScalar) -> Bool {
    scalar.isPlain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// The text of a scalar, quoted or not.
  func string() throws(DocumentError) -> String {
    guard let scalar = node.scalar, !Self.isNull(scalar) else { throw typeError(expected: "a string") }
    return scalar.string
  }

  /// The items of a list, each with its index in the key path.
  func sequence() throws(DocumentError) -> [DocumentNode] {
    guard let sequence = node.items else { throw typeError(expected: "a list") }
    return sequence.indices.map { item(sequence[$0], at: $0) }
  }

  /// The item `node` at `index` of this list.
  func item(_ node: YAMLNode, at index: Int) -> DocumentNode {
    DocumentNode(node: node, path: path.appending(index: index), file: location.file)
  }

  /// A child value at `key` of this mapping.
  func child(_ node: YAMLNode, key: String) -> DocumentNode {
    DocumentNode(node: node, path: path.appending(key: key), file: location.file)
  }
}
