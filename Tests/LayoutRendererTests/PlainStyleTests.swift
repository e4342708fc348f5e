import DiagramValues
import Foundation
import ImageDiff
import LayoutRenderer
import RenderTestSupport
import Testing
import TextureLayout

/// Plain style reproduces Texture's snapshot images: fills on the pixel grid, no seams, transparent canvas.
struct PlainStyleTests {
  let red = RGBAColor(hex: 0xF4511E)
  let blue = RGBAColor(hex: 0x039BE5)
  let green = RGBAColor(hex: 0x43A047)

  /// Renders boxes at positions inside an absolute spec that sizes to fit them, at @2x.
  func render(
    _ boxes: [(position: CGPoint, size: CGSize, fill: RGBAColor)], background: RGBAColor? = nil
  ) throws -> Bitmap {
    var appearances = ElementAppearances()
    let nodes = boxes.map { box in
      let node = DisplayNode()
      node.style.preferredSize = box.size
      node.style.layoutPosition = box.position
      appearances[node] = ElementAppearance(fill: box.fill)
      return node
    }
    let root = AbsoluteLayoutSpec(sizing: .sizeToFit, children: nodes)
    let layout = calculateRootLayout(root, sizeRange: .unconstrained, pixelGrid: .retina)
    let renderer = LayoutRenderer(
      options: RenderOptions(scale: 2, style: .plain, background: background), appearance: appearances.lookup)
    return try Bitmap(png: try renderer.pngData(layout))
  }

  @Test func canvasIsTheRootSizeTimesTheScaleCeiled() throws {
    // 30.25pt ceils to 30.5pt on the @2x grid when the layout is made: 61 pixels.
    let image = try render([(CGPoint.zero, CGSize(width: 30.25, height: 10), red)])
    #expect(image.width == 61)
    #expect(image.height == 20)
  }

  @Test func adjacentBoxesMeetWithoutASeam() throws {
    // The left box is 10.25pt wide, ceiled to 10.5pt (21 pixels); the right box starts at 10.5pt.
    let image = try render([
      (CGPoint.zero, CGSize(width: 10.25, height: 10), red),
      (CGPoint(x: 10.5, y: 0), CGSize(width: 10, height: 10), blue),
    ])
    #expect(image[20, 5] == .opaque(0xF4511E))
    #expect(image[21, 5] == .opaque(0x039BE5))
    #expect(image.pixels(x: 0..<21, y: 0..<20) == [.opaque(0xF4511E)])
    #expect(image.pixels(x: 21..<41, y: 0..<20) == [.opaque(0x039BE5)])
  }

  @Test func unroundedPositionsAreCeiledToThePixelGrid() throws {
    // A box placed at (0.3, 0.3) paints from (0.5, 0.5)pt: pixel 1, as Texture's flattening ceils it.
    let image = try render([
      (CGPoint.zero, CGSize(width: 4, height: 4), blue),
      (CGPoint(x: 0.3, y: 0.3), CGSize(width: 2, height: 2), red),
    ])
    #expect(image[0, 0] == .opaque(0x039BE5))
    #expect(image[1, 1] == .opaque(0xF4511E))
    #expect(image[4, 4] == .opaque(0xF4511E))
    #expect(image[5, 5] == .opaque(0x039BE5))
    #expect(image[0, 1] == .opaque(0x039BE5))
  }

  @Test func canvasIsTransparentWithoutABackground() throws {
    let image = try render([
      (CGPoint.zero, CGSize(width: 5, height: 5), red),
      (CGPoint(x: 10, y: 10), CGSize(width: 5, height: 5), blue),
    ])
    #expect(image[9, 9] == .opaque(0xF4511E))
    #expect(image[10, 10] == .clear)
    #expect(image[19, 19] == .clear)
    #expect(image[20, 20] == .opaque(0x039BE5))
  }

  @Test func backgroundCoversTheCanvasUnderTheFills() throws {
    let image = try render(
      [(CGPoint(x: 10, y: 10), CGSize(width: 5, height: 5), blue)], background: RGBAColor(hex: 0xFFFFFF))
    #expect(image[0, 0] == .opaque(0xFFFFFF))
    #expect(image[19, 19] == .opaque(0xFFFFFF))
    #expect(image[20, 20] == .opaque(0x039BE5))
  }

  @Test func laterSiblingsPaintOverEarlierOnes() throws {
    let image = try render([
      (CGPoint.zero, CGSize(width: 10, height: 10), red),
      (CGPoint(x: 5, y: 5), CGSize(width: 10, height: 10), green),
    ])
    #expect(image[9, 9] == .opaque(0xF4511E))
    #expect(image[10, 10] == .opaque(0x43A047))
    #expect(image[19, 19] == .opaque(0x43A047))
  }

  @Test func childrenPaintOverTheirParent() throws {
    let child = DisplayNode()
    child.style.preferredSize = CGSize(width: 10, height: 10)
    let inset = InsetLayoutSpec(insets: EdgeInsets(all: 5), child: child)
    let parent = DisplayNode()
    let root = BackgroundLayoutSpec(child: inset, background: parent)
    var appearances = ElementAppearances()
    appearances[parent] = ElementAppearance(fill: red)
    appearances[child] = ElementAppearance(fill: blue)
    let layout = calculateRootLayout(root, sizeRange: .unconstrained, pixelGrid: .retina)
    let renderer = LayoutRenderer(options: RenderOptions(style: .plain), appearance: appearances.lookup)
    let image = try Bitmap(png: try renderer.pngData(layout))
    #expect(image.width == 40)
    #expect(image.pixels(x: 0..<40, y: 0..<10) == [.opaque(0xF4511E)])
    #expect(image.pixels(x: 10..<30, y: 10..<30) == [.opaque(0x039BE5)])
    #expect(image[9, 20] == .opaque(0xF4511E))
    #expect(image[30, 20] == .opaque(0xF4511E))
  }

