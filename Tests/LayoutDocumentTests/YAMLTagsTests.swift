import Foundation
import Testing

@testable import LayoutDocument

/// A YAML tag means what YAML says, or is an error at the tagged value; none is ignored.
struct YAMLTagsTests {
  @Test func aStringTagMakesAStringAsQuotesDo() throws {
    let tagged = try #require(DocumentTesting.error("root: {box: {size: [!!str 10, 10]}}\n"))
    let quoted = try #require(DocumentTesting.error("root: {box: {size: [\"10\", 10]}}\n"))
    #expect(tagged.reason == quoted.reason)
    #expect(tagged.location.column == 21)
    // So does the non-specific tag, `!`, which libyaml marks as if there were none.
    let nonSpecific = try #require(DocumentTesting.error("root: {box: {size: [! 10, 10]}}\n"))
    #expect(nonSpecific.reason == quoted.reason)
  }

  @Test func hexadecimalAndOctalIntegersReadAsYAMLSaysTheyDo() throws {
    let report = try DocumentTesting.outcome("root: {box: {size: [0x1F, !!int 0o17]}}\n").get()
    #expect(report.size == CGSize(width: 31, height: 15))
    #expect(DocumentTesting.error("root: {box: {size: [0xZZ, 1]}}\n") != nil)
  }

  @Test func underscoresInANumberMakeAStringAsInYAML12() throws {
    // YAML 1.1 read `1_000` as 1000; the core schema documents follow reads it as a string.
    for written in ["1_000", "1_0.5"] {
      let plain = try #require(DocumentTesting.error("root: {box: {size: [\(written), 10]}}\n"))
      let quoted = try #require(DocumentTesting.error("root: {box: {size: [\"\(written)\", 10]}}\n"))
      #expect(plain.reason == quoted.reason)
    }
  }

  @Test func coreSchemaTagsOfFittingValuesRead() throws {
    let report = try DocumentTesting.outcome("root: !!map {box: {size: !!seq [!!int 10, !!float 10.5]}}\n")
      .get()
    #expect(report.size == CGSize(width: 10, height: 10.5))
  }

  @Test(arguments: [
    ("root: {box: {size: [!!int abc, 10]}}\n", YAMLTagsTests.mismatch("tag:yaml.org,2002:int", "abc")),
    ("root: {box: {size: [!!bool 10, 10]}}\n", YAMLTagsTests.mismatch("tag:yaml.org,2002:bool", "10")),
    ("root: {box: !!binary {size: [10, 10]}}\n", YAMLTagsTests.unsupported("tag:yaml.org,2002:binary")),
    ("root: {box: {size: !!set [10, 10]}}\n", YAMLTagsTests.unsupported("tag:yaml.org,2002:set")),
    ("root: {box: {size: !!omap [10, 10]}}\n", YAMLTagsTests.unsupported("tag:yaml.org,2002:omap")),
    ("root: {box: {size: [!local 10, 10]}}\n", YAMLTagsTests.unsupported("!local")),
    // A tag a document holds elsewhere, on a collection it does not fit, is a mismatch, not unsupported.
    ("root: {box: {size: !!map [10, 10]}}\n", YAMLTagsTests.mismatch("tag:yaml.org,2002:map", "[…]")),
    ("root: !!seq {box: {size: [10, 10]}}\n", YAMLTagsTests.mismatch("tag:yaml.org,2002:seq", "{…}")),
    ("root: !!str {box: {size: [10, 10]}}\n", YAMLTagsTests.mismatch("tag:yaml.org,2002:str", "{…}")),
  ])
  func otherTagsAreErrorsAtTheirValue(_ yaml: String, _ reason: DocumentError.Reason) throws {
    let error = try #require(DocumentTesting.error(yaml))
    #expect(error.reason == reason)
    #expect(error.location.line == 1)
  }

  static func mismatch(_ tag: String, _ value: String) -> DocumentError.Reason {
    .yamlTagMismatch(tag: tag, value: value)
  }

  static func unsupported(_ tag: String) -> DocumentError.Reason {
    .yamlUnsupportedTag(tag: tag)
  }
}
