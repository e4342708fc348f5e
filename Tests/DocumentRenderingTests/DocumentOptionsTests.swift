import DiagramValues
import DocumentRendering
import Foundation
import ImageDiff
import LayoutDocument
import LayoutRenderer
import RenderTestSupport
import Testing
import TextureLayout

/// A document's top-level keys and its elements' name, fill and stroke become the renderer's inputs; the
/// command line's overrides replace scale and style.
struct DocumentOptionsTests {
  @Test func topLevelKeysBecomeRenderOptions() throws {
    let document = try DocumentRenderingTesting.document(
      "scale: 3\nstyle: plain\nbackground: navy\nannotate: [ratio, insets]\nroot: {box: {}}")
    #expect(
      document.renderOptions
        == RenderOptions(
          scale: 3, style: .plain, background: RGBAColor("navy"), annotations: [.ratio, .insets]))
  }

  @Test func defaultsAreTheContracts() throws {
    let diagram = try DocumentRenderingTesting.document("root: {box: {}}").renderOptions
    #expect(diagram == RenderOptions(scale: 2, style: .diagram, background: .white, annotations: [.size]))
    let plain = try DocumentRenderingTesting.document("style: plain\nroot: {box: {}}").renderOptions
    #expect(plain.background == nil)
    let none = try DocumentRenderingTesting.document("background: none\nroot: {box: {}}").renderOptions
    #expect(none.background == nil)
  }

  @Test func overridesReplaceScaleAndStyleAndTheStylesDefaultBackground() throws {
    let document = try DocumentRenderingTesting.document("scale: 3\nroot: {box: {}}")
    let overridden = document.applying(RenderOverrides(pixelGrid: try PixelGrid(scale: 1.5), style: .plain))
    #expect(overridden.renderOptions.scale == 1.5)
    #expect(overridden.pixelGrid == (try PixelGrid(scale: 1.5)))
    #expect(overridden.renderOptions.style == .plain)
    #expect(overridden.renderOptions.background == nil)
    let kept = try DocumentRenderingTesting.document("background: red\nroot: {box: {}}")
      .applying(RenderOverrides(style: .plain))
    #expect(kept.renderOptions.background == RGBAColor("red"))
  }

  @Test func elementsLookAsTheDocumentSays() throws {
    let document = try DocumentRenderingTesting.document(
      """
      root:
        name: outer
        stroke: "#123"
        wrapper:
          child: {fill: "#03a9f480", box: {}}
      """)
    let appearance = document.appearance
    #expect(appearance(document.root) == ElementAppearance(name: "outer", stroke: RGBAColor("#123")))
    let child = try #require(document.root.sublayoutElements.first)
    #expect(appearance(child) == ElementAppearance(fill: RGBAColor("#03a9f480")))
    #expect(appearance(DisplayNode()) == .none)
  }

  @Test func textIsDrawnWithTheDocumentsColor() throws {
    let image = try DocumentRenderingTesting.renderedPixels(
      """
      style: plain
      root: {text: {string: "█", font: DejaVu Sans 40, color: "#00ff00"}}
      """)
    let middle = image[image.width / 2, image.height / 2]
    #expect(middle == .opaque(0x00FF00))
  }

  @Test func imagesAreDrawnFromTheirPNG() throws {
    // 40 × 30 pixels at scale 2 are 20 × 15pt: at @2x the render repeats the image pixel for pixel.
    let document = try DocumentRenderingTesting.document(
      "style: plain\nroot: {image: {path: images/checker.png, scale: 2}}")
    #expect(document.layout().size == CGSize(width: 20, height: 15))
    let rendered = try Bitmap(png: try renderDocument(document, as: .png))
    let checker = try Bitmap(
      contentsOf: DocumentRenderingTesting.fixtures.appendingPathComponent("images/checker.png"))
    #expect(rendered.width == 40)
    #expect(rendered.height == 30)
    #expect(rendered.pixels(x: 0..<40, y: 0..<30).count > 1)
    for (x, y) in [(0, 0), (5, 5), (10, 0), (39, 29), (20, 15), (13, 27)] {
      #expect(rendered[x, y] == checker[x, y], "pixel (\(x), \(y))")
    }
  }
}
