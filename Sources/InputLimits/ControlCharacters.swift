extension String {
  /// The text with every control character (C0, DEL and C1, which a terminal may act on) written as a
  /// Swift escape such as `\u{1B}`, so that input echoed in a message or a report is shown, not obeyed.
  public var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: Self.isControl) else { return self }
    var escaped = ""
    for scalar in unicodeScalars {
      if Self.isControl(scalar) {
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