  @Test func translucentFillsComposeOverWhatIsBelow() throws {
    let image = try render([
      (CGPoint.zero, CGSize(width: 4, height: 4), RGBAColor(hex: 0x0000FF)),
      (CGPoint.zero, CGSize(width: 4, height: 4), RGBAColor(hex: 0xFF0000).withAlpha(0.5)),
    ])
    let pixel = image[2, 2]
    #expect(pixel.alpha == 255)
    #expect((127...128).contains(pixel.red))
    #expect((127...128).contains(pixel.blue))
  }

  @Test func anEmptyLayoutIsAnError() throws {
    let node = DisplayNode()
    let layout = calculateRootLayout(node, sizeRange: .unconstrained, pixelGrid: .retina)
    let renderer = LayoutRenderer(options: RenderOptions(style: .plain))
    #expect(throws: RenderError.emptyCanvas(width: 0, height: 0)) { try renderer.pngData(layout) }
  }

  @Test func anInvalidScaleIsAnError() throws {
    let node = DisplayNode()
    node.style.preferredSize = CGSize(width: 4, height: 4)
    let layout = calculateRootLayout(node, sizeRange: .unconstrained, pixelGrid: .retina)
    let renderer = LayoutRenderer(options: RenderOptions(scale: .nan, style: .plain))
    #expect(throws: RenderError.self) { try renderer.pngData(layout) }
  }

  @Test func aCanvasBeyondCairosLimitIsAnError() throws {
    let node = DisplayNode()
    node.style.preferredSize = CGSize(width: 20000, height: 10)
    let layout = calculateRootLayout(node, sizeRange: .unconstrained, pixelGrid: .retina)
    let renderer = LayoutRenderer(options: RenderOptions(style: .plain))
    #expect(throws: RenderError.canvasTooLarge(width: 40000, height: 20)) { try renderer.pngData(layout) }
    #expect(throws: RenderError.canvasTooLarge(width: 40000, height: 20)) { try renderer.svgData(layout) }
  }

  @Test func writingPicksTheFormatFromTheExtensionAndLeavesNoTemporaryFile() throws {
    let node = DisplayNode()
    node.style.preferredSize = CGSize(width: 4, height: 4)
    let layout = calculateRootLayout(node, sizeRange: .unconstrained, pixelGrid: .retina)
    let renderer = LayoutRenderer(options: RenderOptions(style: .plain))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try renderer.write(layout, to: folder.appendingPathComponent("nested/box.svg"))
    try renderer.write(layout, to: folder.appendingPathComponent("nested/box.png"))
    let svg = try String(contentsOf: folder.appendingPathComponent("nested/box.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<?xml"))
    let png = try Data(contentsOf: folder.appendingPathComponent("nested/box.png"))
    #expect((try Bitmap(png: png)).width == 8)
    let files = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("nested").path)
    #expect(files.sorted() == ["box.png", "box.svg"])
  }

  @Test func subnodesOfANodeArePlacedRelativeToItsCeiledOrigin() throws {
    // The outer node sits at 0.3pt (ceiled to 0.5pt); its subnode at 1.3pt inside it (ceiled to 1.5pt when the
    // node flattens its spec), so the subnode paints from 2pt: pixel 4.
    let inner = DisplayNode()
    inner.style.preferredSize = CGSize(width: 2, height: 2)
    inner.style.layoutPosition = CGPoint(x: 1.3, y: 1.3)
    let outer = DisplayNode()
    outer.style.preferredSize = CGSize(width: 5, height: 5)
    outer.style.layoutPosition = CGPoint(x: 0.3, y: 0.3)
    outer.layoutSpecBlock = { _, _ in AbsoluteLayoutSpec(children: [inner]) }
    let root = AbsoluteLayoutSpec(sizing: .sizeToFit, children: [outer])
    var appearances = ElementAppearances()
    appearances[outer] = ElementAppearance(fill: red)
    appearances[inner] = ElementAppearance(fill: blue)
    let layout = calculateRootLayout(root, sizeRange: .unconstrained, pixelGrid: .retina)
    let renderer = LayoutRenderer(options: RenderOptions(style: .plain), appearance: appearances.lookup)
    let image = try Bitmap(png: try renderer.pngData(layout))
    #expect(image[0, 0] == .clear)
    #expect(image[1, 1] == .opaque(0xF4511E))
    #expect(image[3, 3] == .opaque(0xF4511E))
    #expect(image[4, 4] == .opaque(0x039BE5))
    #expect(image[7, 7] == .opaque(0x039BE5))
    #expect(image[8, 8] == .opaque(0xF4511E))
  }
}

/// A canvas of no height is said to have 0 pixels, not "-0".
struct CanvasMessageTests {
  @Test func aZeroSideIsShownAsZero() {
    #expect(
      RenderError.canvasTooLarge(width: 1_000_000, height: -0.0).description
        == "the canvas (1000000×0 pixels) is larger than 32767 pixels a side")
  }
}
