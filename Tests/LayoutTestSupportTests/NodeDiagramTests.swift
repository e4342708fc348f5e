import Foundation
import LayoutRenderer
import Testing
import TextureLayout

@testable import LayoutTestSupport

/// A node's diagram draws the spec that arranges its subnodes, while its frames stay the flattened
/// layout Texture makes.
struct NodeDiagramTests {
  private func cell() -> DisplayNode {
    let node = DisplayNode()
    let photo = DisplayNode()
    photo.style.preferredSize = CGSize(width: 60, height: 40)
    node.layoutSpecBlock = { _, _ in
      InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: photo)
    }
    return node
  }

  private let snapshot = LayoutSnapshot.diagram(
    sizeRange: SizeRange(uncheckedMin: .zero, max: CGSize(width: 200, height: 200)), annotations: [.insets])

  @Test func theDiagramLayoutHoldsTheSpecAndItsRecord() throws {
    let node = cell()
    let drawn = snapshot.diagramLayout(of: node, grid: try PixelGrid(scale: 2))
    #expect(drawn.layout.element === node)
    #expect(drawn.layout.size == CGSize(width: 84, height: 56))
    let spec = try #require(drawn.layout.sublayouts.first)
    #expect(spec.element is InsetLayoutSpec)
    // The spec's record says what its insets were, which the diagram draws.
    guard case .insets(let insets)? = drawn.records[spec.element]?.contribution else {
      Issue.record("no insets recorded for the spec")
      return
    }
    #expect(insets.left == 12 && insets.top == 8)
  }

  @Test func theFramesStayFlattened() throws {
    let node = cell()
    let rendered = try snapshot.render(node)
    let flattened = try snapshot.layout(node)
    #expect(rendered.frames == flattened.recursiveDescription)
    // Flattened, the node's only sublayout is the photo, not the inset spec.
    #expect(flattened.sublayouts.count == 1 && !(flattened.sublayouts[0].element is LayoutSpec))
  }

  @Test func aLeafNodeIsDrawnAsItIs() throws {
    let leaf = DisplayNode()
    leaf.style.preferredSize = CGSize(width: 30, height: 20)
    let drawn = snapshot.diagramLayout(of: leaf, grid: try PixelGrid(scale: 2))
    #expect(drawn.layout.element === leaf && drawn.layout.sublayouts.isEmpty)
    #expect(drawn.layout.size == CGSize(width: 30, height: 20))
  }

  @Test func aSpecIsDrawnWithItsRecords() throws {
    let spec = RatioLayoutSpec(ratio: 0.5, child: DisplayNode())
    let drawn = snapshot.diagramLayout(of: spec, grid: try PixelGrid(scale: 2))
    // What the ratio spec did is recorded, for the figure's ratio label.
    guard case .ratio(let ratio, _)? = drawn.records[spec]?.contribution else {
      Issue.record("no ratio recorded for the spec")
      return
    }
    #expect(ratio == 0.5)
  }
}
