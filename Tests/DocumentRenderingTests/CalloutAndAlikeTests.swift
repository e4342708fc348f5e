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
