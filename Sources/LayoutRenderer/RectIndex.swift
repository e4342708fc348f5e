import Foundation

/// Rectangles bucketed by the cells of a square grid they cover, so that asking whether a rectangle meets
/// any of them looks only at its neighbours.
struct RectIndex {
  private let cellSize: CGFloat
  private var rects: [CGRect] = []
  private var cells: [Cell: [Int]] = [:]
  /// Rectangles too large or too far out to bucket, checked one by one.
  private var unbucketed: [Int] = []

  private struct Cell: Hashable {
    let column: Int
    let row: Int
  }

  /// An empty index whose cells are `cellSize` points square.
  init(cellSize: CGFloat) {
    self.cellSize = cellSize
  }

  /// Adds a rectangle.
  mutating func insert(_ rect: CGRect) {
    let index = rects.count
    rects.append(rect)
    guard let covered = cells(covering: rect) else { return unbucketed.append(index) }
    for cell in covered { cells[cell, default: []].append(index) }
  }

  /// Whether any rectangle intersects `rect`.
  func intersects(_ rect: CGRect) -> Bool {
    if unbucketed.contains(where: { rects[$0].intersects(rect) }) { return true }
    guard let covered = cells(covering: rect) else { return rects.contains { $0.intersects(rect) } }
    return covered.contains { cell in
      cells[cell]?.contains { rects[$0].intersects(rect) } ?? false
    }
  }

  /// The cells `rect` covers, or `nil` when it is not finite or spans too many cells to list.
  private func cells(covering rect: CGRect) -> [Cell]? {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
      max(abs(rect.minX), abs(rect.minY), abs(rect.maxX), abs(rect.maxY)) < 1e9
    else { return nil }
    let firstColumn = Int((rect.minX / cellSize).rounded(.down))
    let lastColumn = Int((rect.maxX / cellSize).rounded(.down))
    let firstRow = Int((rect.minY / cellSize).rounded(.down))
    let lastRow = Int((rect.maxY / cellSize).rounded(.down))
    guard (lastColumn - firstColumn + 1) * (lastRow - firstRow + 1) <= 64 else { return nil }
    return (firstRow...lastRow).flatMap { row in
      (firstColumn...lastColumn).map { Cell(column: $0, row: row) }
    }
  }
}
