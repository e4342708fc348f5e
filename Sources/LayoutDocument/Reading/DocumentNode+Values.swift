import DiagramValues
import Foundation
import InputLimits
import TextureLayout

/// What a number may be, beyond not being NaN (which is never allowed).
struct NumberRule: OptionSet, Sendable {
  let rawValue: Int
  /// `.inf` is allowed (positive infinity only).
  static let infinityAllowed = NumberRule(rawValue: 1 << 0)
  /// Negative numbers are allowed.
  static let negativeAllowed = NumberRule(rawValue: 1 << 1)
  /// Any finite number.
  static let finite: NumberRule = [.negativeAllowed]
  /// A finite number, zero or more.
  static let nonNegative: NumberRule = []
}

extension DocumentNode {
  /// A YAML number: decimal, `.inf`/`inf` (when the rule allows; quoted too, as JSON can only write it, and
  /// as the schema allows), never NaN.
  func number(_ rule: NumberRule) throws(DocumentError) -> CGFloat {
    if let scalar = node.scalar, !scalar.isPlain, rule.contains(.infinityAllowed),
      let special = Self.specialNumber(scalar.string), special == .infinity
    {
      return special
    }
    guard let scalar = node.scalar, scalar.isPlain else {
      throw typeError(expected: "a number")
    }
    let text = scalar.string
    var value: CGFloat
    if let integer = Self.radixInteger(text) {
      value = CGFloat(integer)
    } else if Self.isDecimal(text) {
      guard let parsed = Double(text) else { throw typeError(expected: "a number") }
      guard parsed.isFinite else { throw error(.numberTooLarge(text)) }
      value = CGFloat(parsed)
    } else if let special = Self.specialNumber(text) {
      value = special
    } else {
      throw typeError(expected: "a number")
    }
    guard !value.isNaN else { throw error(.notANumber) }
    // Where a number may be infinite (a range's max, an inset), a huge finite one means the same unbounded
    // length, as Texture's CGFLOAT_MAX does, and is read as infinity; elsewhere it would become geometry
    // Cairo and Pango cannot hold.
    if value.isFinite, abs(value) > Budgets.numberMagnitude {
      guard rule.contains(.infinityAllowed), value > 0 else {
        throw error(.numberBeyondLimit(text, limit: Budgets.numberMagnitude))
      }
      value = .infinity
    }
    if value.isInfinite, !(rule.contains(.infinityAllowed) && value > 0) {
      throw error(.notFinite(text))
    }
    if value < 0, !rule.contains(.negativeAllowed) {
      throw error(.negative(text))
    }
    return value
  }

