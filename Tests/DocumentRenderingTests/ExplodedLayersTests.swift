import DiagramAnnotations
import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRenderer
import TextureLayout
import Testing

/// `layers: exploded` draws the lower of two layers that share a frame up and to the right, and says its
/// size once; `flat` draws them as laid out.
struct ExplodedLayersTests {
  static func elements(_ layers: String) throws -> [AnnotatedElement] {
    let yaml = """
      layers: \(layers)
      root:
        name: badge
        overlay:
          child: {name: photo, fill: "#90caf9", box: {size: [120, 80]}}
          overlay: {name: caption, stroke: "#e64a19", box: {}}
      """
    let document = try DocumentRenderingTesting.document(yaml)
    let recorded = document.recordedLayout()
    return try document.renderer().annotationPlan(recorded.layout, records: recorded.records).0
  }

  @Test func theLowerLayerIsDrawnUpAndRightAndItsSizeSaidOnce() throws {
    let flat = try Self.elements("flat")
    let exploded = try Self.elements("exploded")
    let photo = try #require(flat.firstIndex { $0.name == "photo" })
    let caption = try #require(flat.firstIndex { $0.name == "caption" })
    #expect(flat[photo].frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    #expect(exploded[photo].frame == CGRect(x: 8, y: -8, width: 120, height: 80))
    #expect(exploded[caption].frame == flat[caption].frame)
    #expect(exploded[photo].isOffsetLayer && !exploded[caption].isOffsetLayer)
    #expect(!exploded[photo].shows(.size, in: [.size]))
  }
}

/// A maximum an element did not reach is an authored value a reader asks about: drawn from the element's
/// start edge to where the maximum ends.
struct UnreachedMaximumTests {
  @Test func aMaximumWidthNotReachedIsDrawn() throws {
    let yaml = """
      constrainedSize: {min: [200, 0], max: [200, .inf]}
      root:
        name: row
        stack:
          children:
            - {name: bubble, style: {maxWidth: 75%}, fill: "#90caf9", box: {size: [100, 20]}}
      """
    let texts = try DocumentRenderingTesting.labels(of: yaml)
    #expect(texts.contains("maxWidth 75% → 150pt"), "\(texts)")
  }

  /// Tiles in a row could not grow into their neighbors: a maximum they did not reach is not drawn as a
  /// span across the next tile, which would read as the tile's own width.
  @Test func aMaximumReachingIntoANeighborIsNotDrawn() throws {
    let yaml = """
      constrainedSize: {min: [240, 0], max: [240, .inf]}
      root:
        name: row
        stack:
          spacing: 8
          children:
            - {name: first, style: {flexGrow: 1, maxWidth: 96}, fill: "#90caf9", box: {size: [10, 20]}}
            - {name: second, style: {flexGrow: 1, maxWidth: 96}, fill: "#a5d6a7", box: {size: [10, 20]}}
            - {name: third, style: {flexGrow: 1, maxWidth: 96}, fill: "#ffcc80", box: {size: [10, 20]}}
      """
    let texts = try DocumentRenderingTesting.labels(of: yaml)
    #expect(!texts.contains { $0.hasPrefix("maxWidth") }, "\(texts)")
  }
}
