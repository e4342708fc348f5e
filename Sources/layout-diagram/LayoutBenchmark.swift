import Foundation
import LayoutDocument
import LayoutRenderer
import TextureLayout

/// Times the layout of a document: `bench`'s measurements.
struct LayoutBenchmark: Sendable {
  /// Elements in the document.
  var elements: Int
  /// Median time of one full layout of a freshly built tree.
  var coldNanoseconds: UInt64
  /// Median time of one relayout at the same constrained size.
  var warmNanoseconds: UInt64
  /// Median time of one relayout after the root's max width grew by one point.
  var resizedNanoseconds: UInt64
  /// How many times the document was laid out each way.
  var runs: Int

  /// Lays out `source` `iterations` times each way, or fewer when another run would end past `deadline`
  /// (trees built included): a large document asked for many runs ends in bounded time, its medians over
  /// the runs made (at least one). Each cold run builds a fresh tree first (untimed). The YAML tree is released once the last
  /// tree is built, before its layouts, so that the peak memory of one iteration is that of the document's
  /// elements and layouts, as in a render.
  init(
    source: consuming DocumentSource, baseDirectory: URL, measurer: any ContentMeasuring, iterations: Int,
    deadline: ContinuousClock.Instant = .now.advanced(by: .seconds(600))
  ) throws(DocumentError) {
    let clock = ContinuousClock()
    let runs = max(1, iterations)
    var source: DocumentSource? = consume source
    var cold: [UInt64] = []
    var warm: [UInt64] = []
    var resized: [UInt64] = []
    var elementCount = 0
    var oneRun = Duration.zero
    for run in 0..<runs {
      // No run is started that one like the last would carry past the deadline.
      let started = clock.now
      if run > 0, started.advanced(by: oneRun) > deadline { break }
      let document = try DiagramDocument(source: source!, baseDirectory: baseDirectory, measurer: measurer)
      if run == runs - 1 { source = nil }
      // Cold: no text measured before, as in a first layout (the measurements are kept per process).
      PangoTextContent.forgetMeasurements()
      elementCount = document.elementCount
      let range = document.constrainedSize
      var laidOut = CGSize.zero
      cold.append(Self.time { laidOut = document.layout(in: range).size })
      warm.append(Self.time { _ = document.layout(in: range) })
      let grown = Self.resized(range, laidOut: laidOut)
      resized.append(Self.time { _ = document.layout(in: grown) })
      oneRun = clock.now - started
    }
    self.runs = cold.count
    elements = elementCount
    coldNanoseconds = Self.median(cold)
    warmNanoseconds = Self.median(warm)
    resizedNanoseconds = Self.median(resized)
  }

  /// `{"elements": N, "coldNanoseconds": …, "warmNanoseconds": …, "resizedNanoseconds": …, "runs": N}`.
  var json: String {
    "{\"elements\": \(elements), \"coldNanoseconds\": \(coldNanoseconds), "
      + "\"warmNanoseconds\": \(warmNanoseconds), \"resizedNanoseconds\": \(resizedNanoseconds), "
      + "\"runs\": \(runs)}\n"
  }

  /// The range a resize lays out in: the max width one point wider. A max width without bound grows by
  /// nothing, and its relayout would be a cache hit timed as a resize; the resize is then to one point
  /// wider than the width the layout took, a bound the layout must answer again.
  static func resized(_ range: SizeRange, laidOut: CGSize) -> SizeRange {
    var grown = range
    grown.max.width = range.max.width.isFinite ? range.max.width + 1 : laidOut.width + 1
    grown.min.width = min(grown.min.width, grown.max.width)
    return grown
  }

  private static func time(_ body: () -> Void) -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return DispatchTime.now().uptimeNanoseconds - start
  }

  private static func median(_ values: [UInt64]) -> UInt64 {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }
}
