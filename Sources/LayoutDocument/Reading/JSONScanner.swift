/// Reads a document of plain JSON into a `YAMLComposer` with the events libyaml would give it, in the same
/// order and at the same positions, so that the tree, its positions and the flow nesting budget come out as
/// libyaml's reading makes them, several times faster: machine-written documents are JSON, and the
/// largest ones are.
///
/// It reads only what it knows libyaml reads the same way: a mapping or list at the top; strings without
/// `\u` escapes or characters YAML treats specially (controls, line separators, a byte-order mark); JSON's
/// numbers and `true`, `false`, `null`; spaces and line breaks between tokens, and a key on the line of its
/// colon within YAML's 1,024 characters for a key. On anything else (a comment, a tab, a trailing comma,
/// a syntax error, a repeated key, a budget passed), it gives up and libyaml reads the text from the start,
/// so that every message is libyaml's.
struct JSONScanner {
  /// Where a reading stands: what may come next.
  private enum Expectation {
    /// A value.
    case value
    /// A mapping's first key, or the mapping's end.
    case firstKeyOrEnd
    /// A key, after a comma.
    case key
    /// The colon after a key.
    case colon
    /// A list's first item, or the list's end.
    case firstItemOrEnd
    /// A comma, or the end of the innermost collection.
    case commaOrEnd
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let composer: YAMLComposer
  private let maximumDepth: Int
  /// The next byte to read, and its 1-based line and column (in Unicode scalars).
  private var index = 0
  private var line: Int32 = 1
  private var column: Int32 = 1
  /// Whether each open collection is a mapping, innermost last.
  private var open: [Bool] = []
  /// The decoded text of a string with escapes.
  private var unescaped: [UInt8] = []

  /// The tree of `bytes` read into `composer`, or `nil` when the text is not plain JSON as described
  /// above (the composer is then spent).
  static func compose(_ bytes: UnsafeBufferPointer<UInt8>, into composer: YAMLComposer, maximumDepth: Int)
    -> YAMLNode?
  {
    var scanner = JSONScanner(bytes: bytes, composer: composer, maximumDepth: maximumDepth)
    return try? scanner.read()
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, composer: YAMLComposer, maximumDepth: Int) {
    self.bytes = bytes
    self.composer = composer
    self.maximumDepth = maximumDepth
  }

  /// Why a reading gave up; what it was is for libyaml to say.
  private struct NotPlainJSON: Error {}

  private mutating func read() throws(NotPlainJSON) -> YAMLNode? {
    try skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else {
      throw NotPlainJSON()
    }
    var expectation = Expectation.value
    repeat {
      try skipSpace()
      guard index < bytes.count else { throw NotPlainJSON() }
      let byte = bytes[index]
      switch expectation {
      case .value:
        expectation = try readValue()
      case .firstKeyOrEnd where byte == UInt8(ascii: "}"), .firstItemOrEnd where byte == UInt8(ascii: "]"):
        try close()
        expectation = .commaOrEnd
      case .firstKeyOrEnd, .key:
        guard byte == UInt8(ascii: "\"") else { throw NotPlainJSON() }
        let (keyLine, keyColumn) = (line, column)
        try readString()
        // YAML's implicit key: its colon on the same line, within 1,024 characters of its start.
        try skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":"), line == keyLine,
          column - keyColumn < 1000
        else { throw NotPlainJSON() }
        expectation = .colon
      case .colon:
        advance()
        expectation = .value
      case .firstItemOrEnd:
        expectation = .value
      case .commaOrEnd:
        let isMapping = open[open.count - 1]
        if byte == UInt8(ascii: ",") {
          advance()
          expectation = isMapping ? .key : .value
        } else if byte == UInt8(ascii: isMapping ? "}" : "]") {
          try close()
        } else {
          throw NotPlainJSON()
        }
      }
    } while !open.isEmpty
    try skipSpace()
    guard index == bytes.count else { throw NotPlainJSON() }
    return composer.finish()
  }

