import DiagramAnnotations
import DocumentRendering
import Foundation
import LayoutRenderer
import Testing
import TextureLayout

/// Under `size`, a figure gives the lengths the layout decided (the root's, the author's, a stack's or a
/// ratio's) and not what text or a spec's children happened to measure, unless an element asks by name.
struct TellingSizeTests {
  private func labels(_ yaml: String) throws -> [String] {
    try LargeStack.run {
      let document = try DocumentRenderingTesting.document(yaml)
      let recorded = document.recordedLayout()
      let plan = try document.renderer().annotationPlan(recorded.layout, records: recorded.records).plan
      return plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
    }
  }

  /// A row 300pt wide: a 40pt square box, a text, and a box that grows into the rest.
  private static func row(textAnnotate: String = "") -> String {
    """
    constrainedSize: {min: [300, 0], max: [300, .inf]}
    root:
      name: row
      stack:
        direction: horizontal
        spacing: 10
        children:
          - {name: icon, fill: "#88aaee", box: {size: [40, 40]}}
          - {name: label, \(textAnnotate)text: {string: "Hello", font: "DejaVu Sans 14"}}
          - {name: rest, style: {flexGrow: 1}, fill: "#eeeeee", box: {size: [0, 40]}}
    """
  }

  @Test func aTextsMeasuredWidthIsLeftOutAndAGrownOrAuthoredLengthIsGiven() throws {
    let texts = try labels(Self.row())
    #expect(texts.contains("300pt"), "the root's width: \(texts)")
    #expect(texts.contains { $0.hasPrefix("40pt") }, "the box's authored size: \(texts)")
    #expect(texts.contains { $0.contains("flexGrow 1 →") }, "the grown box: \(texts)")
    // The text's width (what its words measured) is in no label.
    let textWidth = try LargeStack.run {
      let document = try DocumentRenderingTesting.document(Self.row())
      return document.recordedLayout().layout.sublayouts[1].size.width
    }
    #expect(!texts.contains { $0.contains(ValueText.points(textWidth)) }, "\(textWidth) in \(texts)")
  }

  @Test func aTextThatAsksForItsSizeByNameGetsIt() throws {
    let asked = try labels(Self.row(textAnnotate: "annotate: [width], "))
    let plain = try labels(Self.row())
    #expect(asked.count == plain.count + 1, "\(asked) against \(plain)")
  }

  @Test func aRatiosChildGivesTheLengthTheRatioMadeOnce() throws {
    let texts = try labels(
      """
      constrainedSize: {min: [120, 0], max: [120, .inf]}
      root:
        name: poster
        ratio:
          ratio: 1.5
          child: {name: art, fill: "#334455", box: {}}
      """)
    #expect(texts.filter { $0 == "180pt" }.count == 1, "\(texts)")
  }

  @Test func aBackgroundsLayerIsNotMeasuredApartFromWhatItBacks() throws {
    let texts = try labels(
      """
      constrainedSize: {min: [200, 0], max: [200, .inf]}
      root:
        name: screen
        stack:
          alignItems: start
          children:
            - name: tag
              background:
                background: {name: tagFill, fill: "#ff0000", box: {}}
                child:
                  name: tagInsets
                  inset:
                    insets: {top: 2, left: 6, bottom: 2, right: 6}
                    child: {name: tagText, text: {string: "NEW", font: "DejaVu Sans 10"}}
      """)
    // The tag is as large as its text and insets made it: no length of it, its layer or its text is given,
    // only the root's (whose height is the tag's, said once as the root's).
    #expect(texts.filter { $0.hasSuffix("pt") }.sorted() == ["16pt", "200pt"], "\(texts)")
  }

  /// A width the style sets in points is an authored value, placed with the authored inputs, before the
  /// sizes the layout measured or derived.
  @Test func aStyledWidthRanksAsAuthored() throws {
    let requests = try LargeStack.run {
      let document = try DocumentRenderingTesting.document(
        """
        constrainedSize: {min: [300, 0], max: [300, .inf]}
        root:
          name: row
          stack:
            direction: horizontal
            children:
              - {name: refill, style: {width: 72}, fill: "#1e88e5", box: {size: [10, 32]}}
              - {name: icon, fill: "#88aaee", box: {size: [40, 40]}}
        """)
      let recorded = document.recordedLayout()
      return try document.renderer().annotationPlan(recorded.layout, records: recorded.records).plan.requests
    }
    #expect(requests.first { $0.text == "72pt" }?.priority == "authored", "\(requests)")
    #expect(requests.first { $0.text == "40pt" }?.priority == "size", "\(requests)")
  }
}
