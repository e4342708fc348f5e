import DocumentRendering
import Foundation
import ImageDiff
import LayoutDocument
import Testing
import TextureLayout

/// `focus: NAME` (and `render --focus`): the figure is about one subtree; the rest is veiled and left
/// unannotated.
struct FocusTests {
  static func row(style: String, focus: String?) -> String {
    """
    style: \(style)
    background: "#ffffff"
    \(focus.map { "focus: \($0)" } ?? "")
    root:
      name: row
      stack:
        direction: horizontal
        children:
          - {name: context, fill: "#ff0000", box: {size: [40, 20]}}
          - {name: kept, fill: "#0000ff", box: {size: [30, 20]}}
    """
  }

  @Test func onlyTheFocusedSubtreeIsNamedAndMeasured() throws {
    let labels = try DocumentRenderingTesting.labels(of: Self.row(style: "diagram", focus: "kept"))
    #expect(labels.contains("kept"), "\(labels)")
    #expect(labels.contains("30pt"), "\(labels)")
    #expect(!labels.contains("context") && !labels.contains("40pt") && !labels.contains("row"), "\(labels)")
    let unfocused = try DocumentRenderingTesting.labels(of: Self.row(style: "diagram", focus: nil))
    #expect(unfocused.contains("40pt"), "\(unfocused)")
  }

  @Test func whatLiesOutsideIsVeiledAndTheFocusIsNot() throws {
    func pixels(_ yaml: String) throws -> (context: Bitmap.Pixel, kept: Bitmap.Pixel) {
      let png = try LargeStack.run {
        try DocumentRenderingTesting.document(yaml).image(as: .png)
      }
      let bitmap = try Bitmap(png: png)
      // At scale 2: the red box spans x 0–80, the blue one 80–140, both 40 pixels tall.
      return (bitmap[20, 20], bitmap[110, 20])
    }
    let focused = try pixels(Self.row(style: "plain", focus: "kept"))
    let plain = try pixels(Self.row(style: "plain", focus: nil))
    #expect(plain.context == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(
      focused.context.red == 255 && focused.context.green > 150
        && focused.context.green == focused.context.blue)
    #expect(focused.kept == plain.kept)
  }

  @Test func aFocusNoElementHasIsAnError() throws {
    #expect(throws: DocumentError.self) {
      try LargeStack.run {
        try DocumentRenderingTesting.document(Self.row(style: "plain", focus: "missing")).image(as: .png)
      }
    }
  }
}
