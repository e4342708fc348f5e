import DiagramValues
import Foundation

/// A label to place: its text and style, the point it describes, and where it would like to sit.
struct LabelRequest {
  /// A spot a label may take: its center, and whether it then needs a leader line to its subject.
  struct Candidate {
    /// The center of the plate.
    let center: CGPoint
    /// Whether a leader line runs from the plate to the subject.
    let needsLeader: Bool
  }

  /// The text.
  let text: String
  /// The Pango font description.
  let font: String
  /// The text color.
  let color: RGBAColor
  /// The point the label describes: the end of its leader line.
  let subject: CGPoint
  /// Spots to try in order before searching around the subject.
  let candidates: [Candidate]
}

/// Places labels so that no two overlap: each label takes its first free candidate spot, else the nearest
/// free spot on rings around its subject (with a leader line), else the next free spot of a legend that
/// flows in rows below everything placed so far.
struct LabelPlacer {
  private var placed = RectIndex(cellSize: 32)
  private let padding: CGFloat
  /// Everything placed or avoided so far.
  private var extent = CGRect.null
  /// The legend's area and where its next label goes, once a label has needed it.
  private var legend: (bounds: CGRect, cursor: CGPoint, rowHeight: CGFloat)?
  /// Plate sizes already measured, by font and text: a label is measured once though it is sized before it
  /// is placed, and repeated values (`10pt` on four edges) once in all.
  private let measured = MeasuredPlates()

  /// A placer whose plates have `padding` around their text.
  init(padding: CGFloat) {
    self.padding = padding
  }

  /// Keeps labels off `rects` (small elements that labels would hide).
  mutating func avoid(_ rects: [CGRect]) {
    for rect in rects { remember(rect) }
  }

  private mutating func remember(_ rect: CGRect) {
    placed.insert(rect)
    extent = extent.union(rect)
  }

  /// The plate size of `request`, measured with Pango.
  func plateSize(of request: LabelRequest) -> CGSize {
    let key = MeasuredPlates.Key(font: request.font, text: request.text)
    if let size = measured.sizes[key] { return size }
    let text = PangoTextContent(string: request.text, font: request.font)
    let size = text.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
    let plate = CGSize(width: size.width + 2 * padding, height: size.height + 2 * padding)
    measured.sizes[key] = plate
    return plate
  }

  /// Places a label and remembers its plate.
  mutating func place(_ request: LabelRequest) -> PlacedLabel {
    let size = plateSize(of: request)
    let spot = freeSpot(for: request, size: size) ?? legendSpot(size: size)
    let plate = CGRect(
      x: spot.center.x - size.width / 2, y: spot.center.y - size.height / 2, width: size.width,
      height: size.height)
    remember(plate)
    return PlacedLabel(
      text: request.text, font: request.font, color: request.color, plate: plate,
      textFrame: plate.insetBy(dx: padding, dy: padding),
      leaderTarget: spot.needsLeader ? request.subject : nil)
  }

  private func isFree(_ center: CGPoint, size: CGSize) -> Bool {
    let plate = CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    return !placed.intersects(plate.insetBy(dx: -1, dy: -1))
  }

  private func freeSpot(for request: LabelRequest, size: CGSize) -> LabelRequest.Candidate? {
    if let candidate = request.candidates.first(where: { isFree($0.center, size: size) }) {
      return candidate
    }
    let step = size.height + 2
    let directions = 16
    for ring in 1...40 {
      let distance = CGFloat(ring) * step
      for index in 0..<directions {
        let angle = -CGFloat.pi / 2 + CGFloat(index) * 2 * .pi / CGFloat(directions)
        let center = CGPoint(
          x: request.subject.x + cos(angle) * (distance + size.width / 2),
          y: request.subject.y + sin(angle) * (distance + size.height / 2))
        if isFree(center, size: size) { return .init(center: center, needsLeader: true) }
      }
    }
    return nil
  }

  /// The next free spot of the legend: rows as wide as everything placed when the legend began (at least
  /// 240 points), below all of it. A spot taken meanwhile by another label is skipped, and each row lies
  /// lower than the last, so a free spot is always found.
  private mutating func legendSpot(size: CGSize) -> LabelRequest.Candidate {
    var legend =
      self.legend
      ?? {
        let bounds = extent.isNull ? CGRect(x: 0, y: 0, width: 0, height: 0) : extent
        return (bounds, CGPoint(x: bounds.minX, y: bounds.maxY + 4), 0)
      }()
    let rowEnd = legend.bounds.minX + max(legend.bounds.width, 240)
    while true {
      if legend.cursor.x > legend.bounds.minX, legend.cursor.x + size.width > rowEnd {
        legend.cursor = CGPoint(x: legend.bounds.minX, y: legend.cursor.y + legend.rowHeight + 2)
        legend.rowHeight = 0
      }
      let center = CGPoint(x: legend.cursor.x + size.width / 2, y: legend.cursor.y + size.height / 2)
      legend.cursor.x += size.width + 4
      legend.rowHeight = max(legend.rowHeight, size.height)
      if isFree(center, size: size) {
        self.legend = legend
        return .init(center: center, needsLeader: true)
      }
    }
  }
}

/// The plate sizes one placer has measured; a reference so that measuring stays a non-mutating question.
private final class MeasuredPlates {
  struct Key: Hashable {
    let font: String
    let text: String
  }

  var sizes: [Key: CGSize] = [:]
}
