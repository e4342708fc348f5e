import DiagramAnnotations
import DocumentRendering
import Foundation
import LayoutRenderer
import Testing
import TextureLayout

/// A value the document asks for that finds no room in the figure: the crowded region is drawn again,
/// magnified, as a detail under the figure, which gives it.
struct CrowdedDetailTests {
  /// A cell whose 3pt progress bar, a percentage and the rest grown into, lies between a poster and a
  /// title: no room beside it for its widths at one to one.
  static let cell = """
    constrainedSize: {min: [120, 0], max: [120, .inf]}
    annotate: [width]
    root:
      name: cell
      stack:
        direction: vertical
        alignItems: stretch
        children:
          - {name: poster, fill: "#334455", box: {size: [120, 60]}}
          - name: progress
            stack:
              direction: horizontal
              children:
                - {name: watched, style: {width: "62%"}, fill: "#ff0000", box: {size: [0, 3]}}
                - {name: unwatched, style: {flexGrow: 1}, fill: "#cccccc", box: {size: [0, 3]}}
          - {name: title, text: {string: "The Long Walk Home", font: "DejaVu Sans Bold 14"}}
    """

  private func plans(_ yaml: String, detailing: Bool = true) throws -> (
    figure: AnnotationPlan, detail: AnnotationPlan?
  ) {
    try LargeStack.run {
      let document = try DocumentRenderingTesting.document(yaml)
      let recorded = document.recordedLayout()
      var renderer = document.renderer()
      renderer.options.detailsCrowdedRegion = detailing
      return (
        try renderer.annotationPlan(recorded.layout, records: recorded.records).plan,
        try renderer.detailPlan(recorded.layout, records: recorded.records)
      )
    }
  }

  private func texts(_ plan: AnnotationPlan) -> [String] {
    plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
  }

  @Test func aValueWithNoRoomIsGivenInADetailOfItsRegion() throws {
    let alone = try plans(Self.cell, detailing: false)
    #expect(alone.detail == nil)
    let dropped = alone.figure.requests.filter { $0.outcome == .dropped && !$0.isSize }
    #expect(!dropped.isEmpty, "the figure alone drops a value asked for: \(alone.figure.requests)")
    let detailed = try plans(Self.cell)
    let panel = try #require(detailed.detail)
    let caption = try #require(texts(panel).first { $0.hasPrefix("detail of ") })
    // The panel magnifies a part of the bar, and gives a value the figure alone dropped.
    #expect(
      ["progress", "watched", "unwatched"].contains { caption.hasPrefix("detail of \($0),") }, "\(caption)")
    let droppedValues = Set(dropped.map { "\($0.subject ?? -1)|\($0.kind)" })
    #expect(
      panel.requests.contains {
        $0.outcome == .figure && !$0.isSize && droppedValues.contains("\($0.subject ?? -1)|\($0.kind)")
      }, "\(panel.requests) against \(dropped)")
    // The figure no longer gives up what the panel gives.
    #expect(
      !detailed.figure.requests.contains { $0.outcome == .dropped && !$0.isSize },
      "\(detailed.figure.requests)")
  }

  @Test func aFigureThatDrawsEverythingAskedForHasNoDetail() throws {
    let roomy = """
      constrainedSize: {min: [120, 0], max: [120, .inf]}
      annotate: [width]
      root:
        name: cell
        stack: {children: [{name: poster, style: {width: "50%"}, fill: "#334455", box: {size: [0, 60]}}]}
      """
    let plans = try plans(roomy)
    #expect(
      plans.figure.requests.contains { $0.outcome == .figure && $0.text == "50% → 60pt" },
      "\(plans.figure.requests)")
    #expect(plans.detail == nil)
  }
}
