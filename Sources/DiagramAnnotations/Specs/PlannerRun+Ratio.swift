import DiagramValues
import Foundation
import TextureLayout

extension PlannerRun {
  /// Ratio specs: the height, as ratio × width.
  mutating func addRatios() {
    for index in elements.indices
    where elements[index].spec == .ratio && shows(.ratio, index)
      && admits([.ratio], .authored, about: [index])
    {
      canvas.subject = index
      let frame = elements[index].frame
      var ratio = frame.width > 0 ? frame.height / frame.width : 0
      if case .ratio(let recorded, _) = elements[index].sizing?.contribution { ratio = recorded }
      let text = ValueText.ratio(ratio, height: frame.height, width: frame.width)
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
}
