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
