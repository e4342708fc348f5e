import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRenderer
import Testing
import TextureLayout

/// The text fixtures lay out with the sizes and baselines Pango measures for the same strings and fonts,
/// ceiled to the @2x pixel grid as `ASLayout` ceils sizes.
struct TextFixtureFramesTests {
  /// The fixtures these tests cover.
  static let fixtures: Set<String> = ["text.yaml", "stack-baseline.yaml"]

  let grid = PixelGrid.retina

  func frames(_ fixture: String) throws -> [FramesReport.Entry] {
    let url = TestPaths.fixture(fixture)
    return try LargeStack.run {
      let document = try DiagramDocument(contentsOf: url, file: fixture, measurer: PangoContentMeasurer())
      return FramesReport(document: document, layout: document.layout()).entries
    }
  }

  func ceiled(_ size: CGSize) -> CGSize {
    CGSize(width: grid.ceil(size.width), height: grid.ceil(size.height))
  }

  @Test func textTakesTheSizePangoMeasuresWithinItsColumn() throws {
    let pango = PangoTextContent(
      string: "Hello layout world", font: "DejaVu Sans 10", maxLines: 2, truncation: .tail, alignment: .left)
    let measured = pango.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity))
    let entries = try frames("text.yaml")
    #expect(entries.count == 1)
    #expect(entries.first?.frame == CGRect(origin: .zero, size: ceiled(measured)))
    #expect(measured.width > 0 && measured.width <= 100, "one line within the 100pt column: \(measured)")
  }

  @Test func baselineFirstAlignsPangosAscenders() throws {
    let small = PangoTextContent(string: "ab", font: "DejaVu Sans 10")
    let large = PangoTextContent(string: "cd", font: "DejaVu Sans 20")
    let smallAscender = try #require(small.baselines?.ascender)
    let largeAscender = try #require(large.baselines?.ascender)
    let smallSize = ceiled(small.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)))
    let largeSize = ceiled(large.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)))
    let entries = try frames("stack-baseline.yaml")
    try #require(entries.count == 3)
    let smallY = grid.ceil(largeAscender - smallAscender)
    #expect(entries[1].frame == CGRect(origin: CGPoint(x: 0, y: smallY), size: smallSize))
    #expect(
      entries[2].frame == CGRect(origin: CGPoint(x: grid.ceil(smallSize.width + 4), y: 0), size: largeSize))
    #expect(entries[0].frame.height == max(largeSize.height, grid.ceil(smallY + smallSize.height)))
    #expect(smallY > 0, "the smaller text moves down to the larger one's baseline")
  }
}
