import InputLimits

/// Why a document was rejected: the location and key path of the value at fault and the reason.
///
/// Rendered as `FILE:LINE:COLUMN: error: MESSAGE`, the contract's form, which editors and CI logs link to.
/// The message is built from the reason and the key path in one place (`DocumentError.Reason.message(at:)`).
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the value at fault was written.
  public var location: SourceLocation
  /// The keys leading to the value, such as `root.stack.children[1].style.flexGrow`; empty for the whole
  /// document.
  public var keyPath: String
  /// What is wrong.
  public var reason: Reason

  /// Creates an error.
  public init(location: SourceLocation, keyPath: String, reason: Reason) {
    self.location = location
    self.keyPath = keyPath
    self.reason = reason
  }

  /// What is wrong, naming the key and the value; a quoted value too long to read whole is cut short
  /// (a malformed color of a million characters is named by its first ones and its length).
  public var message: String {
    Self.shorteningQuotes(reason.message(at: keyPath)).escapingControlCharacters
  }

  /// The longest quoted value a message shows whole, in characters.
  static let longestQuote = 80

  /// `text` with each single-quoted part longer than `longestQuote` cut to its first characters, an
  /// ellipsis and its length.
  static func shorteningQuotes(_ text: String) -> String {
    guard text.count > longestQuote else { return text }
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "'") {
      result += rest[...open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "'") else {
        rest = rest[afterOpen...]
        break
      }
      let quoted = rest[afterOpen..<close]
      if quoted.count > longestQuote {
        result += quoted.prefix(longestQuote / 2) + "… (\(quoted.count) characters)"
      } else {
        result += quoted
      }
      result += "'"
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE`.
  public var description: String { "\(location): error: \(message)" }

  /// The same error for a document that starts `lines` lines and `columns` columns into a larger file (a
  /// layout block in Markdown, indented): its place, and every line and column its reason names, moved.
  public func moved(lines: Int, columns: Int) -> DocumentError {
    var moved = self
    moved.location.line += lines
    moved.location.column += columns
    switch reason {
    case .yamlSyntax(let problem, var context?):
      context.line += lines
      context.column += columns
      moved.reason = .yamlSyntax(problem: problem, context: context)
    case .yamlRepeatedKey(let key, let firstLine):
      moved.reason = .yamlRepeatedKey(key: key, firstLine: firstLine + lines)
    case .repeatedKey(let key, let firstLine):
      moved.reason = .repeatedKey(key, firstLine: firstLine + lines)
    default:
      break
    }
    return moved
  }
}
