import DiagramAnnotations
import DocumentRendering
import Foundation
import ImageDiff
import LayoutRenderer
import Testing
import TextureLayout

/// What diagram style outlines, and how a corner element and its corner are shown.
struct OutlineAndCornerTests {
  private func figurePlan(_ yaml: String) throws -> AnnotationPlan {
    try LargeStack.run {
      let document = try DocumentRenderingTesting.document(yaml)
      let recorded = document.recordedLayout()
      return try document.renderer().annotationPlan(recorded.layout, records: recorded.records).plan
    }
  }

  private func outlines(_ plan: AnnotationPlan) -> [(CGRect, MarkRole)] {
    plan.marks.compactMap { if case .outline(let frame, let role, _, _) = $0 { (frame, role) } else { nil } }
  }

  /// A dashed outline shows where a spec that draws nothing lies; a spec with a fill is outlined solid, as
  /// a node is.
  @Test func aFilledSpecIsOutlinedSolidAndAnUnfilledOneDashed() throws {
    let plan = try figurePlan(
      """
      style: diagram
      root:
        stack:
          direction: horizontal
          children:
            - {name: filled, fill: "#eceff1", inset: {insets: {top: 10, left: 10, bottom: 10, right: 10}, child: {box: {size: [20, 20]}}}}
            - {name: bare, inset: {insets: {top: 10, left: 10, bottom: 10, right: 10}, child: {box: {size: [20, 20]}}}}
      """)
    let specOutlines = plan.marks.compactMap { mark -> (CGRect, Bool)? in
      if case .outline(let frame, .specOutline, let dashed, _) = mark { (frame, dashed) } else { nil }
    }
    #expect(specOutlines.count == 2)
    #expect(specOutlines.contains { $0.0.minX == 0 && !$0.1 }, "\(specOutlines)")
    #expect(specOutlines.contains { $0.0.minX == 40 && $0.1 }, "\(specOutlines)")
  }

  /// A rule or a rail 2pt wide is drawn as its fill alone: an outline would make it darker and thicker.
  @Test func aThinFillIsNotOutlined() throws {
    let plan = try figurePlan(
      """
      style: diagram
      root:
        stack:
          direction: horizontal
          spacing: 10
          children:
            - {name: rail, fill: "#c8e6c9", box: {size: [2, 40]}}
            - {name: block, fill: "#c8e6c9", box: {size: [20, 40]}}
      """)
    let nodeOutlines = outlines(plan).filter { $0.1 == .nodeOutline }.map(\.0)
    #expect(nodeOutlines == [CGRect(x: 12, y: 0, width: 20, height: 40)], "\(nodeOutlines)")
  }

  /// The separators of the docs' example share every edge with their stack or the inset between them: a
  /// leader that ends inside one, on its 4pt fill, still names it alone, so both are named.
  @Test func aThinElementWhoseEdgesAreAllSharedIsNamedOnItsFill() throws {
    let url = DocumentRenderingTesting.fixtures.appendingPathComponent(
      "docs/examples/top-bottom-separator-line.yaml")
    let plan = try figurePlan(String(contentsOf: url, encoding: .utf8))
    let texts = plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
    #expect(texts.contains("topSeparator") && texts.contains("bottomSeparator"), "\(texts)")
  }

  /// A tile's inner stack draws nothing of its own: the tile's name goes in the tile's corner over it,
  /// where nothing is drawn, instead of into the key.
  @Test func anUnnamedSpecInsideDoesNotKeepItsContainersNameOut() throws {
    let url = DocumentRenderingTesting.fixtures.appendingPathComponent("realistic/dashboard-tile-grid.yaml")
    let plan = try figurePlan(String(contentsOf: url, encoding: .utf8))
    let texts = plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
    for tile in ["stepsTile", "heartTile", "sleepTile", "waterTile"] {
      #expect(texts.contains(tile), "\(tile) in \(texts)")
    }
  }