  /// Reads a value at `index` (opens a collection, or adds a scalar) and says what comes next.
  private mutating func readValue() throws(NotPlainJSON) -> Expectation {
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let isMapping = byte == UInt8(ascii: "{")
      guard open.count + 2 < maximumDepth else { throw NotPlainJSON() }
      try event { $0.openCollection(isMapping: isMapping, isFlow: true, line: $1, column: $2) }
      open.append(isMapping)
      advance()
      return isMapping ? .firstKeyOrEnd : .firstItemOrEnd
    case UInt8(ascii: "\""):
      try readString()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try readPlain(length: numberLength())
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      guard let length = literalLength("true") ?? literalLength("false") ?? literalLength("null") else {
        throw NotPlainJSON()
      }
      try readPlain(length: length)
    default:
      throw NotPlainJSON()
    }
    return .commaOrEnd
  }

  /// Closes the innermost collection at its closing bracket.
  private mutating func close() throws(NotPlainJSON) {
    try event { composer, _, _ throws(YAMLComposer.Failure) in try composer.closeCollection() }
    open.removeLast()
    advance()
  }

  /// Counts an event at the current position against the flow budget and gives it to the composer; a
  /// failure (a budget passed, a repeated key) gives up, for libyaml to report.
  private func event(
    _ body: (YAMLComposer, Int32, Int32) throws(YAMLComposer.Failure) -> Void
  ) throws(NotPlainJSON) {
    try event(at: line, column, body)
  }

  /// Gives an event at a position of its own to the composer, as `event(_:)` does.
  private func event(
    at line: Int32, _ column: Int32, _ body: (YAMLComposer, Int32, Int32) throws(YAMLComposer.Failure) -> Void
  ) throws(NotPlainJSON) {
    do {
      try composer.countEvent(line: line, column: column)
      try body(composer, line, column)
    } catch {
      throw NotPlainJSON()
    }
  }

  /// Adds the plain scalar of `length` bytes at `index` (a number or literal), which a delimiter must follow.
  private mutating func readPlain(length: Int) throws(NotPlainJSON) {
    let end = index + length
    guard end == bytes.count || Self.endsPlain(bytes[end]) else { throw NotPlainJSON() }
    let text = UnsafeBufferPointer(rebasing: bytes[index..<end])
    try event { composer, line, column in composer.addScalar(text, isPlain: true, line: line, column: column)
    }
    index = end
    column += Int32(length)
  }

  /// Whether a byte may end a number or literal: a space, a line break, a comma or a closing bracket.
  private static func endsPlain(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
      || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
  }

  /// The length of `word` when the text at `index` spells it.
  private func literalLength(_ word: StaticString) -> Int? {
    let length = word.utf8CodeUnitCount
    guard index + length <= bytes.count else { return nil }
    for offset in 0..<length where bytes[index + offset] != word.utf8Start[offset] { return nil }
    return length
  }

  /// The length of the JSON number at `index`: `-`, digits without a leading zero, a fraction, an exponent.
  private func numberLength() throws(NotPlainJSON) -> Int {
    var at = index
    func digits() -> Int {
      let start = at
      while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") { at += 1 }
      return at - start
    }
    if bytes[at] == UInt8(ascii: "-") { at += 1 }
    let leading = at
    guard digits() > 0, bytes[leading] != UInt8(ascii: "0") || at == leading + 1 else { throw NotPlainJSON() }
    if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
      at += 1
      guard digits() > 0 else { throw NotPlainJSON() }
    }
    if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "e") {
      at += 1
      if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
      guard digits() > 0 else { throw NotPlainJSON() }
    }
    return at - index
  }

  /// Adds the string at `index` (at its opening quote) as a quoted scalar.
  private mutating func readString() throws(NotPlainJSON) {
    let (startLine, startColumn) = (line, column)
    advance()
    let start = index
    var hasEscapes = false
    var characters: Int32 = 0
    while true {
      guard index < bytes.count else { throw NotPlainJSON() }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") {
        guard index + 1 < bytes.count, Self.escaped(bytes[index + 1]) != nil else { throw NotPlainJSON() }
        hasEscapes = true
        index += 2
        characters += 2
        continue
      }
      guard Self.isPlainCharacter(at: index, in: bytes) else { throw NotPlainJSON() }
      if byte & 0xC0 != 0x80 { characters += 1 }
      index += 1
    }
    let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
    if hasEscapes {
      unescaped.removeAll(keepingCapacity: true)
      var at = start
      while at < index {
        let escape = bytes[at] == UInt8(ascii: "\\")
        unescaped.append(escape ? Self.escaped(bytes[at + 1])! : bytes[at])
        at += escape ? 2 : 1
      }
    }
    try event(at: startLine, startColumn) { composer, line, column in
      if hasEscapes {
        unescaped.withUnsafeBufferPointer {
          _ = composer.addScalar($0, isPlain: false, line: line, column: column)
        }
      } else {
        composer.addScalar(text, isPlain: false, line: line, column: column)
      }
    }
    index += 1
    column += characters + 1
  }

  /// The byte a JSON escape (after its backslash) stands for; `nil` for `\u` and anything else.
  private static func escaped(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
    case UInt8(ascii: "b"): 0x08
    case UInt8(ascii: "f"): 0x0C
    case UInt8(ascii: "n"): 0x0A
    case UInt8(ascii: "r"): 0x0D
    case UInt8(ascii: "t"): 0x09
    default: nil
    }
  }

  /// Whether the byte at `at` inside a string is one libyaml reads as itself: no control character, no
  /// C1 control or next line (U+0080–U+009F), no line or paragraph separator (U+2028, U+2029), no
  /// byte-order mark and no U+FFFE or U+FFFF.
  private static func isPlainCharacter(at at: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let byte = bytes[at]
    if byte < 0x20 || byte == 0x7F { return false }
    if byte < 0x80 { return true }
    func next(_ offset: Int) -> UInt8 { at + offset < bytes.count ? bytes[at + offset] : 0 }
    switch byte {
    case 0xC2: return next(1) >= 0xA0
    case 0xE2: return !(next(1) == 0x80 && (next(2) == 0xA8 || next(2) == 0xA9))
    case 0xEF: return !(next(1) == 0xBB && next(2) == 0xBF) && !(next(1) == 0xBF && next(2) >= 0xBE)
    default: return true
    }
  }

  /// Moves past one byte of a token (never a line break).
  private mutating func advance() {
    index += 1
    column += 1
  }

  /// Moves past spaces and line breaks (`\n`, `\r\n`); gives up on a tab, a lone `\r` or a comment.
  private mutating func skipSpace() throws(NotPlainJSON) {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "):
        advance()
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        column = 1
      case UInt8(ascii: "\r"):
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") else { throw NotPlainJSON() }
        index += 2
        line += 1
        column = 1
      case UInt8(ascii: "\t"), UInt8(ascii: "#"):
        throw NotPlainJSON()
      default:
        return
      }
    }
  }
}
