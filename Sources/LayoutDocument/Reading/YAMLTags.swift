import Foundation

/// What a YAML tag means in a layout document: the core schema's tags mean what YAML 1.2 says, and every
/// other tag is refused rather than ignored. `!!str 10` is the string "10", as `"10"` is; `!!int` and
/// `!!float` must be numbers, `!!bool` a boolean, `!!null` null; `!!map` and `!!seq` are what a mapping and a
/// list are anyway.
enum YAMLTags {
  private static let core = "tag:yaml.org,2002:"

  /// What a tagged scalar reads as.
  enum ScalarMeaning {
    /// Read as written plain: a number, boolean or null by its text.
    case plain
    /// A string, whatever its text.
    case string
  }

  /// Why a tag is refused.
  enum Refusal: Error {
    case unsupported(tag: String)
    case mismatch(tag: String, value: String)
  }

  /// The meaning of `tag` on a scalar of `text`.
  static func meaning(ofScalarTag tag: String, text: String) throws(Refusal) -> ScalarMeaning {
    // `!` alone is YAML's non-specific tag, which makes a scalar a string.
    if tag == "!" || tag == core + "str" { return .string }
    let fits: Bool
    switch tag {
    case core + "int": fits = isInteger(text)
    case core + "float": fits = isInteger(text) || isFloat(text)
    case core + "bool": fits = ["true", "True", "TRUE", "false", "False", "FALSE"].contains(text)
    case core + "null": fits = ["", "~", "null", "Null", "NULL"].contains(text)
    default: throw .unsupported(tag: tag)
    }
    guard fits else {
      throw .mismatch(tag: tag, value: text.count > 40 ? String(text.prefix(40)) + "…" : text)
    }
    return .plain
  }

  /// Fails unless `tag` fits a mapping (`isMapping`) or a list: a tag the document may hold elsewhere
  /// (`!!map` on a list, `!!str` on a mapping) does not fit this value, any other is not supported.
  static func checkCollectionTag(_ tag: String, isMapping: Bool) throws(Refusal) {
    guard tag == "!" || tag == core + (isMapping ? "map" : "seq") else {
      let known = ["map", "seq", "str", "int", "float", "bool", "null"].map { core + $0 }
      if known.contains(tag) { throw .mismatch(tag: tag, value: isMapping ? "{…}" : "[…]") }
      throw .unsupported(tag: tag)
    }
  }

  /// `!!int` for the core schema's tags, else the tag as written.
  /// The tag as a document writes it (`!!int`), cut short past 80 characters (a message names it).
  static func shortName(_ tag: String) -> String {
    let name = tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag
    return name.count > 80 ? name.prefix(40) + "… (\(name.count) characters)" : name
  }

  private static func isInteger(_ text: String) -> Bool {
    let body = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
    if body.hasPrefix("0x") { return body.count > 2 && body.dropFirst(2).allSatisfy(\.isHexDigit) }
    if body.hasPrefix("0o") {
      return body.count > 2 && body.dropFirst(2).allSatisfy { "01234567".contains($0) }
    }
    return !body.isEmpty && body.allSatisfy { $0.isASCII && $0.isNumber }
  }

  private static func isFloat(_ text: String) -> Bool {
    let body = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
    if [".inf", ".Inf", ".INF"].contains(body) { return true }
    if [".nan", ".NaN", ".NAN"].contains(text) { return true }
    let parts = body.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "E", maxSplits: 1, omittingEmptySubsequences: false) }
    guard let mantissa = parts.first, parts.count <= 2 else { return false }
    let digits = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let mantissaFits =
      digits.count <= 2 && digits.contains { !$0.isEmpty }
      && digits.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    guard parts.count == 2 else { return mantissaFits }
    let exponent = parts[1].hasPrefix("-") || parts[1].hasPrefix("+") ? parts[1].dropFirst() : parts[1]
    return mantissaFits && !exponent.isEmpty && exponent.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