  /// Whether `text` is written as a decimal number (ASCII digits, at least one, with signs, points and
  /// exponents). YAML 1.2's core schema, which documents follow, has no underscores in numbers: `1_000` is
  /// the string YAML 1.1 would have read as 1000, and is refused here as a number. Read byte by byte:
  /// numbers are most of a document's scalars.
  private static func isDecimal(_ text: String) -> Bool {
    var hasDigit = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): hasDigit = true
      case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        break
      default: return false
      }
    }
    return hasDigit
  }

  /// A YAML 1.2 core-schema integer in hexadecimal (`0x1F`) or octal (`0o17`), as `!!int` reads it.
  static func radixInteger(_ text: String) -> Double? {
    let radix: Int
    if text.hasPrefix("0x") {
      radix = 16
    } else if text.hasPrefix("0o") {
      radix = 8
    } else {
      return nil
    }
    // At most 15 hexadecimal digits: beyond, the document's number limit has long been passed.
    let digits = text.dropFirst(2)
    guard !digits.isEmpty, digits.count <= 15, let value = Int(digits, radix: radix) else { return nil }
    return Double(value)
  }

  /// YAML's infinities and NaNs, also written without the dot (`inf`).
  static func specialNumber(_ text: String) -> CGFloat? {
    var body = Substring(text)
    var sign: CGFloat = 1
    if let first = body.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      body = body.dropFirst()
    }
    if body.hasPrefix(".") { body = body.dropFirst() }
    switch body.lowercased() {
    case "inf", "infinity": return sign * .infinity
    case "nan": return .nan
    default: return nil
    }
  }

  /// Whether a plain scalar is meant as a number rather than as `"70pt"`, `"50%"` or `auto`.
  private static func looksNumeric(_ text: String) -> Bool {
    guard let first = text.first, first.isNumber || "+-.".contains(first) else { return false }
    return !text.hasSuffix("%") && !text.hasSuffix("pt")
  }

  /// A whole number within `range`.
  func integer(in range: ClosedRange<Int>) throws(DocumentError) -> Int {
    let value = try number(.finite)
    guard value == value.rounded(), value >= CGFloat(range.lowerBound), value <= CGFloat(range.upperBound)
    else {
      throw error(.notWholeNumber(range: range, found: shown))
    }
    return Int(value)
  }

  /// `true` or `false`.
  func bool() throws(DocumentError) -> Bool {
    guard let scalar = node.scalar, scalar.isPlain else {
      throw typeError(expected: "true or false")
    }
    switch scalar.string {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: throw typeError(expected: "true or false")
    }
  }

  /// A NUMBER where `true` and `false` mean 1 and 0 (`flexGrow`, `flexShrink`).
  func numberOrBool(_ rule: NumberRule) throws(DocumentError) -> CGFloat {
    if let flag = try? bool() { return flag ? 1 : 0 }
    return try number(rule)
  }

  /// One of the names in `table`, suggesting the nearest on a misspelling.
  func oneOf<Table: Collection, Value>(_ table: Table) throws(DocumentError) -> Value
  where Table.Element == (key: String, value: Value) {
    let names = table.map(\.key)
    guard let scalar = node.scalar, !Self.isNull(scalar) else {
      throw typeError(expected: "one of \(names.joined(separator: ", "))")
    }
    if let match = table.first(where: { $0.key == scalar.string }) { return match.value }
    throw error(
      .unknownValue(
        found: shown, suggestion: NameSuggestion.nearest(to: scalar.string, in: names), expected: names))
  }

  /// A pair of numbers written `[a, b]` or `{first: a, second: b}` with the given key names.
  func pair(_ first: String, _ second: String, what: String, rule: NumberRule) throws(DocumentError) -> (
    CGFloat, CGFloat
  ) {
    let (a, b) = try pairNodes(first, second, what: what)
    return (try a.number(rule), try b.number(rule))
  }

  /// The two values of `[a, b]` or `{first: a, second: b}`.
  func pairNodes(_ first: String, _ second: String, what: String) throws(DocumentError) -> (
    DocumentNode, DocumentNode
  ) {
    let shape = "\(what): [\(first), \(second)] or {\(first):, \(second):}"
    if node.isSequence {
      let items = try sequence()
      guard items.count == 2 else {
        throw error(.wrongListLength(expected: shape, count: items.count))
      }
      return (items[0], items[1])
    }
    guard node.isMapping else { throw typeError(expected: shape) }
    let reader = try MappingReader(self, allowed: [first, second], what: what)
    return (try reader.required(first, what: "a number"), try reader.required(second, what: "a number"))
  }

  /// SIZE: `[width, height]` or `{width:, height:}` in points.
  func size(_ rule: NumberRule = .nonNegative) throws(DocumentError) -> CGSize {
    let (width, height) = try pair("width", "height", what: "a size", rule: rule)
    return CGSize(width: width, height: height)
  }

  /// POINT: `[x, y]` or `{x:, y:}`.
  func point() throws(DocumentError) -> CGPoint {
    let (x, y) = try pair("x", "y", what: "a point", rule: .finite)
    return CGPoint(x: x, y: y)
  }

  /// DIMENSION: a number of points, `"70pt"`, `"50%"` or `auto`.
  func dimension() throws(DocumentError) -> Dimension {
    guard let scalar = node.scalar, !Self.isNull(scalar) else {
      throw typeError(expected: "a dimension (a number, \"70pt\", \"50%\" or auto)")
    }
    do {
      if scalar.isPlain, Self.looksNumeric(scalar.string) {
        // Points are finite: a number past the limit is said to be, not read as infinity first.
        return try Dimension.points(try number([.negativeAllowed]))
      }
      let dimension = try Dimension(scalar.string)
      // "1e308pt" is a number too, held to the same limit.
      if dimension.unit == .points, dimension.value > Budgets.numberMagnitude {
        throw error(.numberBeyondLimit(scalar.string, limit: Budgets.numberMagnitude))
      }
      return dimension
    } catch let error as DocumentError {
      throw error
    } catch let error as LayoutValueError {
      throw self.error(.invalidValue(error))
    } catch {
      preconditionFailure("a dimension throws DocumentError or LayoutValueError, not \(error)")
    }
  }

  /// LAYOUT SIZE: `[DIMENSION, DIMENSION]` or `{width:, height:}`.
  func layoutSize() throws(DocumentError) -> LayoutSize {
    let (width, height) = try pairNodes("width", "height", what: "a layout size")
    return LayoutSize(width: try width.dimension(), height: try height.dimension())
  }

  /// INSETS: `{top:, left:, bottom:, right:}`, missing edges 0, `.inf` allowed.
  func insets() throws(DocumentError) -> EdgeInsets {
    let reader = try MappingReader(self, allowed: ["top", "left", "bottom", "right"], what: "insets")
    func edge(_ key: String) throws(DocumentError) -> CGFloat {
      try reader[key]?.number([.negativeAllowed, .infinityAllowed]) ?? 0
    }
    return EdgeInsets(
      top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
  }

  /// COLOR: `#rgb`, `#rrggbb`, `#rrggbbaa` or a CSS color name.
  func color() throws(DocumentError) -> RGBAColor {
    let text = try string()
    if let color = RGBAColor(text) { return color }
    if text.hasPrefix("#") {
      throw error(.malformedColor(text))
    }
    throw error(
      .unknownColor(
        text, suggestion: NameSuggestion.nearest(to: text, in: Array(RGBAColor.cssNames.keys).sorted())))
  }
}
