import DocumentRendering
import Foundation
import LayoutDiagnostics
import LayoutDocument
import Testing
import TextureLayout

/// Each diagnostic rule on a small document that triggers it, with the finding's id, element, place and
/// severity asserted, and on near-misses that must not trigger it.
struct DiagnosticRuleTests {
  /// The findings of `yaml`, laid out once with records.
  static func findings(_ yaml: String) throws -> [DocumentFinding] {
    try LargeStack.run {
      let document = try DiagramDocument(
        yaml: yaml, file: "t.yaml", baseDirectory: TestPaths.fixtures, measurer: PangoContentMeasurer())
      return document.findings(of: try document.checkedRecordedLayout())
    }
  }

  /// The one finding of `rule` in `yaml` (about the element `name`, when given).
  static func only(
    _ rule: DiagnosticRule, in yaml: String, about name: String? = nil, at place: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> DocumentFinding? {
    let found = try findings(yaml).filter { $0.diagnostic.rule == rule && (name == nil || $0.name == name) }
    #expect(found.count == 1, "\(found.map(\.diagnostic.message))", sourceLocation: sourceLocation)
    if let place, let finding = found.first {
      // The line and column of the element's mapping in the document.
      #expect(
        "\(finding.location.line):\(finding.location.column)" == place, sourceLocation: sourceLocation)
    }
    return found.first
  }

  /// Whether `yaml` has no finding of `rule`.
  static func none(_ rule: DiagnosticRule, in yaml: String) throws -> Bool {
    try findings(yaml).allSatisfy { $0.diagnostic.rule != rule }
  }

  @Test func zeroBasisGrowingInAStackOfNoFixedWidth() throws {
    let yaml = """
      constrainedSize: {min: [0, 0], max: [300, .inf]}
      root:
        stack:
          direction: horizontal
          children:
            - name: column
              style: {flexBasis: 0, flexGrow: 1}
              box: {size: [10, 10]}
      """
    let finding = try #require(try Self.only(.zeroSize, in: yaml, about: "column", at: "6:9"))
    #expect(finding.name == "column")
    #expect(finding.keyPath == "root.stack.children[0]")
    #expect((finding.location.line, finding.location.column) == (6, 9))
    #expect(finding.diagnostic.severity == .warning)
    #expect(finding.diagnostic.axis == .horizontal)
    #expect(finding.diagnostic.message.contains("flexGrow 1 had nothing to grow into"))
    #expect(finding.diagnostic.message.contains("0pt–300pt"))
    // The stack sizes to the column, so it is 0pt wide too: a note that points at the column.
    let stack = try #require(try Self.findings(yaml).first { $0.keyPath == "root" })
    #expect(stack.diagnostic.severity == .note)
    #expect(stack.diagnostic.message == "laid out 0pt wide: it sizes to its children, which are 0pt wide")
    // With a fixed width the stack has free space, and the column grows.
    #expect(try Self.none(.zeroSize, in: yaml.replacingOccurrences(of: "min: [0, 0]", with: "min: [300, 0]")))
  }

