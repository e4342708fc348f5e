import Foundation
import Testing

import TextureLayout

/// The README's "Using the engine" example, as written there.
@Suite struct ReadmeExampleTests {
  @Test func usingTheEngine() throws {
    let left = DisplayNode(debugName: "left")
    left.style.preferredSize = CGSize(width: 30, height: 60)
    let spec = InsetLayoutSpec(insets: EdgeInsets(all: 10), child: left)
    let layout = calculateRootLayout(spec, sizeRange: .unconstrained, pixelGrid: try PixelGrid(scale: 2))
    #expect(layout.size == CGSize(width: 50, height: 80))
  }
}
