import Foundation
import LayoutDocument
import Testing
import TextureLayout

/// The aliases of one text share its reading and measured content: a text aliased many times is read,
/// checked and measured once, so that a long text multiplied by aliases costs no more than the elements.
struct AliasedTextTests {
  final class CountingMeasurer: ContentMeasuring, @unchecked Sendable {
    private(set) var texts = 0

    func textContent(_ text: TextDescription) throws -> any IntrinsicContent {
      texts += 1
      return FixedSizeContent(size: CGSize(width: 10, height: 14))
    }

    func imageContent(at url: URL, scale: CGFloat) throws -> any IntrinsicContent {
      FixedSizeContent(size: .zero)
    }
  }

  @Test func aTextAliasedFiftyTimesIsMeasuredOnce() throws {
    let yaml =
      "root: {stack: {children: [&t {text: {string: \"" + String(repeating: "word ", count: 2_000) + "\"}}, "
      + Array(repeating: "*t", count: 50).joined(separator: ", ") + "]}}\n"
    let measurer = CountingMeasurer()
    let document = try DiagramDocument(yaml: yaml, file: "a.yaml", measurer: measurer)
    #expect(document.elementCount == 52)
    #expect(measurer.texts == 1)
  }

  @Test func twoTextsWrittenApartAreMeasuredApart() throws {
    let measurer = CountingMeasurer()
    _ = try DiagramDocument(
      yaml: "root: {stack: {children: [{text: {string: a}}, {text: {string: a}}]}}\n", file: "a.yaml",
      measurer: measurer)
    #expect(measurer.texts == 2)
  }
}
