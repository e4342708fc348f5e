import DocumentRendering
import Foundation
import ImageDiff
import LayoutDocument
import Testing

/// An element painted over another covers the other's outline color as it covers its fill: two avatars
/// overlapping read as two squares, not as stripes cut by the lower one's border.
struct OverlappingStrokeTests {
  @Test func aLaterElementCoversTheStrokeOfTheOneItOverlaps() throws {
    let yaml = """
      scale: 1
      constrainedSize: {min: [0, 0], max: [200, 200]}
      annotate: []
      root:
        static:
          children:
            - {name: lower, fill: "#ff0000", stroke: "#ffffff", style: {layoutPosition: [0, 0]}, box: {size: [40, 40]}}
            - {name: upper, fill: "#0000ff", stroke: "#ffffff", style: {layoutPosition: [20, 0]}, box: {size: [40, 40]}}
      """
    let document = try DocumentRenderingTesting.document(yaml)
    let image = try Bitmap(png: try document.image(as: .png))
    // The upper element's blue, and inside it (a pixel in from its own outline) no white: the lower
    // element's outline, whose right edge lies under it, is covered.
    let blue = (0..<image.height).flatMap { y in
      (0..<image.width).compactMap { x in image[x, y] == .opaque(0x0000FF) ? (x, y) : nil }
    }
    let xs = blue.map(\.0)
    let ys = blue.map(\.1)
    let minX = try #require(xs.min())
    let maxX = try #require(xs.max())
    let minY = try #require(ys.min())
    let maxY = try #require(ys.max())
    #expect(maxX - minX > 30 && maxY - minY > 30)
    let white = (minY + 1..<maxY).flatMap { y in
      (minX + 1..<maxX).filter { x in image[x, y] == .opaque(0xFFFFFF) }
    }
    #expect(white.isEmpty, "\(white.count) white pixels inside the upper element")
  }
}