  /// A spec's structure outline is painted with its spec, under what the spec holds: the header's texts
  /// are drawn over the outlines around them.
  @Test func structureOutlinesArePaintedUnderTheTextsTheyHold() throws {
    let url = DocumentRenderingTesting.fixtures.appendingPathComponent("docs/examples/simple-header.yaml")
    let svg = try LargeStack.run {
      let document = try DocumentRenderingTesting.document(String(contentsOf: url, encoding: .utf8))
      let recorded = document.recordedLayout()
      return String(
        decoding: try document.renderer().svgData(recorded.layout, records: recorded.records), as: UTF8.self)
    }
    let body = try #require(svg.range(of: "</defs>")).upperBound
    let firstStroke = try #require(svg.range(of: "stroke-width:1.5", range: body..<svg.endIndex))
    let firstGlyph = try #require(svg.range(of: "<use", range: body..<svg.endIndex))
    #expect(firstStroke.lowerBound < firstGlyph.lowerBound)
  }

  /// A text under an opaque overlay that covers it whole is nowhere on the page, so it is not in the SVG
  /// either; with a translucent overlay it is drawn.
  @Test func contentAnOpaqueFillCoversIsNotDrawn() throws {
    func glyphs(overlayFill: String) throws -> Int {
      let yaml = """
        style: plain
        root:
          overlay:
            child: {text: {string: hidden, font: DejaVu Sans 14}}
            overlay: {fill: "\(overlayFill)", box: {}}
        """
      let svg = try LargeStack.run {
        let document = try DocumentRenderingTesting.document(yaml)
        let recorded = document.recordedLayout()
        return String(
          decoding: try document.renderer().svgData(recorded.layout, records: recorded.records), as: UTF8.self
        )
      }
      return svg.components(separatedBy: "<use").count - 1
    }
    #expect(try glyphs(overlayFill: "#000000") == 0)
    #expect(try glyphs(overlayFill: "#00000080") == 6)
  }

  /// The search bar's stack is more than its texts: the only leader its name could have ends right by the
  /// Cancel text, whose name it would read as, so the stack is not named (nor listed in the key, where a
  /// reader could not find it on the figure).
  @Test func aRowsNameIsNotTiedNextToAChildsText() throws {
    let url = DocumentRenderingTesting.fixtures.appendingPathComponent("realistic/search-bar.yaml")
    let plan = try figurePlan(String(contentsOf: url, encoding: .utf8))
    let texts = plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
    #expect(!texts.contains("searchBarStack"), "\(texts)")
    #expect(plan.unplacedNames.contains("searchBarStack"), "\(plan.unplacedNames)")
  }

  /// A badge covers the corner it is centered on: the callout saying so points at the badge, beside it,
  /// rather than going into the key.
  @Test func theCalloutOfABadgeThatCoversItsCornerIsDrawnBesideIt() throws {
    let plan = try figurePlan(
      """
      style: diagram
      annotate: [position]
      root:
        corner:
          cornerLocation: topRight
          child: {name: avatar, fill: "#bdbdbd", style: {preferredSize: [100, 100]}, box: {}}
          corner: {name: dot, fill: "#f44336", box: {size: [20, 20]}}
      """)
    let texts = plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
    #expect(texts.contains("centered on the top-right corner"), "\(texts)")
    #expect(plan.key.allSatisfy { $0.note?.contains("centered") != true })
  }

  /// In a corner element's detail the corner it is centered on, under it, is marked with a dot at the
  /// middle of its centered place (the dashed ghost).
  @Test func aCornerElementsDetailMarksTheCornerUnderIt() throws {
    let marks = try DetailTests.detailMarks(DetailTests.badge(detail: "badge"))
    let ghost = try DetailTests.ghost(in: marks)
    let dots = marks.compactMap { mark -> CGPoint? in
      if case .leader(let from, let to, .annotation(.position)) = mark, from == to { to } else { nil }
    }
    #expect(dots == [CGPoint(x: ghost.midX, y: ghost.midY)], "\(dots), ghost \(ghost)")
  }
}
