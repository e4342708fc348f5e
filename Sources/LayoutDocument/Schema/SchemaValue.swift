import Foundation
import TextureLayout

/// A JSON value with its object keys in the order given, so that a generated schema reads top-down.
indirect enum SchemaValue: Sendable {
  /// A string.
  case string(String)
  /// A number.
  case number(Double)
  /// `true` or `false`.
  case boolean(Bool)
  /// An array.
  case array([SchemaValue])
  /// An object, its members in order.
  case object([(String, SchemaValue)])

  /// The JSON text: indented by two spaces per level from `indent`, or on one line when `indent` is nil.
  func json(indent: Int? = 0) -> String {
    let newline = indent.map { "\n" + String(repeating: "  ", count: $0 + 1) } ?? ""
    let closing = indent.map { "\n" + String(repeating: "  ", count: $0) } ?? ""
    let inner = indent.map { $0 + 1 }
    switch self {
    case .string(let text): return JSONNumber.string(text)
    case .number(let value):
      // Bounds such as the largest finite double in Swift's exponent form, which JSON reads.
      return abs(value) >= 1e15 ? "\(value)" : JSONNumber.text(CGFloat(value))
    case .boolean(let flag): return flag ? "true" : "false"
    case .array(let items):
      if items.allSatisfy(\.isScalar) {
        return "[" + items.map { $0.json(indent: nil) }.joined(separator: ", ") + "]"
      }
      return "[" + items.map { newline + $0.json(indent: inner) }.joined(separator: ",") + closing + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      return "{"
        + members.map { newline + JSONNumber.string($0.0) + ": " + $0.1.json(indent: inner) }
        .joined(separator: ",") + closing + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .string, .number, .boolean: true
    case .array, .object: false
    }
  }
}
