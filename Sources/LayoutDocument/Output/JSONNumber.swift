import Foundation
import TextureLayout

/// Numbers as frames and bench JSON print them: integers without a fraction (`320`), others in Swift's
/// shortest round-tripping form (`12.5`); never NaN or infinite, which JSON cannot hold (they print as 0).
enum JSONNumber {
  /// The JSON text of `value`.
  static func text(_ value: CGFloat) -> String {
    value.isFinite ? TextureLayout.format(value) : "0"
  }

  /// A JSON string literal.
  static func string(_ text: String) -> String {
    // Most names need no escaping: copied whole.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      return "\"" + text + "\""
    }
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where scalar.value < 0x20:
        escaped += String(format: "\\u%04x", scalar.value)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
