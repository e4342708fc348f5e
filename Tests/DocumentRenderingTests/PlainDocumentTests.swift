import DiagramValues
import DocumentRendering
import Foundation
import ImageDiff
import RenderTestSupport
import Testing

/// Plain-style documents of solid boxes reproduce Texture's snapshot images: the canvas is exactly the root's
/// size times the scale, and each fill covers exactly the pixels of its frame ceiled to the pixel grid, as
/// read back from the PNG at and around the frame edges.
struct PlainDocumentTests {
  let red = Bitmap.Pixel.opaque(0xF4511E)
  let blue = Bitmap.Pixel.opaque(0x039BE5)
  let yellow = Bitmap.Pixel.opaque(0xFFEB3B)

  @Test func stackChildrenMeetOnThePixelGrid() throws {
    // 10.25pt ceils to 10.5pt (21 pixels at @2x); the second child grows into the rest of the 40pt row.
    let image = try DocumentRenderingTesting.renderedPixels(
      """
      style: plain
      constrainedSize: [40, 20]
      root:
        stack:
          children:
            - {fill: "#f4511e", style: {width: 10.25, height: 20}, box: {}}
            - {fill: "#039be5", style: {flexGrow: 1, height: 20}, box: {}}
      """)
    #expect(image.width == 80)
    #expect(image.height == 40)
    #expect(image.pixels(x: 0..<21, y: 0..<40) == [red])
    #expect(image.pixels(x: 21..<80, y: 0..<40) == [blue])
    #expect(image[20, 0] == red)
    #expect(image[21, 39] == blue)
  }

  @Test func insetBoxLeavesTheCanvasTransparentAroundIt() throws {
    let image = try DocumentRenderingTesting.renderedPixels(
      """
      style: plain
      constrainedSize: [30, 20]
      root:
        inset:
          insets: {top: 5, left: 5, bottom: 5, right: 10}
          child: {fill: "#039be5", box: {}}
      """)
    #expect(image.width == 60)
    #expect(image.height == 40)
    // The child's frame is (5, 5, 15, 10)pt: pixels 10..<40 across and 10..<30 down.
    #expect(image[10, 10] == blue)
    #expect(image[39, 29] == blue)
    #expect(image.pixels(x: 10..<40, y: 10..<30) == [blue])
    #expect(image[9, 10] == .clear)
    #expect(image[10, 9] == .clear)
    #expect(image[40, 29] == .clear)
    #expect(image[39, 30] == .clear)
    #expect(image[0, 0] == .clear)
    #expect(image[59, 39] == .clear)
  }

  @Test func childrenPaintOverTheirParentAndLaterSiblings() throws {
    // Paint order is pre-order in tree order: the background spec's background, then its child; overlay
    // children after the content.
    let image = try DocumentRenderingTesting.renderedPixels(
      """
      style: plain
      background: "#ffeb3b"
      constrainedSize: {min: [0, 0], max: [100, 100]}
      root:
        background:
          background: {fill: "#039be5", box: {}}
          child:
            inset:
              insets: {top: 2, left: 2, bottom: 2, right: 2}
              child:
                overlay:
                  child: {fill: "#039be5", box: {size: [6, 4]}}
                  overlay: {fill: "#f4511e", box: {}}
      """)
    // The root is 10 × 8pt: 20 × 16 pixels, the inner 6 × 4pt at (2, 2)pt.
    #expect(image.width == 20)
    #expect(image.height == 16)
    #expect(image.pixels(x: 4..<16, y: 4..<12) == [red])
    #expect(image[3, 4] == blue)
    #expect(image[16, 11] == blue)
    #expect(image[4, 3] == blue)
    #expect(image[15, 12] == blue)
    #expect(image[0, 0] == blue)
  }

  @Test func backgroundFillsTheCanvasUnderUnfilledElements() throws {
    let image = try DocumentRenderingTesting.renderedPixels(
      """
      style: plain
      background: "#ffeb3b"
      constrainedSize: [10, 10]
      root:
        absolute:
          children:
            - {fill: "#f4511e", style: {layoutPosition: [2, 3]}, box: {size: [4, 5]}}
      """)
    #expect(image[3, 5] == yellow)
    #expect(image[4, 5] == yellow)
    #expect(image[4, 6] == red)
    #expect(image[11, 15] == red)
    #expect(image[12, 15] == yellow)
    #expect(image[11, 16] == yellow)
  }

  @Test func scaleSetsPixelsPerPointAndTheGridPositionsAreCeiledTo() throws {
    // At @3x the box placed at 0.3pt starts at 1/3pt, pixel 1; the root is 4pt, 12 pixels.
    let yaml = """
      style: plain
      scale: 3
      constrainedSize: {min: [0, 0], max: [20, 20]}
      root:
        absolute:
          sizing: sizeToFit
          children:
            - {fill: "#039be5", style: {layoutPosition: [0, 0]}, box: {size: [4, 4]}}
            - {fill: "#f4511e", style: {layoutPosition: [0.3, 0.3]}, box: {size: [2, 2]}}
      """
    let image = try DocumentRenderingTesting.renderedPixels(yaml)
    #expect(image.width == 12)
    #expect(image[0, 0] == blue)
    #expect(image[1, 1] == red)
    #expect(image[6, 6] == red)
    #expect(image[7, 7] == blue)
    // The command line's --scale replaces the document's: @2x puts the small box at 0.5pt, pixel 1 again,
    // on an 8-pixel canvas.
    let overridden = try DocumentRenderingTesting.renderedPixels(
      yaml, overrides: RenderOverrides(pixelGrid: .retina))
    #expect(overridden.width == 8)
    #expect(overridden[0, 0] == blue)
    #expect(overridden[1, 1] == red)
    #expect(overridden[4, 4] == red)
    #expect(overridden[5, 5] == blue)
  }

  @Test func plainStyleNeverAddsAMargin() throws {
    let yaml = """
      annotate: [size, spacing]
      constrainedSize: [30, 10]
      root: {name: named, fill: "#039be5", box: {}}
      """
    let diagram = try DocumentRenderingTesting.renderedPixels(yaml)
    #expect(diagram.width > 60, "diagram style grows the canvas for the root's dimension lines")
    let plain = try DocumentRenderingTesting.renderedPixels(yaml, overrides: RenderOverrides(style: .plain))
    #expect(plain.width == 60)
    #expect(plain.height == 20)
    #expect(plain.pixels(x: 0..<60, y: 0..<20) == [blue])
  }
}
