import DocumentRendering
import Foundation
import ImageDiff
import InputLimits
import LayoutDocument
import Testing
import TextureLayout

/// A layout pass shapes a bounded amount of text: one long text offered many widths (an alias in wrappers
/// of different widths) is refused at the root, not shaped at every width.
struct ShapedTextBudgetTests {
  static func aliased(widths: Int, words: Int) -> String {
    var yaml =
      "constrainedSize: {min: [0, 0], max: [600, .inf]}\nroot:\n  stack:\n    direction: vertical\n    children:\n"
    yaml += "      - &t {name: t, text: {string: \"\(String(repeating: "a ", count: words))\"}}\n"
    for left in 1..<widths { yaml += "      - {inset: {insets: {left: \(left)}, child: *t}}\n" }
    return yaml
  }

  @Test func aLongTextAtManyWidthsIsRefusedAtTheRoot() throws {
    let document = try DocumentRenderingTesting.document(Self.aliased(widths: 300, words: 49_000))
    #expect(document.shapedTextLimit == Budgets.shapedTextFloor)
    #expect {
      _ = try document.checkedLayout()
    } throws: { error in
      "\(error)".contains("root: the layout shapes more than \(Budgets.shapedTextFloor) characters of text")
    }
  }

  @Test func aTextInANarrowColumnIsChargedForTheLinesItWrapsInto() throws {
    // 30,000 letters are 3% of the budget as characters; one to a line in 1pt, their lines pass the
    // wrapped lines' budget.
    let letters = String(repeating: "a", count: 30_000)
    let narrow = try DocumentRenderingTesting.document(
      "constrainedSize: {min: [0, 0], max: [1, .inf]}\nroot: {text: {string: \(letters)}}\n")
    #expect {
      _ = try narrow.checkedLayout()
    } throws: { error in
      "\(error)".contains("root: the layout wraps its texts into more than \(Budgets.wrappedLines) lines")
    }
    let wide = try DocumentRenderingTesting.document(
      "constrainedSize: {min: [0, 0], max: [300, .inf]}\nroot: {text: {string: \(letters)}}\n")
    // About 700 lines of 14pt in 300pt: laid out whole, within the budget of lines.
    #expect(try wide.checkedLayout().size.height > 5_000)
  }

  @Test func aTextAtAFewWidthsLaysOut() throws {
    let document = try DocumentRenderingTesting.document(Self.aliased(widths: 3, words: 2_000))
    #expect(try document.checkedLayout().size.height > 0)
  }

  /// Expects `document`, laid out within the pass's budgets, to be refused for the text its figure draws.
  static func expectDrawnTextRefused(_ document: DiagramDocument) throws {
    #expect {
      _ = try document.image(as: .png)
    } throws: { error in
      "\(error)".contains("the figure draws more than \(Budgets.drawnText) characters of text")
    }
  }

  @Test func aLongTextDrawnInManyLeavesIsRefusedBeforeItIsDrawn() throws {
    var yaml =
      "style: plain\nconstrainedSize: {min: [0, 0], max: [400, .inf]}\nroot:\n  stack:\n    children:\n"
    yaml +=
      "      - &t {text: {string: \"\(String(repeating: "a ", count: 20_000))\", font: \"DejaVu Sans 1\"}}\n"
    yaml += String(repeating: "      - *t\n", count: 120)
    try Self.expectDrawnTextRefused(try DocumentRenderingTesting.document(yaml))
  }

  @Test func combiningMarksWeighTenEachInTheDrawnText() throws {
    // 60,000 scalars of clusters of 29 marks joined by a ZWJ: 284,000 as five a mark, 565,000 as ten.
    let unit =
      "a" + String(String.UnicodeScalarView((0x300..<0x31D).compactMap(Unicode.Scalar.init))) + "\u{200D}"
    let text = String(String(repeating: unit, count: 60_000 / 31 + 1).unicodeScalars.prefix(60_000))
    let yaml =
      "style: plain\nconstrainedSize: {min: [0, 0], max: [300, .inf]}\nroot: {text: {string: \"\(text)\"}}\n"
    let document = try DocumentRenderingTesting.document(yaml)
    _ = try document.checkedLayout()
    try Self.expectDrawnTextRefused(document)
  }

  @Test func aNarrowTextDrawnInManyLeavesIsChargedForItsLines() throws {
    // Laid out once (every leaf asks the same width); drawn fifty times, a thousand lines each time.
    var yaml = "style: plain\nscale: 1\nroot:\n  absolute:\n    children:\n"
    yaml +=
      "      - &t {style: {width: 1, layoutPosition: [0, 0]}, text: {string: \(String(repeating: "a", count: 1_000)), "
      + "font: \"DejaVu Sans 1\"}}\n"
    yaml += String(repeating: "      - *t\n", count: 49)
    let document = try DocumentRenderingTesting.document(yaml)
    _ = try document.checkedLayout()
    try Self.expectDrawnTextRefused(document)
  }
}

/// A figure draws its image leaves within a budget of pixels: one file is decoded once, but each leaf
/// showing it scales all of its pixels.
struct DrawnImageBudgetTests {
  @Test func oneLargeImageInManyLeavesIsRefusedBeforeItIsDrawn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "drawn-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Bitmap(width: 2_000, height: 2_000, fill: .white).pngData().write(
      to: folder.appendingPathComponent("p.png"))
    let leaves = String(
      repeating: "      - {style: {layoutPosition: [0, 0]}, image: {path: p.png, scale: 100}}\n", count: 70)
    let yaml = "style: plain\nroot:\n  absolute:\n    children:\n" + leaves
    let document = try DiagramDocument(
      yaml: yaml, file: "test.yaml", baseDirectory: folder, measurer: PangoContentMeasurer())
    #expect {
      _ = try document.image(as: .png)
    } throws: { error in
      "\(error)".contains("the figure's images draw more than \(Budgets.figureImagePixels) pixels together")
    }
  }
}
