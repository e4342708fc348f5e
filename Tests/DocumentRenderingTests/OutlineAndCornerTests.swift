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

  /// A dashed outline shows where a spec that draws nothing lies; a spec with a fill shows itself.
  @Test func aFilledSpecIsNotOutlinedAndAnUnfilledOneIs() throws {
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
    let specOutlines = outlines(plan).filter { $0.1 == .specOutline }.map(\.0)
    #expect(specOutlines == [CGRect(x: 40, y: 0, width: 40, height: 40)], "\(specOutlines)")
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

  /// In a corner element's detail the element is drawn translucent, so that the corner it is centered on,
  /// under it, shows through.
  @Test func aCornerElementsDetailShowsTheCornerThroughIt() throws {
    let yaml = """
      style: diagram
      background: "#ffffff"
      annotate: [position]
      detail: badge
      root:
        corner:
          cornerLocation: topRight
          child: {name: avatar, fill: "#0000ff", style: {preferredSize: [80, 80]}, box: {}}
          corner: {name: badge, fill: "#ff0000", box: {size: [20, 20]}}
      """
    let bitmap = try LargeStack.run {
      try Bitmap(png: DocumentRenderingTesting.document(yaml).image(as: .png))
    }
    // Somewhere in the panel, red over blue: a pixel with both.
    var blended = false
    for y in 0..<bitmap.height where !blended {
      for x in 0..<bitmap.width {
        let pixel = bitmap[x, y]
        if pixel.red > 60 && pixel.blue > 60 && pixel.green < 40 {
          blended = true
          break
        }
      }
    }
    #expect(blended)
  }
}
