import Foundation
import Testing

@testable import LayoutRenderer

/// Texts measured once: a document that repeats one text (aliases, lists of equal rows) lays it out in
/// Pango once per width, however many leaves show it.
struct TextMeasurementsTests {
  @Test func aTextIsMeasuredOnceForEachWidth() {
    let measurements = TextMeasurements()
    let key = TextMeasurements.Key(
      string: "row", font: "DejaVu Sans 14", maxLines: 0, truncation: .tail, alignment: .left, width: 120)
    var calls = 0
    let measure = {
      calls += 1
      return PangoTextContent.Measurement(size: CGSize(width: 30, height: 17), baselines: nil)
    }
    let first = measurements.measurement(for: key, measure)
    let second = measurements.measurement(for: key, measure)
    var wider = key
    wider.width = 200
    _ = measurements.measurement(for: wider, measure)
    #expect(calls == 2)
    #expect(second.size == first.size)
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
