import DiagramAnnotations
import Foundation
import LayoutDocument
import Testing

/// Values are placed tier by tier: what an element asks for by name, then authored inputs, then what
/// centering and alignment left, then sizes; each value's fate is in the plan's requests.
struct RequestTierTests {
  /// Chips in a wrapping row: its spacing and line spacing, once each.
  static let chips = """
    constrainedSize: {min: [240, 0], max: [240, .inf]}
    annotate: [spacing, size]
    root:
      name: chipCloud
      stack:
        direction: horizontal
        flexWrap: wrap
        alignItems: start
        spacing: 8
        lineSpacing: 10
        children:
          - {name: chipA, box: {size: [60, 28]}}
          - {name: chipB, box: {size: [80, 28]}}
          - {name: chipC, box: {size: [50, 28]}}
          - {name: chipD, box: {size: [70, 28]}}
          - {name: chipE, box: {size: [40, 28]}}
    """

  @Test func aWrappingStacksSpacingAndLineSpacingAreSaidOnceEach() throws {
    let plan = try DocumentRenderingTesting.plan(Self.chips)
    let spacing = plan.requests.filter { $0.kind == .spacing }
    #expect(spacing.map(\.text) == ["spacing 8pt each", "lineSpacing 10pt"], "\(spacing)")
    #expect(spacing.allSatisfy { $0.outcome == .figure && $0.priority == "authored" })
    #expect(spacing.allSatisfy { $0.subjectPath == "chipCloud" })
  }

  @Test func authoredValuesArePlacedBeforeAnySize() throws {
    let plan = try DocumentRenderingTesting.plan(Self.chips)
    let priorities = plan.requests.map(\.priority)
    let firstSize = try #require(priorities.firstIndex(of: "size"))
    #expect(!priorities[firstSize...].contains("authored"), "\(priorities)")
    #expect(priorities.contains("authored"))
  }

  @Test func aKindAnElementAsksForByNameIsPlacedFirst() throws {
    let yaml = Self.chips.replacingOccurrences(
      of: "- {name: chipE, box", with: "- {name: chipE, annotate: [+size], box")
    let plan = try DocumentRenderingTesting.plan(yaml)
    let asked = try #require(plan.requests.firstIndex { $0.subjectPath == "chipCloud/chipE" })
    #expect(plan.requests[asked].priority == "asked by name", "\(plan.requests)")
    let firstAuthored = try #require(plan.requests.firstIndex { $0.priority == "authored" })
    #expect(asked < firstAuthored)
  }

  /// The one child that both grows and shrinks starts at zero and takes what its siblings leave; a text
  /// that would be longer gives way, so its value does not say it grew.
  @Test func theChildTextureStartsAtZeroSaysItTakesTheRest() throws {
    let yaml = """
      constrainedSize: [200, 40]
      annotate: [size]
      root:
        name: row
        stack:
          direction: horizontal
          children:
            - {name: title, style: {flexGrow: 1, flexShrink: 1}, text: {string: "A merchant name far too long to fit", maxLines: 1}}
            - {name: amount, box: {size: [60, 20]}}
      """
    let plan = try DocumentRenderingTesting.plan(yaml)
    let title = plan.requests.first {
      $0.subjectPath == "row" && $0.text.contains("title") || $0.text.contains("the rest")
    }
    #expect(title?.text == "title: flexGrow 1: the rest → 140pt", "\(plan.requests)")
    #expect(!plan.requests.contains { $0.text.contains("grew") || $0.text.contains("flexGrow 1 →") })
  }

  /// A width the author set as a percentage is an authored value, placed before sizes.
  @Test func aPercentageWidthIsAnAuthoredValue() throws {
    let yaml = """
      constrainedSize: [300, 60]
      annotate: [size]
      root:
        name: track
        stack:
          direction: horizontal
          children:
            - {name: fill, style: {width: 64%}, box: {size: [10, 4]}}
      """
    let plan = try DocumentRenderingTesting.plan(yaml)
    let fill = try #require(plan.requests.first { $0.subjectPath == "track/fill" && $0.text.contains("64%") })
    #expect(fill.priority == "authored" && fill.outcome == .figure, "\(plan.requests)")
  }
}

/// A height's value that no line position takes centred on its line (each would lie over an element)
/// goes beside its line, outward: a ratio spec filling a screen's width with a centred word.
struct OutwardValueTests {
  @Test func aRatioFillingTheWidthIsSaidBesideItsLine() throws {
    let yaml = """
      constrainedSize: {min: [300, 0], max: [300, .inf]}
      annotate: [ratio]
      root:
        name: screen
        fill: "#f5f5f0"
        inset:
          insets: {top: 20, left: 20, bottom: 20, right: 20}
          child:
            name: card
            ratio:
              ratio: 1.2
              child:
                name: face
                fill: "#ffffff"
                center:
                  centeringOptions: xy
                  child: {name: word, text: {string: "la mariposa grande", font: DejaVu Serif 30}}
      """
    let plan = try DocumentRenderingTesting.plan(yaml)
    let ratio = try #require(plan.requests.first { $0.kind == .ratio })
    #expect(ratio.outcome == .figure, "\(plan.requests)")
    #expect(plan.dropped.isEmpty, "\(plan.dropped)")
  }
}
