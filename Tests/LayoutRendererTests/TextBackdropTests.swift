import DiagramValues
import Foundation
import Testing
import TextureLayout

@testable import LayoutRenderer

/// A text that would vanish into what lies under it (a dark app's white text on the white canvas) gets a
/// neutral backdrop; a text that reads where it is gets none.
struct TextBackdropTests {
  @Test func whiteTextOnTheWhiteCanvasGetsADarkBackdrop() throws {
    let backdrop = try #require(TextBackdrop.backdrop(for: .white, over: .white))
    #expect(TextBackdrop.luminance(backdrop) < 0.2)
  }

  @Test func darkTextOnADarkFillGetsALightBackdrop() throws {
    let navy = RGBAColor(red: 0.1, green: 0.12, blue: 0.2)
    let backdrop = try #require(TextBackdrop.backdrop(for: .black, over: navy))
    #expect(TextBackdrop.luminance(backdrop) > 0.6)
  }

  @Test func textThatReadsGetsNone() {
    #expect(TextBackdrop.backdrop(for: .black, over: .white) == nil)
    #expect(TextBackdrop.backdrop(for: .white, over: RGBAColor(red: 0.1, green: 0.12, blue: 0.2)) == nil)
    // A transparent canvas (the dark appearance) is not known to be under anything.
    #expect(TextBackdrop.backdrop(for: .white, over: nil) == nil)
  }

  @Test func whatLiesUnderATextIsItsNearestFilledAncestorOrLayer() throws {
    // A background spec: its layer (filled) painted before its content, the text.
    let fill = RGBAColor(red: 0.11, green: 0.11, blue: 0.12)
    let layer = PaintedElement(
      element: DisplayNode(), frame: CGRect(x: 0, y: 0, width: 60, height: 30), parent: 0,
      appearance: ElementAppearance(fill: fill))
    var root = PaintedElement(
      element: DisplayNode(), frame: CGRect(x: 0, y: 0, width: 60, height: 30), parent: nil,
      appearance: .none)
    let text = PaintedElement(
      element: DisplayNode(), frame: CGRect(x: 4, y: 4, width: 40, height: 20), parent: 0, appearance: .none)
    root.children = [1, 2]
    let elements = [root, layer, text]
    #expect(TextBackdrop.under(2, in: elements, background: .white) == fill)
    #expect(TextBackdrop.under(1, in: elements, background: .white) == .white)
  }

  @Test func underATextLaidOverADrawingOfItsOwnNothingIsKnown() {
    // An overlay: a wallpaper (a spec holding a filled photo) drawn first, the text over it.
    var root = PaintedElement(
      element: DisplayNode(), frame: CGRect(x: 0, y: 0, width: 60, height: 30), parent: nil, appearance: .none
    )
    var wallpaper = PaintedElement(
      element: DisplayNode(), frame: CGRect(x: 0, y: 0, width: 60, height: 30), parent: 0, appearance: .none)
    let photo = PaintedElement(
      element: DisplayNode(), frame: CGRect(x: 0, y: 0, width: 60, height: 30), parent: 1,
      appearance: ElementAppearance(fill: RGBAColor(red: 0.1, green: 0.2, blue: 0.5)))
    let text = PaintedElement(
      element: DisplayNode(), frame: CGRect(x: 4, y: 4, width: 40, height: 20), parent: 0, appearance: .none)
    wallpaper.children = [2]
    root.children = [1, 3]
    #expect(TextBackdrop.under(3, in: [root, wallpaper, photo, text], background: .white) == nil)
  }
}

/// A benchmark's cold layout shapes its texts afresh: the measurements the process kept can be let go.
struct ForgottenMeasurementsTests {
  @Test func forgettingLetsGoOfEveryKeptMeasurement() {
    let text = PangoTextContent(string: "a text to measure once", font: "DejaVu Sans 13")
    _ = text.sizeThatFits(CGSize(width: 77, height: CGFloat.infinity))
    let key = TextMeasurements.Key(
      string: text.string, font: text.font, maxLines: text.maxLines, truncation: text.truncation,
      alignment: text.alignment, isMarkup: text.isMarkup, width: 77)
    #expect(TextMeasurements.shared.keeps(key))
    PangoTextContent.forgetMeasurements()
    #expect(!TextMeasurements.shared.keeps(key))
  }
}
