import Foundation

/// Text for XML, which JUnit reports and Pango markup both are.
public enum XMLText {
  /// `text` with XML's five special characters escaped, and the characters XML 1.0 cannot hold (C0
  /// controls but tab, line feed and carriage return; U+FFFE, U+FFFF) replaced by U+FFFD.
  public static func escaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\n", "\t", "\r": escaped.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
