import DiagramAnnotations
import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRenderer
import TextureLayout
import Testing

/// Children that grew alike say it once, whatever their names: not a staircase of `cellN: flexGrow 1 → 70pt`
/// (the cells hold text, so their names would go on their values).
struct EqualFlexedChildrenTests {
  @Test func childrenThatGrewAlikeSayItOnce() throws {
    let yaml = """
      constrainedSize: {min: [286, 0], max: [286, .inf]}
      root:
        name: cells
        stack:
          spacing: 2
          children:
            - {name: cellOne, style: {flexGrow: 1, flexBasis: 0}, text: {string: "O", font: "DejaVu Sans 44"}}
            - {name: cellTwo, style: {flexGrow: 1, flexBasis: 0}, text: {string: "B", font: "DejaVu Sans 44"}}
            - {name: cellThree, style: {flexGrow: 1, flexBasis: 0}, text: {string: "O", font: "DejaVu Sans 44"}}
            - {name: cellFour, style: {flexGrow: 1, flexBasis: 0}, text: {string: "E", font: "DejaVu Sans 44"}}
      """
    let texts = try DocumentRenderingTesting.labels(of: yaml)
    #expect(texts.filter { $0.contains("flexGrow 1") }.count == 1, "\(texts)")
    #expect(texts.contains { $0.contains("flexGrow 1") && $0.hasSuffix(" each") }, "\(texts)")
  }
}
