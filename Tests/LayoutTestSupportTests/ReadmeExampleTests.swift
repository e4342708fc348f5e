import DiagramValues
import Foundation
import LayoutRenderer
import LayoutTestSupport
import SnapshotTesting
import Testing
import TextureLayout

/// The README's snapshot example, compiled and run so that it cannot drift; its references are committed
/// under `__Snapshots__/ReadmeExampleTests/`.
struct ReadmeExampleTests {
  @Test func card() throws {
    let photo = DisplayNode(debugName: "photo")
    let card = InsetLayoutSpec(insets: EdgeInsets(all: 10), child: RatioLayoutSpec(ratio: 0.5, child: photo))
    var appearances = ElementAppearances()
    appearances[photo] = ElementAppearance(fill: RGBAColor(hex: 0x039BE5))
    let range = try SizeRange.exact(CGSize(width: 200, height: 110))

    assertLayoutSnapshot(
      of: card, as: .plain(sizeRange: range, appearance: appearances.lookup), named: "card")
    expectNoLayoutDiagnostics(of: card, in: range)
    assertSnapshot(of: card, as: .image(sizeRange: range, appearance: appearances.lookup))
  }
}
