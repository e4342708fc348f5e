import CLibYAML
import Foundation
import InputLimits

/// Builds the `YAMLTree` of one YAML document from libyaml's events, with a stack of open collections
/// rather than recursion, so that nesting costs no call stack. Aliases resolve to the node they name, and a
/// mapping that repeats a key is an error: a document means one thing, whatever reads it.
final class YAMLComposer {
  /// A YAML error as libyaml or the composer reports it: what kind, where, and libyaml's words.
  enum Failure: Error {
    /// A syntax error at a position, with what was being read (and where that started).
    case syntax(problem: String, context: YAMLContext?, line: Int, column: Int)
    /// A byte the reader cannot read, at an offset in Characters from the start of the text (as error
    /// messages count columns), `nil` when the offset is not on a character boundary.
    case reader(problem: String, offset: Int?)
    /// A mapping repeats `key`, first given at the position.
    case repeatedKey(key: String, line: Int, column: Int)
    /// The values inside flow collections (`[…]`, `{…}`), each counted once per collection around it, passed
    /// `limit`, at the position.
    case flowNestingWork(limit: Int, line: Int, column: Int)
    /// The document made more than `limit` events, at the position.
    case tooManyEvents(limit: Int, line: Int, column: Int)
    /// A list or mapping opened at the position would nest deeper than the reader allows.
    case tooDeep(line: Int, column: Int)
    /// libyaml ran out of memory.
    case memory
    /// A tag a layout document has no meaning for, at the position.
    case unsupportedTag(tag: String, line: Int, column: Int)
    /// A tag the value does not fit, at the position.
    case tagMismatch(tag: String, value: String, line: Int, column: Int)
  }

  private var parser = yaml_parser_t()

  // The composer is one object that one call uses from start to end and never shares, so the run-time
  // exclusivity checks of its busiest properties (a check per event, per property) guard nothing here.

  /// The tree as it is made: records, children runs, scalar text and tags (`YAMLTree`).
  @exclusivity(unchecked) private var records: [YAMLTree.Record] = []
  @exclusivity(unchecked) private var children: [UInt32] = []
  @exclusivity(unchecked) private var scalarText: [UInt8] = []
  private var tags: [UInt32: String] = [:]
  /// The finished children of the open collections, innermost last; each open collection's start in it.
  @exclusivity(unchecked) private var pending: [UInt32] = []
  /// The open collections, innermost last.
  @exclusivity(unchecked) private var open: [OpenCollection] = []
  /// Records by anchor name; a later anchor of the same name replaces an earlier one.
  private var anchors: [String: UInt32] = [:]
  private var root: UInt32?
  private var documents = 0
  /// How many flow collections are open.
  @exclusivity(unchecked) private var flowDepth = 0
  /// Each value's flow depth, summed: what libyaml's scanner spends, since it walks one entry per open flow
  /// collection for every token it reads (`yaml_parser_stale_simple_keys` and the check before each fetch
  /// in libyaml's `scanner.c`). Deep flow nesting around many values is therefore quadratic inside libyaml,
  /// whatever the composer does; this sum bounds it.
  @exclusivity(unchecked) private var flowWork = 0
  /// The events read so far, which `Budgets.yamlEvents` bounds.
  @exclusivity(unchecked) private var events = 0
  private let flowWorkLimit: Int
  /// How deep collections may nest: the composer stops at the first collection past it, as it opens, so
  /// that nesting is bounded whatever bound the libyaml it runs on sets.
  private let maximumDepth: Int

  /// The sum of flow depths over a document's values that `compose` accepts.
  static let defaultFlowWorkLimit = Budgets.flowNestingWork

  private struct OpenCollection {
    var isMapping: Bool
    var isFlow: Bool
    var line: Int32
    var column: Int32
    var anchor: String?
    var pendingStart: Int
  }

