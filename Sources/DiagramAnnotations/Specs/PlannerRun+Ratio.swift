import DiagramValues
import Foundation
import TextureLayout

extension PlannerRun {
  /// Ratio specs: the height, as ratio × width.
  mutating func addRatios() {
    let shown = elements.indices.filter { index in
      elements[index].spec == .ratio && shows(.ratio, index) && admits([.ratio], .authored, about: [index])
    }
    // Ratios alike under one stack (a grid of square swatches, a strip of 4:3 thumbnails) are said once,
    // on the first: `ratio 1 × 58.5pt → 58.5pt, each of 10`.
    var alike: [String: [Int]] = [:]
    for index in shown {
      guard let row = nearestStack(above: index) else { continue }
      alike["\(row) \(ratioText(index))", default: []].append(index)
    }
    for index in shown {
      let members = nearestStack(above: index).flatMap { alike["\($0) \(ratioText(index))"] } ?? [index]
      guard members.first == index else { continue }
      canvas.subject = index
      let frame = elements[index].frame
      let text = ratioText(index) + (members.count > 1 ? ", each of \(members.count)" : "")
      // The height is the ratio's, shown by it once: the steps after it leave the extent alone.
      var placements: [DimensionRequest.Placement] = []
      for fraction in [0.5, 0.3, 0.7] as [CGFloat] where frame.width >= 12 {
        placements.append(.init(cross: frame.minX + frame.width * fraction, extensionStarts: nil, outward: 1))
      }
      placements += DimensionRequest.tiers(
        preferring: 1, crossRange: (frame.minX, frame.maxX),
        starts: { side in [side > 0 ? frame.maxX : frame.minX, side > 0 ? frame.maxX : frame.minX] },
        metrics: metrics, beyond: drawingCross(.vertical))
      if canvas.place(
        DimensionRequest(
          axis: .vertical,
          segments: [.init(from: frame.minY, to: frame.maxY, text: text, role: .annotation(.ratio))],
          placements: placements, what: "ratio of \(describe(index))", measured: frame))
      {
        shownExtents.insert(Extent(.vertical, frame.minY, frame.maxY))
      }
    }
  }

  /// A ratio spec's value as the figure says it: the recorded ratio and what it made of the width.
  private func ratioText(_ index: Int) -> String {
    let frame = elements[index].frame
    var ratio = frame.width > 0 ? frame.height / frame.width : 0
    if case .ratio(let recorded, _) = elements[index].sizing?.contribution { ratio = recorded }
    return ValueText.ratio(ratio, height: frame.height, width: frame.width)
  }
}
