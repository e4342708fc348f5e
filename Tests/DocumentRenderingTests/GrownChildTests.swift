import DiagramAnnotations
import DocumentRendering
import Foundation
import Testing
import TextureLayout

/// A child that grew is the point of its row: named on its own chain value, its grown frame outlined when it
/// is a text, and a badge's key row says only the lengths the figure does not give.
struct GrownChildTests {
  /// A title that grows beside a 40pt icon in a 300pt row.
  private let row = """
    constrainedSize: {min: [300, 0], max: [300, .inf]}
    style: diagram
    annotate: [size, spacing]
    root:
      name: row
      stack:
        direction: horizontal
        spacing: 10
        children:
          - {name: icon, fill: "#1e88e5", style: {preferredSize: [40, 40]}, box: {}}
          - name: title
            style: {flexGrow: 1}
            text: {string: Hi, font: DejaVu Sans 14}
    """

  private func texts(_ plan: AnnotationPlan) -> [String] {
    plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
  }

  /// 300 − 40 − 10 = 250pt grown: the value names the title, and no other label does.
  @Test func aGrownChildIsNamedOnItsChainValue() throws {
    let texts = texts(try DocumentRenderingTesting.plan(row))
    // The text's own width, measured, is where it grew from: `title: 14.5pt grew to 250pt`.
    #expect(texts.contains { $0.hasPrefix("title: ") && $0.hasSuffix("grew to 250pt") }, "\(texts)")
    #expect(!texts.contains("title"), "\(texts)")
  }

  /// The grown text's frame (from 50, 250pt wide) is outlined dashed on the frame itself, where the 250pt
  /// ends, so that it is seen to be the text's; the icon's is solid, as a node's.
  @Test func aGrownTextIsOutlinedDashedWhenItsLengthIsGiven() throws {
    let outlines = try DocumentRenderingTesting.plan(row).marks.compactMap { mark -> (CGRect, Bool)? in
      if case .outline(let frame, _, let dashed, _) = mark { (frame, dashed) } else { nil }
    }
    let title = try #require(outlines.first { abs($0.0.minX - 50) < 0.01 }, "\(outlines)")
    #expect(title.1)
    #expect(abs(title.0.width - 250) < 0.01)
    #expect(outlines.contains { $0.0.minX == 0 && !$0.1 }, "\(outlines)")
  }

  /// Without its size or its row's spacing asked for, no value ends on the title's frame, and it is not
  /// outlined: a box around glyphs reads as a second element.
  @Test func aGrownTextNoValueMeasuresIsNotOutlined() throws {
    let outlines = try DocumentRenderingTesting.plan(
      row.replacingOccurrences(of: "[size, spacing]", with: "[insets]")
    ).marks.filter {
      if case .outline(let frame, _, _, _) = $0 { abs(frame.minX - 50) < 0.01 } else { false }
    }
    #expect(outlines.isEmpty)
  }

  /// The settings row badges its 29pt icon: the key's row names it and gives no values (the figure gives
  /// the width on the chain; a value in a list beside the figure is read by no one).
  @Test func aBadgesKeyRowNamesItsElementOnly() throws {
    let url = DocumentRenderingTesting.fixtures.appendingPathComponent("realistic/settings-row.yaml")
    let texts = texts(try DocumentRenderingTesting.plan(String(contentsOf: url, encoding: .utf8)))
    #expect(texts.contains("iconImage"), "\(texts)")
    #expect(texts.contains("29pt"), "\(texts)")
    #expect(!texts.contains { $0.hasPrefix("iconImage —") || $0.hasPrefix("chevronImage —") }, "\(texts)")
  }

  /// A column that grows and shrinks both, beside a button in a row too narrow for its text: Texture
  /// measures it at zero and gives it what the button leaves, so its text is cut. "Grew" would say the
  /// opposite of what the reader sees; the value says how the length came about.
  @Test func aChildMeasuredAtZeroIsSaidToTakeTheRest() throws {
    let cut = """
      constrainedSize: {min: [400, 0], max: [400, .inf]}
      annotate: [size]
      root:
        name: row
        stack:
          direction: horizontal
          children:
            - name: info
              style: {flexGrow: 1, flexShrink: 1}
              stack:
                children:
                  - {name: drug, text: {string: "Atorvastatin Calcium 20 mg tablet, take one daily at night", font: "DejaVu Sans 14", maxLines: 1}}
            - {name: refill, fill: "#1e88e5", style: {width: 72}, box: {size: [72, 32]}}
      """
    let values = texts(try DocumentRenderingTesting.plan(cut))
    #expect(values.contains { $0.hasSuffix("flexGrow 1: the rest → 328pt") }, "\(values)")
    #expect(!values.contains { $0.hasSuffix("flexGrow 1 → 328pt") }, "\(values)")
    // A column that only grows, from what its text measured, is said to have grown from it.
    let grows = cut.replacingOccurrences(
      of: "{flexGrow: 1, flexShrink: 1}", with: "{flexGrow: 1, flexShrink: 0}"
    )
    .replacingOccurrences(of: ", take one daily at night", with: "")
    let grown = texts(try DocumentRenderingTesting.plan(grows))
    #expect(grown.contains { $0.hasSuffix("grew to 328pt") }, "\(grown)")
  }
}
