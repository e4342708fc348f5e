import DiagramValues
import Foundation
import ImageDiff
import LayoutRenderer
import RenderTestSupport
import Testing
import TextureLayout

/// The README's rendering example, compiled and run so that it cannot drift.
struct ReadmeExampleTests {
  @Test func readmeExampleWritesADiagram() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }

    let photo = DisplayNode(debugName: "photo")
    let card = InsetLayoutSpec(insets: EdgeInsets(all: 10), child: RatioLayoutSpec(ratio: 0.5, child: photo))
    var appearances = ElementAppearances()
    appearances[photo] = ElementAppearance(fill: RGBAColor(hex: 0x039BE5))
    let layout = calculateRootLayout(card, sizeRange: try .exact(CGSize(width: 200, height: 110)))
    let renderer = LayoutRenderer(
      options: RenderOptions(scale: 2, style: .diagram, annotations: [.size, .insets, .ratio]),
      appearance: appearances.lookup)
    try renderer.write(layout, to: folder.appendingPathComponent("card.png"))

    let image = try Bitmap(contentsOf: folder.appendingPathComponent("card.png"))
    #expect(image.width >= 400)
    #expect(image.height >= 220)
  }
}
