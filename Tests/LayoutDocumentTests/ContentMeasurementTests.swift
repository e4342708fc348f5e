import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRenderer
import Testing
import TextureLayout

struct ContentMeasurementTests {
  let measurer = PangoContentMeasurer()

  /// Text leaves are Pango text content set exactly as the document describes them.
  @Test func textIsMeasuredByPango() throws {
    let description = TextDescription(
      string: "one two three", font: "DejaVu Sans 13", color: .white, maxLines: 2, truncation: .middle,
      alignment: .right)
    let content = try #require(try measurer.textContent(description) as? PangoTextContent)
    #expect(
      content
        == PangoTextContent(
          string: "one two three", font: "DejaVu Sans 13", color: .white, maxLines: 2, truncation: .middle,
          alignment: .right))
  }

  /// The engine sees Pango's baselines: the first line's ascender above, the last line's descender below.
  @Test func textReportsPangosBaselines() throws {
    let content = try measurer.textContent(TextDescription(string: "Hxg", font: "DejaVu Sans 20"))
    let baselines = try #require(content.baselines)
    #expect(baselines == PangoTextContent(string: "Hxg", font: "DejaVu Sans 20").baselines)
    #expect(baselines.ascender > 10 && baselines.ascender < 25, "\(baselines)")
    #expect(baselines.descender < 0 && baselines.descender > -10, "\(baselines)")
  }

  /// Narrower than its words, the text wraps to more lines and gets taller.
  @Test func textWrapsWithinTheConstrainedWidth() throws {
    let content = try measurer.textContent(TextDescription(string: "aa bb cc dd", font: "DejaVu Sans 10"))
    let wide = content.sizeThatFits(CGSize(width: 500, height: CGFloat.infinity))
    let narrow = content.sizeThatFits(CGSize(width: wide.width / 2, height: CGFloat.infinity))
    #expect(narrow.width <= wide.width / 2)
    #expect(narrow.height >= 2 * wide.height - 0.01)
    #expect(try measurer.textContent(TextDescription(string: "")).sizeThatFits(wide) == .zero)
  }

  @Test func pngHeaderGivesThePixelSize() throws {
    let header = try PNGImageHeader(contentsOf: TestPaths.fixture("images/checker.png"))
    #expect(header == PNGImageHeader(width: 40, height: 30))
    let content = try measurer.imageContent(
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

  /// The caller's measurer decides the sizes of text and images.
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
