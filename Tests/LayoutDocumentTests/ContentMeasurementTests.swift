import Foundation
import LayoutDocument
import Testing
import TextureLayout

struct ContentMeasurementTests {
  func size(_ text: TextDescription, width: CGFloat) -> CGSize {
    ApproximateTextContent(text: text).sizeThatFits(CGSize(width: width, height: .infinity))
  }

  @Test func oneLineWhenItFits() {
    // 11 characters at 0.6 × 10pt = 66pt; one 12pt line.
    #expect(
      size(TextDescription(string: "Hello world", font: "Sans 10"), width: 100)
        == CGSize(width: 66, height: 12))
  }

  @Test func wrapsAtSpacesWithinTheWidth() {
    let text = TextDescription(string: "aa bb cc dd", font: "Sans 10")
    // Five characters (30pt) fit in 35pt: "aa bb" / "cc dd".
    #expect(ApproximateTextContent(text: text).lines(within: 35) == ["aa bb", "cc dd"])
    #expect(size(text, width: 35) == CGSize(width: 30, height: 24))
  }

  @Test func longWordsBreakAnywhere() {
    let text = TextDescription(string: "abcdefgh", font: "Sans 10")
    #expect(ApproximateTextContent(text: text).lines(within: 18) == ["abc", "def", "gh"])
  }

  @Test func maxLinesCutsAndNewlinesBreak() {
    let text = TextDescription(string: "one\ntwo\nthree", font: "Sans 10", maxLines: 2)
    #expect(ApproximateTextContent(text: text).lines(within: .infinity) == ["one", "two"])
    #expect(size(TextDescription(string: "one\ntwo\nthree", font: "Sans 10"), width: .infinity).height == 36)
  }

  @Test func emptyTextIsZeroSized() {
    #expect(size(TextDescription(string: ""), width: 100) == .zero)
  }

  @Test func baselinesComeFromTheFontSize() {
    let content = ApproximateTextContent(text: TextDescription(string: "x", font: "DejaVu Sans 20"))
    #expect(content.baselines == Baselines(ascender: 16, descender: -4))
    #expect(TextDescription(string: "x", font: "DejaVu Sans").pointSize == TextDescription.defaultPointSize)
  }

  @Test func pngHeaderGivesThePixelSize() throws {
    let header = try PNGImageHeader(contentsOf: TestPaths.fixture("images/checker.png"))
    #expect(header == PNGImageHeader(width: 40, height: 30))
    let content = try ApproximateContentMeasurer().imageContent(
      at: TestPaths.fixture("images/checker.png"), scale: 4)
    #expect(content.sizeThatFits(.zero) == CGSize(width: 10, height: 7.5))
  }

  @Test func notAPNGIsAnError() {
    #expect(throws: PNGImageHeader.ReadError.notPNG) { try PNGImageHeader(data: Data("GIF89a".utf8)) }
    var truncated = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    #expect(throws: PNGImageHeader.ReadError.malformedHeader) { try PNGImageHeader(data: truncated) }
    truncated.append(contentsOf: Array("IHDR".utf8) + [0, 0, 0, 0, 0, 0, 0, 1])
    #expect(throws: PNGImageHeader.ReadError.malformedHeader) { try PNGImageHeader(data: truncated) }
  }

  @Test func aDocumentWithANonPNGImageIsRejected() {
    let error = DocumentTesting.error("root:\n  image: {path: stack.yaml}\n")
    #expect(error?.message == "root.image.path: cannot read image 'stack.yaml': not a PNG file")
  }

  /// A measurer injected by the caller replaces the approximation.
  @Test func injectedMeasurerIsUsed() throws {
    struct Fixed: ContentMeasuring {
      func textContent(_ text: TextDescription) throws -> any IntrinsicContent {
        FixedSizeContent(size: CGSize(width: CGFloat(text.string.count), height: 9))
      }
      func imageContent(at url: URL, scale: CGFloat) throws -> any IntrinsicContent {
        FixedSizeContent(size: CGSize(width: 1, height: 1))
      }
    }
    let document = try DiagramDocument(
      yaml: "root: {text: {string: abcd}}", file: "t.yaml", measurer: Fixed())
    #expect(document.layout().size == CGSize(width: 4, height: 9))
  }
}
