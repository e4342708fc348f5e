import DiagramValues
import DocumentRendering
import Foundation
import LayoutDocument
import Testing
import TextureLayout

/// `views:` (and `render --view`): one image per question, each drawing only its view's annotations.
struct ViewsTests {
  static let yaml = """
    annotate: [size, spacing]
    views: [widths, heights, widths]
    root:
      name: row
      stack:
        direction: horizontal
        spacing: 6
        children:
          - {name: wide, fill: "#ff0000", style: {flexBasis: 40}, box: {size: [40, 22]}}
          - {name: tall, fill: "#0000ff", box: {size: [30, 34]}}
    """

  @Test func theDocumentsViewsAreReadOnceEach() throws {
    let document = try DocumentRenderingTesting.document(Self.yaml)
    #expect(document.views == [.widths, .heights])
  }

  @Test func eachViewDrawsOnlyItsOwnValues() throws {
    let document = try DocumentRenderingTesting.document(Self.yaml)
    let widths = try DocumentRenderingTesting.labels(of: document.drawing(.widths))
    #expect(widths.contains("30pt") && widths.contains { $0.contains("flexBasis 40pt") }, "\(widths)")
    #expect(!widths.contains("34pt") && !widths.contains("6pt"), "\(widths)")
    let heights = try DocumentRenderingTesting.labels(of: document.drawing(.heights))
    #expect(heights.contains("34pt") && !heights.contains("30pt"), "\(heights)")
    let structure = try DocumentRenderingTesting.labels(of: document.drawing(.structure))
    #expect(!structure.contains { $0.hasSuffix("pt") }, "\(structure)")
  }

  @Test func aWidthsFigureLeavesATextsMeasuredWidthOut() throws {
    let yaml = """
      annotate: [width]
      root:
        name: row
        stack:
          direction: horizontal
          children:
            - {name: swatch, box: {size: [40, 20]}}
            - {name: caption, text: {string: "Hello there"}}
            - {name: asked, annotate: [+width], text: {string: "Hi"}}
      """
    let document = try DocumentRenderingTesting.document(yaml)
    let frames = try LargeStack.run { FramesReport(document: document, layout: document.layout()) }
    let width = { (name: String) in
      TextureLayout.format(frames.entries.first { $0.name == name }!.frame.width) + "pt"
    }
    let labels = try DocumentRenderingTesting.labels(of: document)
    #expect(labels.contains("40pt"), "\(labels)")
    #expect(!labels.contains(width("caption")), "\(labels)")
    #expect(labels.contains(width("asked")), "\(labels)")
  }
}
