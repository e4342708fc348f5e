import DiagramValues
import Foundation
import LayoutRenderer
import LayoutTestSupport
import TextureLayout

/// A small layout to snapshot: a red 40×20 box and a blue 30×20 box in a row 4pt apart, inset by 5pt, laid
/// out in exactly 120×30pt (240×60 pixels at @2x). Only fills, so the render is the same on every machine.
struct SampleLayout {
  let root: any LayoutElement
  let appearances: ElementAppearances

  /// The row with its children at the start, or at the end when `justifiedToEnd`.
  init(justifiedToEnd: Bool = false) {
    let red = DisplayNode(debugName: "red")
    red.style.preferredSize = CGSize(width: 40, height: 20)
    let blue = DisplayNode(debugName: "blue")
    blue.style.preferredSize = CGSize(width: 30, height: 20)
    let row = StackLayoutSpec(
      direction: .horizontal, spacing: 4, justifyContent: justifiedToEnd ? .end : .start,
      children: [red, blue])
    root = InsetLayoutSpec(insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: row)
    var appearances = ElementAppearances()
    appearances[red] = ElementAppearance(fill: RGBAColor(hex: 0xF4511E))
    appearances[blue] = ElementAppearance(fill: RGBAColor(hex: 0x039BE5))
    self.appearances = appearances
  }

  /// The range the sample is laid out in.
  static let sizeRange = SizeRange(
    uncheckedMin: CGSize(width: 120, height: 30), max: CGSize(width: 120, height: 30))

  /// How the sample is snapshotted: plain style at @2x.
  var snapshot: LayoutSnapshot {
    .plain(sizeRange: Self.sizeRange, appearance: appearances.lookup)
  }
}

/// A fresh empty folder in the temporary directory, removed by `remove()`.
struct TemporaryFolder {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
