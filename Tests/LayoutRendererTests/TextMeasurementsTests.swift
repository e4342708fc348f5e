import Foundation
import Testing
import TextureLayout

@testable import LayoutRenderer

/// Texts measured once: a document that repeats one text (aliases, lists of equal rows) lays it out in
/// Pango once per width, however many leaves show it.
struct TextMeasurementsTests {
  @Test func aMeasurementIsKeptForItsWidthOnly() {
    let measurements = TextMeasurements()
    let key = TextMeasurements.Key(
      string: "row", font: "DejaVu Sans 14", maxLines: 0, truncation: .tail, alignment: .left, width: 120)
    #expect(measurements.kept(key) == nil)
    measurements.keep(
      PangoTextContent.Measurement(size: CGSize(width: 30, height: 17), lineCount: 1), for: key)
    #expect(measurements.kept(key)?.size == CGSize(width: 30, height: 17))
    var wider = key
    wider.width = 200
    #expect(measurements.kept(wider) == nil)
  }

  @Test func textContentKeepsItsMeasurementInTheSharedCache() {
    // A string no other test measures, so that the shared cache cannot already hold it.
    let string = "measured once \(UUID().uuidString)"
    let key = TextMeasurements.Key(
      string: string, font: "DejaVu Sans 14", maxLines: 0, truncation: .tail, alignment: .left, width: 150)
    #expect(!TextMeasurements.shared.keeps(key))
    let size = PangoTextContent(string: string).sizeThatFits(CGSize(width: 150, height: CGFloat.infinity))
    #expect(TextMeasurements.shared.keeps(key))
    let again = PangoTextContent(string: string).sizeThatFits(CGSize(width: 150, height: CGFloat.infinity))
    #expect(again == size)
  }
}

/// A measurement the pass's text budget cuts short is not kept: a later pass with room for it measures it
/// whole instead of reading a cut one.
struct TextBudgetMeasurementTests {
  @Test func aMeasurementCutShortByTheBudgetIsNotKept() {
    let string = String(repeating: "a", count: 4_000) + UUID().uuidString
    let content = PangoTextContent(string: string, font: "DejaVu Sans 12")
    let narrow = CGSize(width: 1, height: CGFloat.infinity)
    let work = LayoutWork(limit: 1_000, textLimit: 1_000_000, wrappedLineLimit: 1_000)
    let cut = LayoutWork.withCurrent(work) { content.sizeThatFits(narrow) }
    #expect(work.isTextSpent)
    #expect(cut == .zero)
    let key = TextMeasurements.Key(
      string: string, font: "DejaVu Sans 12", maxLines: 0, truncation: .tail, alignment: .left, width: 1)
    #expect(TextMeasurements.shared.kept(key) == nil)
    #expect(content.sizeThatFits(narrow).height > 1_000)
    #expect(TextMeasurements.shared.kept(key)?.lineCount ?? 0 > 1_000)
  }
}
