/// The entries of a YAML mapping, checked against the keys allowed there: an unknown key is an error that
/// suggests the nearest allowed one.
struct MappingReader {
  /// One entry: the key, the key's own location and the value.
  typealias Entry = (key: String, keyNode: DocumentNode, value: DocumentNode)

  /// The mapping itself.
  let mapping: DocumentNode
  /// The keys in document order. A located node of a key or value (its key path, its file) is made only
  /// when one is asked for: most entries an element is checked for are absent, and most present ones are
  /// read once.
  let keys: [String]

  /// Reads a mapping (a null reads as empty when `nullIsEmpty`), rejecting keys outside `allowed`.
  /// `what` names the mapping in messages ("stack", "style").
  init(_ mapping: DocumentNode, allowed: [String], what: String, nullIsEmpty: Bool = false)
    throws(DocumentError)
  {
    self.mapping = mapping
    if nullIsEmpty, mapping.isNull {
      keys = []
      return
    }
    guard let pairCount = mapping.node.pairCount else {
      throw mapping.typeError(expected: "a mapping for \(what)")
    }
    var keys: [String] = []
    keys.reserveCapacity(pairCount)
    for index in 0..<pairCount {
      let pair = mapping.node.pair(at: index)
      guard let scalar = pair.key.scalar else {
        let located = mapping.child(pair.key, key: "?")
        throw located.error(.keyNotAName(container: what, found: located.shown), about: mapping)
      }
      let key = scalar.string
      keys.append(key)
      guard allowed.contains(key) else {
        let place = mapping.path.isTop ? "the document" : mapping.keyPath
        throw Self.keyNode(pair, key: key, in: mapping).error(
          .unknownKey(
            key, container: what, place: place, suggestion: NameSuggestion.nearest(to: key, in: allowed),
            expected: allowed))
      }
      if let earlier = keys.prefix(index).firstIndex(of: key) {
        throw Self.keyNode(pair, key: key, in: mapping).error(
          .repeatedKey(key, firstLine: mapping.node.pair(at: earlier).key.line))
      }
    }
    self.keys = keys
  }

  /// The key of `pair` located at `key`'s path in `mapping`.
  private static func keyNode(_ pair: YAMLPair, key: String, in mapping: DocumentNode) -> DocumentNode {
    mapping.child(pair.key, key: key)
  }

  /// The number of entries.
  var count: Int { keys.count }

  /// The entry at `index`, in document order.
  func entry(at index: Int) -> Entry {
    let path = mapping.path.appending(key: keys[index])
    let (file, pair) = (mapping.location.file, mapping.node.pair(at: index))
    return (
      keys[index], DocumentNode(node: pair.key, path: path, file: file),
      DocumentNode(node: pair.value, path: path, file: file)
    )
  }

  /// Every entry in document order.
  var entries: [Entry] { keys.indices.map(entry(at:)) }

  /// The value at `key`, if given.
  subscript(_ key: String) -> DocumentNode? {
    keys.firstIndex(of: key).map { mapping.child(mapping.node.pair(at: $0).value, key: key) }
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