  /// The single document in `text`, or `nil` when the text holds none. A document of plain JSON (the
  /// common machine-written case) is read by `JSONScanner`, which makes the same tree several times faster;
  /// anything else, including JSON with an error in it, is read by libyaml, whose messages the errors are.
  /// `scanningJSON: false` leaves every text to libyaml, for comparing the two readings.
  static func compose(
    _ text: String, flowWorkLimit: Int = defaultFlowWorkLimit,
    maximumDepth: Int = YAMLReader.maximumYAMLDepth,
    scanningJSON: Bool = true
  ) throws(Failure) -> YAMLNode? {
    var utf8 = Array(text.utf8)
    if scanningJSON,
      let node = utf8.withUnsafeBufferPointer({ bytes in
        JSONScanner.compose(
          bytes, into: YAMLComposer(flowWorkLimit: flowWorkLimit), maximumDepth: maximumDepth)
      })
    {
      return node
    }
    let composer = YAMLComposer(flowWorkLimit: flowWorkLimit, maximumDepth: maximumDepth)
    return try utf8.withUnsafeMutableBufferPointer { bytes throws(Failure) in
      try composer.run(bytes, text: text)
    }
  }

  init(flowWorkLimit: Int = defaultFlowWorkLimit, maximumDepth: Int = YAMLReader.maximumYAMLDepth) {
    self.flowWorkLimit = flowWorkLimit
    self.maximumDepth = maximumDepth
  }

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
      let line = Int32(clamping: Int(event.start_mark.line) + 1)
      let column = Int32(clamping: Int(event.start_mark.column) + 1)
      try countEvent(line: line, column: column)
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return finish()
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
        if documents > 1 {
          throw .syntax(
            problem: "but found another document",
            context: YAMLContext(what: "expected a single document in the stream", line: 1, column: 1),
            line: Int(line),
            column: Int(column))
        }
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
        var isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
        // libyaml marks a plain scalar tagged `!` implicit, as if untagged; YAML's non-specific tag makes it
        // a string all the same (`! 10` is the string "10").
        let written = Self.name(scalar.tag)
        let tag =
          written == "!" || (scalar.quoted_implicit != 1 && scalar.plain_implicit != 1) ? written : nil
        if let tag {
          let meaning = try Self.meaning(
            of: tag, text: String(decoding: bytes, as: UTF8.self), line: line, column: column)
          isPlain = meaning == .plain
        }
        let index = addScalar(
          bytes, isPlain: isPlain, line: line, column: column, anchor: Self.name(scalar.anchor))
        if let tag { tags[index] = tag }
      case YAML_SEQUENCE_START_EVENT:
        try checkDepth(line: line, column: column)
        if event.data.sequence_start.implicit != 1, let tag = Self.name(event.data.sequence_start.tag) {
          try Self.check(collectionTag: tag, isMapping: false, line: line, column: column)
        }
        openCollection(
          isMapping: false, isFlow: event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE, line: line,
          column: column, anchor: Self.name(event.data.sequence_start.anchor))
      case YAML_MAPPING_START_EVENT:
        try checkDepth(line: line, column: column)
        if event.data.mapping_start.implicit != 1, let tag = Self.name(event.data.mapping_start.tag) {
          try Self.check(collectionTag: tag, isMapping: true, line: line, column: column)
        }
        openCollection(
          isMapping: true, isFlow: event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE, line: line,
          column: column, anchor: Self.name(event.data.mapping_start.anchor))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        try closeCollection()
      case YAML_ALIAS_EVENT:
        guard let name = Self.name(event.data.alias.anchor), let index = anchors[name] else {
          throw .syntax(problem: "found undefined alias", context: nil, line: Int(line), column: Int(column))
        }
        add(index, anchor: nil)
      default:
        break
      }
    }
  }

  // The events, as libyaml's parser and `JSONScanner` both give them.

  /// Counts an event at a position against the event budget and the flow nesting budget: each event costs
  /// the number of flow collections open around it.
  func countEvent(line: Int32, column: Int32) throws(Failure) {
    events += 1
    guard events <= Budgets.yamlEvents else {
      throw .tooManyEvents(limit: Budgets.yamlEvents, line: Int(line), column: Int(column))
    }
    flowWork += flowDepth
    guard flowWork <= flowWorkLimit else {
      throw .flowNestingWork(limit: flowWorkLimit, line: Int(line), column: Int(column))
    }
  }

  /// Fails when one more open collection would pass the depth limit: the same bound as `JSONScanner`'s, so
  /// that both readers take the same documents.
  private func checkDepth(line: Int32, column: Int32) throws(Failure) {
    guard open.count + 2 < maximumDepth else { throw .tooDeep(line: Int(line), column: Int(column)) }
  }

  /// Adds a scalar of the given text; returns its record.
  @discardableResult
  func addScalar(
    _ text: UnsafeBufferPointer<UInt8>, isPlain: Bool, line: Int32, column: Int32, anchor: String? = nil
  ) -> UInt32 {
    let index = UInt32(records.count)
    records.append(
      YAMLTree.Record(
        kind: isPlain ? .plainScalar : .quotedScalar, start: UInt32(scalarText.count),
        count: UInt32(text.count), line: line, column: column))
    scalarText.append(contentsOf: text)
    add(index, anchor: anchor)
    return index
  }

  /// Opens a list or mapping that starts at a position.
  func openCollection(isMapping: Bool, isFlow: Bool, line: Int32, column: Int32, anchor: String? = nil) {
    open.append(
      OpenCollection(
        isMapping: isMapping, isFlow: isFlow, line: line, column: column, anchor: anchor,
        pendingStart: pending.count))
    if isFlow { flowDepth += 1 }
  }

  /// Closes the innermost open collection, failing on a repeated key of a mapping.
  func closeCollection() throws(Failure) {
    let collection = open.removeLast()
    if collection.isFlow { flowDepth -= 1 }
    if collection.isMapping { try checkRepeatedKeys(from: collection.pendingStart) }
    let index = UInt32(records.count)
    let count = pending.count - collection.pendingStart
    records.append(
      YAMLTree.Record(
        kind: collection.isMapping ? .mapping : .sequence, start: UInt32(children.count),
        count: UInt32(count), line: collection.line, column: collection.column))
    // Appended straight from `pending` and then cut off its end: a slice kept across the removal would
    // share `pending`'s buffer and make the removal copy all of it, once per collection.
    children.append(contentsOf: pending[collection.pendingStart...])
    pending.removeLast(count)
    add(index, anchor: collection.anchor)
  }

  /// The finished tree's root, or `nil` when the stream held no document.
  func finish() -> YAMLNode? {
    guard let root else { return nil }
    // Copied to exactly their sizes: the arrays grew by doubling, and the tree lives while elements are built.
    let tree = YAMLTree(
      records: records.withUnsafeBufferPointer { Array($0) },
      children: children.withUnsafeBufferPointer { Array($0) },
      text: scalarText.withUnsafeBufferPointer { Array($0) }, tags: tags)
    return YAMLNode(tree: tree, index: root)
  }

  /// Puts a finished value where it belongs: the root, or the next member of the innermost open collection
  /// (a mapping's members alternate key, value).
  private func add(_ index: UInt32, anchor: String?) {
    if let anchor { anchors[anchor] = index }
    if open.isEmpty { root = index } else { pending.append(index) }
  }

  /// Fails on a key given twice in the mapping whose members start at `start` in `pending`, naming the
  /// smallest repeated name, or when only lists or mappings used as keys repeat, `<uncovertable>` (the
  /// word the error messages give such a key); and its first position. The smallest is named so that the
  /// message is the same from run to run whatever the hashing order. Keys are grouped by a hash of their
  /// content, so a mapping of many keys costs time in proportion to its size.
  private func checkRepeatedKeys(from start: Int) throws(Failure) {
    guard pending.count - start > 2 else { return }
    var repeated: (key: String?, line: Int32, column: Int32)?
    func noteRepeat(of earlier: UInt32) {
      let first = records[Int(earlier)]
      let name: String? =
        first.kind == .plainScalar || first.kind == .quotedScalar ? scalarString(earlier) : nil
      if repeated == nil || repeated!.key == nil || (name != nil && name! < repeated!.key!) {
        repeated = (name, first.line, first.column)
      }
    }
    if pending.count - start <= 2 * Self.keysComparedInPairs {
      // A mapping of a few keys, as most are: each key compared with those before it, hashing nothing.
      for position in stride(from: start + 2, to: pending.count, by: 2) {
        let key = pending[position]
        let earlier = stride(from: start, to: position, by: 2).first { isSameKey(pending[$0], key) }
        if let earlier { noteRepeat(of: pending[earlier]) }
      }
    } else {
      var firstByHash: [Int: [UInt32]] = [:]
      for position in stride(from: start, to: pending.count, by: 2) {
        let key = pending[position]
        let hash = keyHash(key)
        let earlier = firstByHash[hash, default: []].first { isSameKey($0, key) }
        guard let earlier else {
          firstByHash[hash, default: []].append(key)
          continue
        }
        noteRepeat(of: earlier)
      }
    }
    if let repeated {
      throw .repeatedKey(
        key: repeated.key ?? "<uncovertable>", line: Int(repeated.line), column: Int(repeated.column))
    }
  }

  /// The most keys a mapping may have for each to be compared with those before it rather than grouped by
  /// hash: a few comparisons cost less than hashing every key.
  private static let keysComparedInPairs = 8

  /// A hash that agrees with `isSameKey`: a scalar's text and tag, a collection's kind and members.
  private func keyHash(_ index: UInt32) -> Int {
    var hasher = Hasher()
    hashKey(index, into: &hasher)
    return hasher.finalize()
  }

  private func hashKey(_ index: UInt32, into hasher: inout Hasher) {
    let record = records[Int(index)]
    switch record.kind {
    case .plainScalar, .quotedScalar:
      hasher.combine(0)
      scalarText.withUnsafeBytes { bytes in
        hasher.combine(
          bytes: UnsafeRawBufferPointer(rebasing: bytes[Int(record.start)..<Int(record.start + record.count)])
        )
      }
      hasher.combine(tags[index])
    case .mapping, .sequence:
      // Shallow: a key that is a collection (never a layout document's) may be an alias of a tree many
      // times its text's size, and hashing it whole would walk that tree.
      hasher.combine(record.kind)
      hasher.combine(record.count)
    }
  }

  private func scalarString(_ index: UInt32) -> String {
    let record = records[Int(index)]
    return String(decoding: scalarText[Int(record.start)..<Int(record.start + record.count)], as: UTF8.self)
  }

  /// Whether two finished values are the same key: scalars by text and explicit tag (quoted or not), lists
  /// and mappings member by member.
  private func isSameKey(_ a: UInt32, _ b: UInt32) -> Bool {
    // One value (an alias of the other, or both of a third) is the same key without walking it.
    if a == b { return true }
    let first = records[Int(a)]
    let second = records[Int(b)]
    let firstIsScalar = first.kind == .plainScalar || first.kind == .quotedScalar
    let secondIsScalar = second.kind == .plainScalar || second.kind == .quotedScalar
    if firstIsScalar || secondIsScalar {
      guard firstIsScalar, secondIsScalar, first.count == second.count, tags[a] == tags[b] else {
        return false
      }
      return scalarText[Int(first.start)..<Int(first.start + first.count)]
        .elementsEqual(scalarText[Int(second.start)..<Int(second.start + second.count)])
    }
    guard first.kind == second.kind, first.count == second.count else { return false }
    for offset in 0..<Int(first.count)
    where !isSameKey(children[Int(first.start) + offset], children[Int(second.start) + offset]) {
      return false
    }
    return true
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
        YAMLContext(
          what: String(cString: $0), line: Int(parser.context_mark.line) + 1,
          column: Int(parser.context_mark.column) + 1)
      }
      return .syntax(
        problem: String(cString: parser.problem), context: context, line: Int(parser.problem_mark.line) + 1,
        column: Int(parser.problem_mark.column) + 1)
    default:
      return .memory
    }
  }

  /// What a tagged scalar reads as, or the failure of a tag that does not fit it (`YAMLTags`).
  private static func meaning(of tag: String, text: String, line: Int32, column: Int32) throws(Failure)
    -> YAMLTags.ScalarMeaning
  {
    do {
      return try YAMLTags.meaning(ofScalarTag: tag, text: text)
    } catch {
      throw failure(error, line: line, column: column)
    }
  }

  private static func check(collectionTag tag: String, isMapping: Bool, line: Int32, column: Int32)
    throws(Failure)
  {
    do {
      try YAMLTags.checkCollectionTag(tag, isMapping: isMapping)
    } catch {
      throw failure(error, line: line, column: column)
    }
  }

  private static func failure(_ refusal: YAMLTags.Refusal, line: Int32, column: Int32) -> Failure {
    switch refusal {
    case .unsupported(let tag): .unsupportedTag(tag: tag, line: Int(line), column: Int(column))
    case .mismatch(let tag, let value):
      .tagMismatch(tag: tag, value: value, line: Int(line), column: Int(column))
    }
  }

  private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    anchor.map { String(cString: $0) }
  }
}
