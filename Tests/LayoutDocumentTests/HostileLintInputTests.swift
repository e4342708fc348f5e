import DocumentRendering
import Foundation
import InputLimits
import LayoutDiagnostics
import LayoutDocument
import Testing
import TextureLayout

/// Inputs a probe of `lint` found crashing or silently wrong: each lays out or ends in a located error.
struct HostileLintInputTests {
  @Test func textHundredsOfThousandsOfPangoUnitsTallMeasuresWithoutOverflow() throws {
    let newlines = String(repeating: "\\n", count: 99_999)
    let report = try DocumentTesting.outcome(
      "{\"root\": {\"text\": {\"string\": \"\(newlines)\", \"font\": \"DejaVu Sans 20\"}}}", file: "t.json"
    ).get()
    // More lines than Pango's 32-bit positions hold: the height is summed from the lines, not wrapped.
    #expect(report.size.height > 2_000_000)
  }

  @Test func aFontBeyondTheBudgetIsAnErrorAtTheText() throws {
    let error = try #require(DocumentTesting.error("root: {text: {string: Hi, font: DejaVu Sans 200000}}"))
    #expect(
      error.description
        == "test.yaml:1:14: error: root.text: cannot measure the text: the font size 200000pt is beyond 1000pt, the largest a text takes"
    )
    #expect(
      DocumentTesting.error("root: {text: {string: Hi, font: DejaVu Sans \(Int(Budgets.fontSize))}}") == nil)
  }

  @Test func aHugeFiniteRangeIsUnboundedAndAnUnboundedMinimumIsAnError() throws {
    let error = try #require(
      DocumentTesting.error("constrainedSize: [1e300, 1e300]\nroot: {box: {size: [1, 1]}}"))
    // A least size is finite: the huge number is named as written.
    #expect(
      error.message == "constrainedSize[0]: number 1e300 is beyond ±1000000, the largest a document takes")
    // As a maximum, a huge number means unbounded, as Texture's CGFLOAT_MAX does.
    let report = try DocumentTesting.outcome(
      "constrainedSize: {min: [0, 0], max: [1e300, 1e300]}\nroot: {box: {size: [4, 5]}}"
    ).get()
    #expect(report.size == CGSize(width: 4, height: 5))
  }

  @Test func pointsWrittenAsTextKeepToTheNumberBudget() throws {
    let error = try #require(DocumentTesting.error("root: {style: {width: \"1e308pt\"}, box: {}}"))
    #expect(
      error.message == "root.style.width: number 1e308pt is beyond ±1000000, the largest a document takes")
  }

  @Test func aDecorationWhoseStyleRangeIsEmptyIsDiagnosedWithoutATrap() throws {
    // The zero-sized child makes the decoration's 0% maximum and its minimum cross: no range to test against.
    let findings = try DiagnosticRuleTests.findings(
      "root: {background: {child: {box: {}}, background: {style: {maxHeight: 0%}, box: {}}}}")
    #expect(findings.filter { $0.diagnostic.rule == .zeroSize }.count == 3)
  }

  @Test func bidirectionalAndSeparatorCharactersAreEscaped() {
    #expect("ab\u{202E}cd\u{2028}e\u{FEFF}".escapingControlCharacters == "ab\\u{202E}cd\\u{2028}e\\u{FEFF}")
    #expect("plain ünïcödé".escapingControlCharacters == "plain ünïcödé")
  }

  @Test func aliasesThatRepeatTooManyElementsStopAtTheBudget() throws {
    // Six levels of ten aliases each: about a million boxes from a few hundred bytes.
    var yaml = "root:\n  stack:\n    children:\n"
    yaml +=
      "      - stack: {children: &l0 ["
      + Array(repeating: "{box: {size: [1, 1]}}", count: 10).joined(separator: ", ") + "]}\n"
    for level in 1..<6 {
      yaml +=
        "      - stack: {children: &l\(level) ["
        + Array(repeating: "{stack: {children: *l\(level - 1)}}", count: 10).joined(separator: ", ") + "]}\n"
    }
    let error = try #require(DocumentTesting.error(yaml))
    #expect(
      error.message.hasSuffix(
        "aliases repeat more than \(Budgets.aliasElements) elements beyond those the document writes, the limit"
      ))
    // Aliases that repeat a few elements are what they are for.
    let few = "root:\n  stack:\n    children: [&cell {box: {size: [2, 2]}}, *cell, *cell]\n"
    #expect(try DocumentTesting.outcome(few).get().entries.count == 4)
  }

  @Test func aNameBeyondTheBudgetIsAnErrorAtTheName() throws {
    let name = String(repeating: "n", count: Budgets.nameLength + 1)
    let error = try #require(DocumentTesting.error("root: {name: \(name), box: {}}"))
    #expect(
      error.description
        == "test.yaml:1:14: error: root.name: 1001 characters, more than 1000, the longest a name or note may be"
    )
    #expect(DocumentTesting.error("root: {name: \(name.dropLast()), box: {}}") == nil)
  }

  @Test func aFontListingThousandsOfFamiliesIsAnErrorAtTheFont() throws {
    let families = String(repeating: "A,", count: 20_000) + " 14"
    let error = try #require(DocumentTesting.error("root: {text: {string: hi, font: \"\(families)\"}}"))
    #expect(
      error.description
        == "test.yaml:1:33: error: root.text.font: 40003 characters, more than 256, the longest a font description may be"
    )
    let longest = String(repeating: "A", count: Budgets.fontDescriptionLength)
    #expect(DocumentTesting.error("root: {text: {string: hi, font: \"\(longest)\"}}") == nil)
  }

  @Test func aLongValueIsNamedByItsFirstCharactersAndItsLength() throws {
    let color = "#" + String(repeating: "f", count: 100_000)
    let error = try #require(DocumentTesting.error("root: {fill: \"\(color)\", box: {}}"))
    #expect(error.description.count < 300)
    #expect(error.message.contains("'#fffffffffffffffffffffffffffffffffffffff… (100001 characters)'"))
  }

  @Test func aWidthPastTheNumberLimitIsSaidToBeNotCalledInfinite() throws {
    let error = try #require(DocumentTesting.error("root: {style: {width: 1000001}, box: {}}"))
    #expect(
      error.message == "root.style.width: number 1000001 is beyond ±1000000, the largest a document takes")
  }

  @Test func jsonWritesInfinityQuotedAsTheSchemaAllows() throws {
    let json =
      "{\"constrainedSize\": {\"min\": [0, 0], \"max\": [100, \".inf\"]}, \"root\": {\"box\": {\"size\": [1, 1]}}}"
    #expect(try DocumentTesting.outcome(json, file: "t.json").get().size == CGSize(width: 1, height: 1))
    // Quoted numbers stay text where a number must be finite.
    #expect(DocumentTesting.error("root: {box: {size: [\".inf\", 1]}}") != nil)
  }

  @Test func jsonSurrogatePairEscapesReadAsTheirCharacter() throws {
    let report = try DocumentTesting.outcome(
      #"{"root": {"name": "\ud83e\uddea lab", "box": {"size": [1, 1]}}}"#, file: "t.json"
    ).get()
    #expect(report.entries.first?.name == "🧪 lab")
    // An escaped backslash before `u` is text, not an escape.
    let literal = try DocumentTesting.outcome(
      #"{"root": {"name": "\\ud83e\\uddea", "box": {"size": [1, 1]}}}"#, file: "t.json"
    ).get()
    #expect(literal.entries.first?.name == #"\ud83e\uddea"#)
  }

  @Test func aByteOrderMarkIsNotAColumn() throws {
    let error = try #require(DocumentTesting.error("\u{FEFF}root: {box: {}, stak: {}}"))
    #expect((error.location.line, error.location.column) == (1, 17))
    #expect(DocumentTesting.error("root: {box: {}, stak: {}}")?.location.column == 17)
  }
}
