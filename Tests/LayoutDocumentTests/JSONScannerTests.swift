import Foundation
import Testing

@testable import LayoutDocument

/// The JSON scanner must make exactly the tree libyaml makes of the same text (records, positions, scalar
/// text, children), and must leave to libyaml every text it does not read the same way.
struct JSONScannerTests {
  /// The tree of `text` as a list of lines, one per record, then the children and the scalar text.
  private func dump(_ text: String, scanningJSON: Bool) throws -> [String] {
    guard let node = try YAMLComposer.compose(text, scanningJSON: scanningJSON) else { return ["empty"] }
    let tree = node.tree
    var lines = tree.records.map { "\($0.kind) \($0.start) \($0.count) \($0.line):\($0.column)" }
    lines.append("children \(tree.children)")
    lines.append("text \(String(decoding: tree.text, as: UTF8.self))")
    lines.append("tags \(tree.tags.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })")
    lines.append("root \(node.index)")
    return lines
  }

  /// Whether the scanner reads `text` itself rather than leaving it to libyaml.
  private func scans(_ text: String) -> Bool {
    Array(text.utf8).withUnsafeBufferPointer {
      JSONScanner.compose($0, into: YAMLComposer(), maximumDepth: 1_000) != nil
    }
  }

  private static let samples = [
    #"{"root": {"box": {}}}"#,
    #"{"root":{"stack":{"children":[{"box":{"size":[1,2.5]}},{"text":{"string":"a\"b\\c\/d\n\te"}}]}}}"#,
    "{\r\n  \"root\": {\r\n    \"box\": {\"size\": [-0, 1e3]}\r\n  }\r\n}\r\n",
    "\n\n  {\"root\": {\"text\": {\"string\": \"héllo wörld ✓ 😀 ∑\"}, \"name\": \"ünïcödé\"}}  \n",
    #"[1, -2.5E-3, 0.25, true, false, null, "x", [], {}, [[[]]], {"a": {"b": {}}}]"#,
    "{\"a\": [\n  1,\n  2\n ],\n \"b\"  :  \"c\" , \"d\":[ ]}",
  ]

  @Test func theScannerMakesLibYAMLsTreeOfEachSample() throws {
    for sample in Self.samples {
      #expect(scans(sample), "\(sample)")
      #expect(try dump(sample, scanningJSON: true) == dump(sample, scanningJSON: false), "\(sample)")
    }
  }

  @Test func theScannerMakesLibYAMLsTreeOfRandomDocuments() throws {
    var generator = SplitMix64(seed: 0x5EED)
    let strings = ["", "a", "ab c", "é", "😀x", "\\\"", "\\n\\t", "\\/", "∑∏", "#no comment", "a: b", "- x"]
    let numbers = ["0", "-1", "12.5", "1e9", "-0.5E+2", "300"]
    for _ in 0..<200 {
      var text = ""
      var depth = 0
      func space() -> String { ["", " ", "\n", "  ", "\r\n "][Int(generator.next() % 5)] }
      func value() {
        let choice = depth > 6 ? Int(generator.next() % 3) : Int(generator.next() % 5)
        switch choice {
        case 0: text += "\"\(strings[Int(generator.next() % UInt64(strings.count))])\""
        case 1: text += numbers[Int(generator.next() % UInt64(numbers.count))]
        case 2: text += ["true", "false", "null"][Int(generator.next() % 3)]
        case 3:
          depth += 1
          text += "[" + space()
          for index in 0..<Int(generator.next() % 4) {
            if index > 0 { text += "," + space() }
            value()
          }
          text += space() + "]"
          depth -= 1
        default:
          collection()
        }
      }
      func collection() {
        depth += 1
        text += "{" + space()
        for index in 0..<Int(generator.next() % 4) {
          if index > 0 { text += space() + "," + space() }
          text += "\"k\(index)\(strings[Int(generator.next() % UInt64(strings.count))])\":" + space()
          value()
        }
        text += space() + "}"
        depth -= 1
      }
      text += space()
      collection()
      text += space()
      #expect(scans(text), "\(text)")
      #expect(try dump(text, scanningJSON: true) == dump(text, scanningJSON: false), "\(text)")
    }
  }

  @Test func textsLibYAMLReadsOtherwiseAreLeftToIt() throws {
    let others = [
      "{\"a\": 1} # a comment",
      "{\"a\":\t1}",
      "[1, 2,]",
      #"{"a": "\u00e9"}"#,
      "{\"a\": \"x\ty\"}",
      "{\"a\": \"line\u{2028}separator\"}",
      "{\"a\": 01}",
      "{\"a\"\n: 1}",
      "{\"" + String(repeating: "k", count: 1_100) + "\": 1}",
      "{a: 1}",
      "root: {\"a\": 1}",
      "{\"a\": 1} {\"b\": 2}",
      "{\"a\": True}",
      "{\"a\": 1, \"a\": 2}",
    ]
    for text in others {
      #expect(!scans(text), "\(text)")
    }
    #expect(try dump(others[0], scanningJSON: true) == dump(others[0], scanningJSON: false))
    #expect(try dump(others[3], scanningJSON: true) == dump(others[3], scanningJSON: false))
  }

  @Test func aRepeatedKeyInJSONIsLibYAMLsErrorAtItsPlace() throws {
    let json = "{\"root\": {\"box\": {},\n \"name\": \"a\",\n \"name\": \"b\"}}"
    let error = try #require(DocumentTesting.error(json))
    #expect(error.reason == .yamlRepeatedKey(key: "name", firstLine: 2))
    #expect(error.location.line == 2)
    #expect(error.location.column == 2)
  }
}
