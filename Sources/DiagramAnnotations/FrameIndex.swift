import Foundation

/// The elements' frames in a grid of buckets, so that asking which elements lie near a place costs the
/// elements near it rather than all of them: a figure of thousands of elements asks once per element.
struct FrameIndex {
  private let frames: [CGRect]
  private let cellSize: CGFloat
  private var buckets: [Int64: [Int]] = [:]
  /// Frames that cover too many cells to bucket (the root, a screen-wide row): tested every time.
  private var oversized: [Int] = []
  private static let mostCellsPerFrame = 64

  /// An index of `frames` in cells of `cellSize` points: about the size of the regions asked about, so
  /// that a question visits a few cells.
  init(_ frames: [CGRect], cellSize: CGFloat) {
    self.frames = frames
    self.cellSize = max(cellSize, 1)
    for (index, frame) in frames.enumerated() {
      guard let cells = cells(covering: frame, atMost: Self.mostCellsPerFrame) else {
        oversized.append(index)
        continue
      }
      for cell in cells { buckets[cell, default: []].append(index) }
    }
  }

  /// The indices of the frames that meet `region`, in no particular order.
  func indices(meeting region: CGRect) -> [Int] {
    // A region of more cells than there are frames is answered faster by testing every frame.
    guard let cells = cells(covering: region, atMost: max(Self.mostCellsPerFrame, frames.count)) else {
      return frames.indices.filter { frames[$0].meets(region) }
    }
    var found = oversized.filter { frames[$0].meets(region) }
    for cell in cells {
      for index in buckets[cell] ?? [] where frames[index].meets(region) {
        // A frame in several of the cells is reported from one: the cell of its overlap's corner.
        let frame = frames[index]
        let corner = CGPoint(x: max(frame.minX, region.minX), y: max(frame.minY, region.minY))
        if key(of: corner) == cell { found.append(index) }
      }
    }
    return found
  }

  private func key(of point: CGPoint) -> Int64 {
    Self.key(
      column: Int64((point.x / cellSize).rounded(.down)), row: Int64((point.y / cellSize).rounded(.down)))
  }

  private static func key(column: Int64, row: Int64) -> Int64 { column << 32 ^ (row & 0xFFFF_FFFF) }

  /// The cells `rect` covers, or `nil` when it covers more than `limit` (or is not finite).
  private func cells(covering rect: CGRect, atMost limit: Int) -> [Int64]? {
    guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
      return nil
    }
    let columns = (rect.minX / cellSize).rounded(.down)...(rect.maxX / cellSize).rounded(.down)
    let rows = (rect.minY / cellSize).rounded(.down)...(rect.maxY / cellSize).rounded(.down)
    guard
      (columns.upperBound - columns.lowerBound + 1) * (rows.upperBound - rows.lowerBound + 1)
        <= CGFloat(limit), abs(columns.lowerBound) < 1e9, abs(rows.lowerBound) < 1e9,
      abs(columns.upperBound) < 1e9, abs(rows.upperBound) < 1e9
    else { return nil }
    var cells: [Int64] = []
    for column in Int64(columns.lowerBound)...Int64(columns.upperBound) {
      for row in Int64(rows.lowerBound)...Int64(rows.upperBound) {
        cells.append(column << 32 ^ (row & 0xFFFF_FFFF))
      }
    }
    return cells
  }
}
