extension String {
  /// The text with every control character (C0, DEL and C1, which a terminal may act on) and every
  /// character that reorders or hides text written as a Swift escape such as `\u{1B}`, so that input
  /// echoed in a message or a report is shown, not obeyed.
  public var escapingControlCharacters: String { escaping(Self.isControl) }

  /// The same, keeping line feeds, carriage returns and tabs: what a tool's own output to a terminal may
  /// hold, any input it echoes escaped.
  public var escapingControlCharactersButLineBreaks: String {
    escaping { scalar in
      scalar.value != 0x0A && scalar.value != 0x0D && scalar.value != 0x09 && Self.isControl(scalar)
    }
  }

  private func escaping(_ isControl: (Unicode.Scalar) -> Bool) -> String {
    // Printable ASCII, as nearly every name and message is, holds nothing to escape: read a byte at a
    // time rather than decoded scalar by scalar.
    if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
    guard unicodeScalars.contains(where: isControl) else { return self }
    var escaped = ""
    for scalar in unicodeScalars {
      if isControl(scalar) {
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: true
    // Characters that move or hide text where they are shown: the line and paragraph separators, the
    // bidirectional controls (which can make a name read as something else), zero-width characters and the
    // Arabic letter mark.
    case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200B...0x200F, 0xFEFF, 0x061C: true
    default: false
    }
  }
}