  @Test func aNodeWithoutContentOrSize() throws {
    let finding = try #require(
      try Self.only(
        .zeroSize, in: "root: {stack: {direction: vertical, children: [{name: empty, box: {}}]}}",
        about: "empty"))
    #expect(finding.name == "empty")
    #expect(finding.diagnostic.message == "laid out 0 × 0: a node with no content and no size measures 0pt")
    #expect(try Self.none(.zeroSize, in: "root: {stack: {children: [{box: {size: [4, 4]}}]}}"))
  }

  @Test func theOneChildThatBothGrowsAndShrinksStartsAtZero() throws {
    let yaml = """
      constrainedSize: {min: [100, 0], max: [100, .inf]}
      root:
        stack:
          direction: horizontal
          children:
            - {name: both, style: {flexGrow: 1, flexShrink: 1}, text: {string: Title}}
            - {box: {size: [120, 10]}}
      """
    let finding = try #require(try Self.only(.zeroSize, in: yaml, about: "both", at: "6:9"))
    #expect(
      finding.diagnostic.message.hasPrefix(
        "laid out at zero without being measured: as the one child of its stack"))
    #expect(
      try Self.none(
        .zeroSize, in: yaml.replacingOccurrences(of: "flexGrow: 1, flexShrink: 1", with: "flexGrow: 1")))
  }

  @Test func aZeroTheStyleAsksForIsANote() throws {
    let finding = try #require(
      try Self.only(.zeroSize, in: "root: {style: {width: 0}, box: {size: [10, 10]}}", at: "1:7"))
    #expect(finding.diagnostic.severity == .note)
    #expect(finding.diagnostic.message == "laid out 0pt wide: its style sets width 0pt")
  }

  @Test func theOverlaysDecorationTakesTheChildsZero() throws {
    let yaml = """
      root:
        stack:
          direction: vertical
          children:
            - name: bar
              overlay:
                child: {name: base, style: {width: 10}, box: {}}
                overlay: {name: shine, box: {}}
      """
    let findings = try Self.findings(yaml).filter { $0.diagnostic.rule == .zeroSize && $0.name != nil }
    #expect(findings.map(\.name) == ["bar", "base", "shine"])
    #expect(findings.map(\.diagnostic.severity) == [.note, .warning, .note])
    #expect(findings[2].diagnostic.message.contains("lays it out at exactly its child's size"))
  }

  @Test func aBackgroundIgnoresItsOwnHeight() throws {
    let yaml = """
      root:
        name: button
        style: {height: 48}
        background:
          child: {box: {size: [60, 16]}}
          background: {box: {}}
      """
    let finding = try #require(try Self.only(.styleSizeIgnored, in: yaml, at: "2:3"))
    #expect(finding.name == "button")
    #expect((finding.location.line, finding.location.column) == (2, 3))
    #expect(finding.diagnostic.axis == .vertical)
    #expect(finding.diagnostic.message.hasPrefix("style.height 48pt is ignored: a background spec"))
    // A wrapper applies its own size.
    #expect(
      try Self.none(
        .styleSizeIgnored, in: "root: {style: {height: 48}, wrapper: {child: {box: {size: [60, 16]}}}}"))
    // A horizontal stack applies a child's cross size, so the height holds there.
    let inStack = """
      root:
        stack:
          direction: horizontal
          children:
            - style: {height: 48}
              background:
                child: {box: {size: [60, 16]}}
                background: {box: {}}
      """
    #expect(try Self.none(.styleSizeIgnored, in: inStack))
  }

  @Test func aPercentageOfAnUnboundedHeight() throws {
    let yaml = """
      constrainedSize: {min: [0, 0], max: [300, .inf]}
      root:
        stack:
          direction: vertical
          children:
            - name: half
              style: {height: 50%}
              box: {size: [10, 10]}
      """
    let finding = try #require(try Self.only(.percentOfUndefined, in: yaml, at: "6:9"))
    #expect(finding.name == "half")
    #expect(finding.diagnostic.axis == .vertical)
    #expect(finding.diagnostic.message.hasPrefix("style.height 50% acted as auto"))
    // The same percentage of an exact width resolves.
    let ofWidth = yaml.replacingOccurrences(of: "height: 50%", with: "width: 50%")
      .replacingOccurrences(of: "min: [0, 0]", with: "min: [300, 0]")
      .replacingOccurrences(of: "direction: vertical", with: "direction: vertical\n    alignItems: start")
    #expect(try Self.none(.percentOfUndefined, in: ofWidth))
    #expect(try Self.findings(ofWidth).isEmpty)
  }

  @Test func aPercentageBasisInAStackOfNoExactWidth() throws {
    let yaml = """
      constrainedSize: {min: [0, 0], max: [300, 100]}
      root:
        stack:
          direction: horizontal
          children: [{name: part, style: {flexBasis: 50%}, box: {size: [10, 10]}}]
      """
    let finding = try #require(try Self.only(.percentOfUndefined, in: yaml, at: "5:16"))
    #expect(finding.name == "part")
    #expect(finding.diagnostic.message.hasPrefix("flexBasis 50% acted as auto"))
    #expect(
      try Self.none(
        .percentOfUndefined, in: yaml.replacingOccurrences(of: "min: [0, 0]", with: "min: [300, 0]")))
  }

  @Test func growInAStackThatSizesToItsChildren() throws {
    let yaml = """
      constrainedSize: {min: [0, 0], max: [300, .inf]}
      root:
        stack:
          direction: vertical
          children: [{name: filler, style: {flexGrow: 1}, box: {size: [10, 10]}}]
      """
    let finding = try #require(try Self.only(.growWithoutSpace, in: yaml, at: "5:16"))
    #expect(finding.name == "filler")
    #expect(finding.diagnostic.axis == .vertical)
    #expect(finding.diagnostic.message.contains("at least 0pt"))
    #expect(
      try Self.none(
        .growWithoutSpace,
        in: yaml.replacingOccurrences(
          of: "min: [0, 0], max: [300, .inf]", with: "min: [0, 100], max: [300, 100]")))
  }

  @Test func childrenLongerThanTheirStack() throws {
    let yaml = """
      constrainedSize: {min: [100, 0], max: [100, .inf]}
      root:
        name: row
        stack:
          direction: horizontal
          children: [{box: {size: [80, 10]}}, {box: {size: [80, 10]}}]
      """
    let finding = try #require(try Self.only(.stackOverflow, in: yaml, at: "3:3"))
    #expect(finding.name == "row")
    #expect(finding.diagnostic.message.hasPrefix("its children are 60pt longer than its width"))
    let shrinking = yaml.replacingOccurrences(
      of: "[{box: {size: [80, 10]}}, {", with: "[{box: {size: [80, 10]}}, {style: {flexShrink: 1}, ")
    #expect(try Self.none(.stackOverflow, in: shrinking))
  }

  @Test func aMaximumTheReceivedRangeOverrides() throws {
    let yaml = """
      constrainedSize: {min: [200, 0], max: [200, .inf]}
      root: {name: card, style: {maxWidth: 100}, box: {size: [50, 50]}}
      """
    let finding = try #require(try Self.only(.rangeOverridesStyle, in: yaml, at: "2:7"))
    #expect(finding.name == "card")
    #expect(finding.diagnostic.axis == .horizontal)
    #expect(
      finding.diagnostic.message.hasPrefix(
        "style.maxWidth 100pt could not apply: the range it received requires at least 200pt"))
    #expect(
      try Self.none(
        .rangeOverridesStyle, in: yaml.replacingOccurrences(of: "maxWidth: 100", with: "maxWidth: 300")))
  }

  @Test func anAbsolutePositionOutsideItsSpec() throws {
    let yaml = """
      root:
        absolute:
          children: [{name: stray, style: {layoutPosition: [-10, 0]}, box: {size: [20, 20]}}]
      """
    let finding = try #require(try Self.only(.outsideParent, in: yaml, at: "3:16"))
    #expect(finding.name == "stray")
    #expect(finding.diagnostic.severity == .warning)
    #expect(finding.diagnostic.message == "drawn outside its absolute spec: 10pt past its left")
    #expect(try Self.none(.outsideParent, in: yaml.replacingOccurrences(of: "[-10, 0]", with: "[10, 0]")))
  }

  @Test func aCornerBadgeOutsideIsANote() throws {
    let yaml = """
      root:
        corner:
          cornerLocation: topRight
          child: {box: {size: [40, 40]}}
          corner: {name: badge, box: {size: [10, 10]}}
      """
    let finding = try #require(try Self.only(.outsideParent, in: yaml, at: "5:13"))
    #expect(finding.name == "badge")
    #expect(finding.diagnostic.severity == .note)
    #expect(
      try Self.none(
        .outsideParent,
        in: yaml.replacingOccurrences(
          of: "cornerLocation: topRight", with: "cornerLocation: topRight\n    wrapsCorner: true")))
  }

  @Test func textCutAtItsLineLimit() throws {
    let yaml = """
      constrainedSize: {min: [0, 0], max: [100, .inf]}
      root: {name: title, text: {string: "A title far too long for one line of a hundred points", maxLines: 1}}
      """
    let finding = try #require(try Self.only(.textTruncated, in: yaml, at: "2:7"))
    #expect(finding.name == "title")
    #expect(finding.diagnostic.severity == .note)
    #expect(finding.diagnostic.message.hasPrefix("truncated at maxLines 1"))
    #expect(
      try Self.none(.textTruncated, in: yaml.replacingOccurrences(of: "maxLines: 1", with: "maxLines: 0")))
    #expect(
      try Self.none(
        .textTruncated,
        in: yaml.replacingOccurrences(
          of: "A title far too long for one line of a hundred points", with: "Short")))
  }

  @Test func textInAFrameTooShort() throws {
    let yaml = "root: {name: label, style: {height: 5}, text: {string: Hello}}"
    let finding = try #require(try Self.only(.textClipped, in: yaml, at: "1:7"))
    #expect(finding.name == "label")
    #expect(finding.diagnostic.message.hasSuffix("but its frame is 5pt tall"))
    #expect(try Self.none(.textClipped, in: yaml.replacingOccurrences(of: "height: 5", with: "height: 30")))
  }

  @Test func baselineAlignmentOfBoxes() throws {
    let yaml = """
      root:
        name: row
        stack:
          direction: horizontal
          alignItems: baselineFirst
          children: [{box: {size: [10, 10]}}, {box: {size: [10, 20]}}]
      """
    let finding = try #require(try Self.only(.baselineWithoutBaselines, in: yaml, at: "2:3"))
    #expect(finding.name == "row")
    #expect(finding.diagnostic.severity == .warning)
    let texts = yaml.replacingOccurrences(
      of: "{box: {size: [10, 10]}}, {box: {size: [10, 20]}}", with: "{text: {string: a}}, {text: {string: b}}"
    )
    #expect(try Self.none(.baselineWithoutBaselines, in: texts))
    let mixed = yaml.replacingOccurrences(of: "{box: {size: [10, 10]}}", with: "{text: {string: a}}")
    #expect(try Self.only(.baselineWithoutBaselines, in: mixed)?.diagnostic.severity == .note)
  }

  @Test func stretchThatCannotStretch() throws {
    let yaml = """
      constrainedSize: {min: [0, 100], max: [300, 100]}
      root:
        stack:
          direction: horizontal
          alignItems: start
          children: [{name: fixed, style: {alignSelf: stretch, height: 40}, box: {size: [10, 10]}}]
      """
    let finding = try #require(try Self.only(.stretchBlocked, in: yaml, at: "6:16"))
    #expect(finding.name == "fixed")
    #expect(finding.diagnostic.axis == .vertical)
    #expect(try Self.none(.stretchBlocked, in: yaml.replacingOccurrences(of: ", height: 40", with: "")))
  }

  @Test func aRatioItsRangeCannotHold() throws {
    let yaml = """
      constrainedSize: {min: [100, 100], max: [100, 100]}
      root: {name: frame, ratio: {ratio: 0.5, child: {box: {}}}}
      """
    let finding = try #require(try Self.only(.ratioOverridden, in: yaml, at: "2:7"))
    #expect(finding.name == "frame")
    #expect(finding.diagnostic.message.hasPrefix("its child came out 100pt × 100pt, not at ratio 0.5"))
    #expect(
      try Self.none(
        .ratioOverridden,
        in: yaml.replacingOccurrences(
          of: "min: [100, 100], max: [100, 100]", with: "min: [0, 0], max: [100, .inf]")))
  }
}
