import Foundation
import DiagramAnnotations
import Testing

/// A value with no room by its subject is called out beyond the drawing on a leader, rather than dropped;
/// a stack's children of one length along its axis say it once; a chain that cannot hold all its values
/// gives up the plain lengths before what the document set or what its inputs did.
struct CalloutAndAlikeTests {
  /// A thin track between two lines of text, its children placed absolutely: above and below it the texts
  /// leave no room for a position's label.
  static let track = """
    constrainedSize: {min: [300, 0], max: [300, .inf]}
    annotate: [position]
    root:
      name: player
      stack:
        direction: vertical
        children:
          - {name: title, text: {string: "A title that fills its line well", font: "DejaVu Sans 14"}}
          - name: track
            fill: "#cccccc"
            style: {width: 300, height: 6}
            absolute:
              children:
                - {name: played, fill: "#ff3b30", style: {layoutPosition: [0, 2], width: 120, height: 2}, box: {}}
                - {name: thumb, fill: "#ff3b30", style: {layoutPosition: [118, 0], width: 6, height: 6}, box: {}}
          - {name: times, text: {string: "0:42 elapsed and 3:10 remaining", font: "DejaVu Sans 14"}}
    """

  @Test func aPositionWithNoRoomByItsElementIsCalledOutBesideTheDrawing() throws {
    let plan = try DocumentRenderingTesting.plan(Self.track)
    #expect(plan.dropped.isEmpty, "\(plan.dropped)")
    let labels = plan.marks.compactMap { if case .label(let label) = $0 { label } else { nil } }
    let leaders = plan.marks.compactMap { mark -> (CGPoint, CGPoint)? in
      if case .leader(let from, let to, _) = mark { (from, to) } else { nil }
    }
    // The thumb's, which beside the thumb would lie over the texts (the played part's fits at its left end).
    for (text, element) in [("at (118, 0)", CGRect(x: 118, y: 16.5, width: 6, height: 6))] {
      let label = try #require(labels.first { $0.text == text })
      // Beyond the drawing (the root is 300pt wide), on a leader that ends on the element it places.
      #expect(label.plate.maxX < 0 || label.plate.minX > 300)
      #expect(
        leaders.contains { leader in
          element.insetBy(dx: -1, dy: -1).contains(leader.1)
            && label.plate.insetBy(dx: -2, dy: -2).contains(leader.0)
        })
    }
  }

  @Test func aStacksChildrenOfOneLengthAlongItsAxisSayItOnce() throws {
    let keys = (1...6).map {
      "      - {name: k\($0), fill: \"#dddddd\", style: {width: 32%, height: 40}, box: {}}"
    }
    let yaml = """
      constrainedSize: {min: [300, 0], max: [300, .inf]}
      annotate: [width]
      root:
        name: pad
        stack:
          direction: horizontal
          flexWrap: wrap
          justifyContent: spaceBetween
          children:
      \(keys.joined(separator: "\n"))
      """
    let plan = try DocumentRenderingTesting.plan(yaml)
    let widths = plan.requests.filter { $0.text.hasPrefix("32%") }
    #expect(widths.map(\.text) == ["32% → 96pt, each of 6"])
    #expect(widths.first?.outcome == .figure)
  }

  @Test func aChainThatCannotHoldEveryValueGivesUpPlainLengthsFirst() throws {
    // spaceAround's half gaps at the ends are what the figure is about; the children's widths are plain.
    let labels = try DocumentRenderingTesting.labels(
      of: String(
        contentsOf: DocumentRenderingTesting.fixtures.appendingPathComponent(
          "docs/stacks/justify-spaceAround.yaml"),
        encoding: .utf8))
    #expect(labels.filter { $0 == "23.33pt" }.count == 2)
    #expect(labels.contains("46.67pt each"))
  }
}

