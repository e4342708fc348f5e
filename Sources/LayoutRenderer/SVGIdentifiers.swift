import Foundation

/// Makes Cairo's SVG ids independent of what the process rendered before.
///
/// Cairo numbers SVG surfaces, patterns and glyphs from counters that live as long as the process, so the
/// second render of the same drawing may name its `surface` or `pattern` differently. Each id family is
/// renumbered in order of first appearance.
enum SVGIdentifiers {
  /// The id families, as Cairo spells them.
  private static let families: [[UInt8]] = ["surface", "pattern", "clip", "mask", "image", "glyph"].map {
    Array($0.utf8)
  }

  /// The SVG with every id family renumbered from 1: a family name that starts a word (the byte before it is
  /// not a letter, digit, underscore or part of a multi-byte character) and is followed by digits. What
  /// follows the digits (a glyph's `-N`) is kept.
  static func stabilized(_ svg: Data) -> Data {
    stabilized(parts: [[UInt8](svg)])
  }

  /// The parts, one after another, with each part's ids renumbered as `stabilized(_:)` does, the numbers
  /// counting on from part to part: parts drawn on surfaces of their own (`SVGParts`) may give the same id
  /// to different things, which the joined document must not.
  static func stabilized(parts: [[UInt8]]) -> Data {
    var output: [UInt8] = []
    output.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    var counters = [Int](repeating: 0, count: families.count)
    for part in parts { renumber(part, counters: &counters, into: &output) }
    return Data(output)
  }

  /// Appends `bytes` to `output` with each id renumbered on from `counters`, one number per id of `bytes`.
  private static func renumber(_ bytes: [UInt8], counters: inout [Int], into output: inout [UInt8]) {
    var renumbered: [[UInt8]: [UInt8]] = [:]
    var index = 0
    var copiedUpTo = 0
    scanning: while index < bytes.count {
      // Every family starts with one of these letters; most bytes are something else.
      guard Self.startsFamily(bytes[index]) else {
        index += 1
        continue
      }
      if index == 0 || !isWordByte(bytes[index - 1]) {
        for (familyIndex, family) in families.enumerated() where startsWith(bytes, family, at: index) {
          let digitsStart = index + family.count
          var end = digitsStart
          while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") {
            end += 1
          }
          guard end > digitsStart else { continue }
          output.append(contentsOf: bytes[copiedUpTo..<index])
          let key = Array(bytes[index..<end])
          if renumbered[key] == nil {
            counters[familyIndex] += 1
            renumbered[key] = family + Array(String(counters[familyIndex]).utf8)
          }
          output.append(contentsOf: renumbered[key]!)
          index = end
          copiedUpTo = end
          continue scanning
        }
      }
      index += 1
    }
    output.append(contentsOf: bytes[copiedUpTo...])
  }

  /// Whether a byte is the first letter of a family (`s`, `p`, `c`, `m`, `i`, `g`).
  private static func startsFamily(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "s"), UInt8(ascii: "p"), UInt8(ascii: "c"), UInt8(ascii: "m"), UInt8(ascii: "i"),
      UInt8(ascii: "g"):
      true
    default: false
    }
  }

  private static func startsWith(_ bytes: [UInt8], _ prefix: [UInt8], at index: Int) -> Bool {
    guard index + prefix.count <= bytes.count else { return false }
    for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
    return true
  }

  /// Whether a byte can be part of a word as a regular expression's `\b` sees it: ASCII letters, digits and
  /// the underscore, and every byte of a multi-byte UTF-8 character.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
      true
    default: false
    }
  }
}
