import CCairo
import Foundation
import Testing

@testable import LayoutRenderer

/// A text of many paragraphs is laid out a paragraph at a time, and measures as one layout would: every
/// line under the one before, a line limit counted across paragraphs.
struct PangoParagraphsTests {
  private let line = PangoTextContent(string: "a", font: "DejaVu Sans 14").sizeThatFits(
    CGSize(width: CGFloat.infinity, height: .infinity))

  @Test func fewParagraphsAreOneLayout() {
    #expect(PangoParagraphs.pieces(of: "a\nb\nc", maxLines: 0) == ["a\nb\nc"])
  }

  @Test func manyParagraphsMeasureAsTheirLinesSummed() {
    let text = Array(repeating: "a", count: 500).joined(separator: "\n")
    #expect(PangoParagraphs.pieces(of: text, maxLines: 0).count == 500)
    let size = PangoTextContent(string: text, font: "DejaVu Sans 14").sizeThatFits(
      CGSize(width: CGFloat.infinity, height: .infinity))
    #expect(size.width == line.width)
    #expect(abs(size.height - 500 * line.height) < 0.01)
  }

  @Test func aLineLimitCountsAcrossParagraphs() {
    let text = Array(repeating: "a", count: 500).joined(separator: "\n")
    for limit in [3, 70, 499] {
      let size = PangoTextContent(string: text, font: "DejaVu Sans 14", maxLines: limit).sizeThatFits(
        CGSize(width: CGFloat.infinity, height: .infinity))
      #expect(abs(size.height - CGFloat(limit) * line.height) < 0.01, "limit \(limit)")
    }
  }

  @Test func emptyParagraphsTakeALineEach() {
    let text = "a" + String(repeating: "\n", count: 99) + "a"
    let size = PangoTextContent(string: text, font: "DejaVu Sans 14").sizeThatFits(
      CGSize(width: CGFloat.infinity, height: .infinity))
    #expect(abs(size.height - 100 * line.height) < 0.01)
  }
}

/// A long paragraph that wraps is laid out a batch of lines at a time, and measures exactly as one Pango
/// layout of the whole paragraph does, at any width and line limit.
struct PangoBatchesTests {
  private let text = String(repeating: "abc def ghij klmnop ", count: 1_500)

  /// The size one layout of the whole text gives.
  private func wholeLayoutSize(width: CGFloat, maxLines: Int) -> CGSize {
    PangoTextEngine.shared.withLayout { layout in
      PangoTextContent.configure(
        layout, string: text, font: "DejaVu Sans 14", maxLines: maxLines, truncation: .tail, alignment: .left,
        isMarkup: false, width: width)
      var logical = PangoRectangle()
      var height = 0
      let total = Int(pango_layout_get_line_count(layout))
      let shown = maxLines > 0 ? min(maxLines, total) : total
      guard let iterator = pango_layout_get_iter(layout) else { return .zero }
      defer { pango_layout_iter_free(iterator) }
      var width = 0
      for _ in 0..<shown {
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        height += Int(logical.height)
        width = max(width, Int(logical.width))
        _ = pango_layout_iter_next_line(iterator)
      }
      return CGSize(
        width: CGFloat(width) / CGFloat(PANGO_SCALE), height: CGFloat(height) / CGFloat(PANGO_SCALE))
    }
  }

  @Test(arguments: [(1, 0), (37, 0), (300, 0), (37, 900), (300, 40)] as [(CGFloat, Int)])
  func aBatchedParagraphMeasuresAsOneLayout(width: CGFloat, maxLines: Int) {
    #expect(text.utf8.count > PangoTextContent.bytesInOneLayout)
    let batched = PangoTextContent(string: text, font: "DejaVu Sans 14", maxLines: maxLines).sizeThatFits(
      CGSize(width: width, height: .infinity))
    #expect(batched == wholeLayoutSize(width: width, maxLines: maxLines))
  }
}

/// Tabs stop every 28 points, as UIKit's default paragraph style has them.
struct TabStopTests {
  @Test func aTabMovesTheTextToTheNextStop() {
    let font = "DejaVu Sans 14"
    let infinite = CGSize(width: CGFloat.infinity, height: .infinity)
    let letter = PangoTextContent(string: "b", font: font).sizeThatFits(infinite).width
    #expect(
      abs(PangoTextContent(string: "\tb", font: font).sizeThatFits(infinite).width - (28 + letter)) < 0.01)
    #expect(
      abs(PangoTextContent(string: "\t\tb", font: font).sizeThatFits(infinite).width - (56 + letter)) < 0.01)
  }
}
