import Foundation
import Testing
import TextureLayout

@testable import LayoutRenderer

/// A figure of thousands of elements is drawn on a surface per band of its elements, finished at once, and
/// joined into one document that draws what one surface would.
struct SVGPartsTests {
  @Test func bandsCoverThePaintOrderByTheNumberOfElementsAlone() {
    #expect(SVGParts.bands(elements: 3_999) == [0..<3_999])
    #expect(SVGParts.bands(elements: 4_000) == [0..<2_000, 2_000..<4_000])
    #expect(SVGParts.bands(elements: 10_001) == [0..<2_500, 2_500..<5_000, 5_000..<7_500, 7_500..<10_001])
    #expect(SVGParts.bands(elements: 100_000).count == SVGParts.maximumParts)
  }

  @Test func documentsAreJoinedUnderTheFirstHeaderWithIdsOfTheirOwn() {
    let first = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="10pt" height="10pt">
      <clipPath id="clip1"/><g id="surface5" clip-path="url(#clip1)"><path d="M 0 0"/></g>
      </svg>

      """
    let second = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="10pt" height="10pt">
      <clipPath id="clip1"/><g id="surface9" clip-path="url(#clip1)"><path d="M 1 1"/></g>
      </svg>

      """
    let joined = String(decoding: SVGParts.joined([Data(first.utf8), Data(second.utf8)]), as: UTF8.self)
    #expect(
      joined == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="10pt" height="10pt">
        <clipPath id="clip1"/><g id="surface1" clip-path="url(#clip1)"><path d="M 0 0"/></g>
        <clipPath id="clip2"/><g id="surface2" clip-path="url(#clip2)"><path d="M 1 1"/></g>
        </svg>

        """)
  }

  /// A row of 2,500 cells (10,001 elements): drawn in four parts, joined into one document with one root
  /// and no id given twice.
  @Test func aLargeFigureIsOneDocumentOfItsParts() throws {
    let cells = (0..<2_500).map { _ -> any LayoutElement in
      let box = DisplayNode()
      box.style.preferredSize = CGSize(width: 12, height: 12)
      let background = DisplayNode()
      return BackgroundLayoutSpec(
        child: InsetLayoutSpec(insets: EdgeInsets(all: 2), child: box), background: background)
    }
    let root = StackLayoutSpec(direction: .horizontal, flexWrap: .wrap, children: cells)
    let layout = calculateRootLayout(
      root,
      sizeRange: try SizeRange(
        validatingMin: CGSize(width: 800, height: 0), max: CGSize(width: 800, height: CGFloat.infinity)),
      pixelGrid: .retina)
    let svg = String(
      decoding: try LayoutRenderer(options: RenderOptions(style: .plain)).svgData(layout), as: UTF8.self)
    #expect(svg.components(separatedBy: "<svg").count == 2)
    #expect(svg.components(separatedBy: "</svg>").count == 2)
    #expect(
      svg.components(separatedBy: "<g id=\"surface").count - 1 == SVGParts.bands(elements: 10_001).count)
    let ids = svg.matches(of: /id="([^"]+)"/).map { String($0.1) }
    #expect(Set(ids).count == ids.count)
  }
}
