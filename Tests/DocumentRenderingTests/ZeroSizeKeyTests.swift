import DocumentRendering
import Foundation
import LayoutDocument
import Testing
import TextureLayout

/// A named element laid out at zero is drawn as nothing, so the figure's key says why, in the words of the
/// layout diagnostics' finding about it.
struct ZeroSizeKeyTests {
  @Test func theKeySaysWhyAColumnIsZero() throws {
    let yaml = """
      constrainedSize: {min: [0, 0], max: [300, .inf]}
      root:
        name: row
        stack:
          direction: horizontal
          children:
            - {name: column, style: {flexBasis: 0, flexGrow: 1}, box: {size: [10, 10]}}
            - {name: label, text: {string: Hello}}
      """
    // The key's lines read as one text: a note wider than the key's column wraps.
    let texts = try DocumentRenderingTesting.labels(of: yaml).joined(separator: " ")
    #expect(
      texts.contains("column: 0pt wide: its flexBasis is 0pt and flexGrow 1 had nothing to grow into"),
      "\(texts)")
  }

  @Test func theKeySaysWhatTheDiagnosticsWarnAbout() throws {
    let yaml = """
      root:
        name: button
        style: {height: 48}
        background: {child: {box: {size: [60, 16]}}, background: {box: {}}}
      """
    let texts = try DocumentRenderingTesting.labels(of: yaml).joined(separator: " ")
    #expect(
      texts.contains(
        "button: style.height 48pt is ignored: a background spec does not apply its own size, so it came out "
          + "16pt tall"),
      "\(texts)")
  }
}