/// An extension line runs through no element that neither holds what it measures nor lies inside it: an
/// inset's value drawn beyond a photo it lies over, its line down the photo, reads as the photo's.
struct ExtensionLinesKeepToTheirSubjectTests {
  @Test func aCaptionsInsetsDrawNoLineThroughThePhotoBesideIt() throws {
    let yaml = """
      constrainedSize: {min: [320, 0], max: [320, .inf]}
      annotate: [insets]
      root:
        name: header
        stack:
          direction: vertical
          children:
            - name: photo
              fill: "#8a7a62"
              box: {size: [320, 180]}
            - name: captionInsets
              inset:
                insets: {top: 6, left: 20, bottom: 0, right: 20}
                child: {name: caption, text: {string: "Water levels at the lake fell again this week, the third week running", font: "DejaVu Sans 11"}}
            - name: bodyInsets
              inset:
                insets: {top: 18, left: 20, bottom: 20, right: 20}
                child: {name: headline, text: {string: "As the reservoirs fall, a valley town rethinks every drop", font: "DejaVu Serif 24"}}
      """
    let plan = try DocumentRenderingTesting.plan(yaml)
    let photo = CGRect(x: 0, y: 0, width: 320, height: 180).insetBy(dx: 0.5, dy: 0.5)
    for mark in plan.marks {
      guard case .extensionLine(let from, let to, .annotation(.insets)) = mark else { continue }
      let bounds = CGRect(
        x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
      #expect(!bounds.intersects(photo), "an inset's extension line \(from)–\(to) runs through the photo")
    }
  }
}

/// Ratios alike under one stack say their value once, and a child as long as its named parent does not
/// repeat the parent's length.
struct RatiosAndFillsAlikeTests {
  static let strip = """
    constrainedSize: {min: [260, 0], max: [260, .inf]}
    annotate: [ratio, width]
    root:
      name: strip
      stack:
        direction: horizontal
        flexWrap: wrap
        spacing: 8
        children:
    \((1...4).map { "      - {name: tile\($0), style: {width: 74}, ratio: {ratio: 0.75, child: {name: photo\($0), fill: \"#889\", box: {}}}}" }.joined(separator: "\n"))
    """

  @Test func equalRatiosInOneStackAreSaidOnce() throws {
    let ratios = try DocumentRenderingTesting.plan(Self.strip).requests.filter { $0.kind == .ratio }
    #expect(ratios.count == 1)
    #expect(ratios.first?.text.hasSuffix(", each of 4") == true)
  }

  @Test func aFillAsWideAsItsNamedTileRepeatsNoWidth() throws {
    let plan = try DocumentRenderingTesting.plan(Self.strip)
    // The tiles' widths are said once (`74pt, each of 4`); the photos filling them add none of their own.
    let widths = plan.requests.filter { $0.kind == .size && $0.text.hasPrefix("74pt") }
    #expect(widths.map(\.text) == ["74pt, each of 4"], "\(widths.map(\.text))")
  }
}

/// A figure of several baseline-aligned rows labels the first baseline; the others are drawn, unlabelled.
struct BaselineSaidOnceTests {
  @Test func theSecondRowsBaselineIsDrawnWithoutItsWords() throws {
    let row = { (name: String) in
      """
            - name: \(name)
              stack:
                direction: horizontal
                alignItems: baselineFirst
                justifyContent: spaceBetween
                children:
                  - {text: {string: "Label", font: "DejaVu Sans Bold 16"}}
                  - {text: {string: "12g", font: "DejaVu Sans 11"}}
      """
    }
    let yaml = """
      constrainedSize: {min: [240, 0], max: [240, .inf]}
      annotate: [baseline]
      root:
        stack:
          direction: vertical
          spacing: 6
          children:
      \(row("fat"))
      \(row("sodium"))
      """
    let plan = try DocumentRenderingTesting.plan(yaml)
    let baselines = plan.marks.filter {
      if case .baseline(_, _, .annotation(.baseline)) = $0 { true } else { false }
    }
    let words = plan.marks.filter {
      if case .label(let label) = $0 { label.text == "first baseline" } else { false }
    }
    #expect(baselines.count == 2)
    #expect(words.count == 1)
  }
}
