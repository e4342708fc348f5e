/// The entries of a YAML mapping, checked against the keys allowed there: an unknown key is an error that
/// suggests the nearest allowed one.
struct MappingReader {
  /// The mapping itself.
  let mapping: DocumentNode
  /// Entries in document order: the key's own location and the value.
  let entries: [(key: String, keyNode: DocumentNode, value: DocumentNode)]

  /// Reads a mapping (a null reads as empty when `nullIsEmpty`), rejecting keys outside `allowed`.
  /// `what` names the mapping in messages ("stack", "style").
  init(_ mapping: DocumentNode, allowed: [String], what: String, nullIsEmpty: Bool = false)
    throws(DocumentError)
  {
    self.mapping = mapping
    if nullIsEmpty, mapping.isNull {
      entries = []
      return
    }
    guard let pairs = mapping.node.pairs else {
      throw mapping.typeError(expected: "a mapping for \(what)")
    }
    var entries: [(key: String, keyNode: DocumentNode, value: DocumentNode)] = []
    for pair in pairs {
      let (keyNode, valueNode) = (pair.key, pair.value)
      guard let scalar = keyNode.scalar else {
        let located = mapping.child(keyNode, key: "?")
        throw located.error(.keyNotAName(container: what, found: located.shown), about: mapping)
      }
      let key = scalar.string
      let path = mapping.path.appending(key: key)
      let keyAt = DocumentNode(node: keyNode, path: path, file: mapping.location.file)
      guard allowed.contains(key) else {
        let place = mapping.path.isTop ? "the document" : mapping.keyPath
        throw keyAt.error(
          .unknownKey(
            key, container: what, place: place, suggestion: NameSuggestion.nearest(to: key, in: allowed),
            expected: allowed))
      }
      if let earlier = entries.first(where: { $0.key == key }) {
        throw keyAt.error(.repeatedKey(key, firstLine: earlier.keyNode.location.line))
      }
      entries.append((key, keyAt, DocumentNode(node: valueNode, path: path, file: mapping.location.file)))
    }
    self.entries = entries
  }

  /// The value at `key`, if given.
  subscript(_ key: String) -> DocumentNode? {
    entries.first { $0.key == key }?.value
  }

  /// The value at `key`, or an error at the mapping saying it is missing.
  func required(_ key: String, what: String) throws(DocumentError) -> DocumentNode {
    guard let value = self[key] else {
      throw mapping.error(.missingKey(key, what: what))
    }
    return value
  }
}

extension MappingReader {
  /// The value written at `key`, read by the key's own reader, or `nil` when not written.
  func value<Value>(_ key: DocumentKey<Value>) throws(DocumentError) -> Value? {
    guard let node = self[key.name] else { return nil }
    return try key.read(node)
  }

  /// The value written at `key`, or the key's default when not written. Only for keys that have a default.
  func valueOrDefault<Value>(_ key: DocumentKey<Value>) throws(DocumentError) -> Value {
    if let value = try value(key) { return value }
    guard let fallback = key.fallback else { preconditionFailure("the key '\(key.name)' has no default") }
    return fallback
  }
}
