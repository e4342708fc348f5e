import Foundation

/// Deterministic pseudo-random numbers (SplitMix64), so a failing fuzz input can be reproduced from its
/// seed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Mutations of valid documents that a fuzz test feeds to the reader: each is named so a failure says
/// which kind of damage it was.
enum DocumentMutation: CaseIterable {
  case byteFlip
  case truncation
  case deepNesting
  case hugeNumber
  case repeatedKey
  case wrongType

  static let hugeNumbers = [
    "1e308", "1e400", "-1e308", "99999999999999999999999", ".inf", "-.inf", ".nan", "-0", "1e-320", "0",
    "4294967296", "-1",
  ]
  static let wrongValues = [
    "[1, 2]", "{}", "\"x\"", "true", "~", "[[[]]]", "{a: b}", "-", "'50%%'", "pt", "#zz",
  ]

  /// `document` with this damage done once.
  func apply(to document: [UInt8], using random: inout SplitMix64) -> [UInt8] {
    var bytes = document
    switch self {
    case .byteFlip:
      guard !bytes.isEmpty else { return bytes }
      let index = Int.random(in: 0..<bytes.count, using: &random)
      bytes[index] = UInt8.random(in: 0...255, using: &random)
    case .truncation:
      bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
    case .deepNesting:
      let depth = Int.random(in: 1...400, using: &random)
      let closing = Int.random(in: 0...depth, using: &random)
      let nested =
        "root: " + String(repeating: "{wrapper: {child: ", count: depth) + "{box: {size: [3, 4]}}"
        + String(repeating: "}}", count: closing) + "\n"
      bytes = Self.replacingLine(startingWith: "root:", in: bytes, with: nested)
    case .hugeNumber:
      bytes = Self.replacingRandomToken(in: bytes, where: { $0.first?.isNumber == true }, using: &random) {
        Self.hugeNumbers.randomElement(using: &$0)!
      }
    case .repeatedKey:
      var lines = Self.lines(bytes)
      guard !lines.isEmpty else { return bytes }
      let index = Int.random(in: 0..<lines.count, using: &random)
      lines.insert(lines[index], at: Int.random(in: index...lines.count, using: &random))
      bytes = Array(lines.joined(separator: "\n").utf8)
    case .wrongType:
      var lines = Self.lines(bytes)
      let candidates = lines.indices.filter { lines[$0].contains(": ") }
      guard let index = candidates.randomElement(using: &random) else { return bytes }
      let line = lines[index]
      let colon = line.range(of: ": ")!
      lines[index] = line[..<colon.upperBound] + Self.wrongValues.randomElement(using: &random)!
      bytes = Array(lines.joined(separator: "\n").utf8)
    }
    return bytes
  }

  private static func lines(_ bytes: [UInt8]) -> [String] {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  private static func replacingLine(startingWith prefix: String, in bytes: [UInt8], with text: String)
    -> [UInt8]
  {
    var lines = lines(bytes)
    guard let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return bytes }
    lines[index] = text
    return Array(lines.joined(separator: "\n").utf8)
  }

  private static func replacingRandomToken(
    in bytes: [UInt8], where isTarget: (Substring) -> Bool, using random: inout SplitMix64,
    with replacement: (inout SplitMix64) -> String
  ) -> [UInt8] {
    let text = String(decoding: bytes, as: UTF8.self)
    var tokens: [Range<String.Index>] = []
    var index = text.startIndex
    while index < text.endIndex {
      if text[index].isNumber {
        let start = index
        while index < text.endIndex, text[index].isNumber || text[index] == "." {
          index = text.index(after: index)
        }
        tokens.append(start..<index)
      } else {
        index = text.index(after: index)
      }
    }
    let targets = tokens.filter { isTarget(text[$0]) }
    guard let target = targets.randomElement(using: &random) else { return bytes }
    var mutated = text
    mutated.replaceSubrange(target, with: replacement(&random))
    return Array(mutated.utf8)
  }
}
