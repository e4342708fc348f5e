import Foundation

/// What a piece of planned geometry is, for the collision rules: a label keeps clear of every kind.
public enum ObstacleKind: String, Hashable, Sendable, CaseIterable {
  /// A label's plate.
  case label
  /// An element's edge.
  case edge
  /// A dimension, extension or baseline line.
  case line
  /// An arrowhead.
  case arrowhead
  /// A leader from a label to what it names.
  case leader
  /// Text or an image drawn by an element.
  case content
}

/// Obstacle kinds as bits, so that the test in every collision check costs no hashing.
struct ObstacleKinds {
  private var bits: UInt8 = 0

  init(_ kinds: Set<ObstacleKind>) {
    for kind in kinds { bits |= Self.bit(kind) }
  }

  /// Every kind.
  static let all = ObstacleKinds(Set(ObstacleKind.allCases))

  func contains(_ kind: ObstacleKind) -> Bool { bits & Self.bit(kind) != 0 }

  private static func bit(_ kind: ObstacleKind) -> UInt8 {
    switch kind {
    case .label: 1
    case .edge: 2
    case .line: 4
    case .arrowhead: 8
    case .leader: 16
    case .content: 32
    }
  }
}

/// The planned geometry so far, in a grid of buckets, so that checking a candidate costs the shapes near
/// it rather than all of them.
struct ObstacleIndex {
  private struct Entry {
    let shape: Shape
    let kind: ObstacleKind
  }

  /// The side of a bucket, in points: a shape is checked against the buckets its bounds cover, so a bucket
  /// much smaller than the shapes checked makes each check visit hundreds of buckets.
  private let cellSize: CGFloat
  private var entries: [Entry] = []
  private var buckets: [Int64: [Int]] = [:]
  private var oversized: [Int] = []

  init(cellSize: CGFloat = 24) {
    self.cellSize = cellSize
  }

  /// Adds a shape.
  mutating func insert(_ shape: Shape, kind: ObstacleKind) {
    let index = entries.count
    entries.append(Entry(shape: shape, kind: kind))
    guard let cells = cells(covering: shape.bounds) else { return oversized.append(index) }
    for cell in cells { buckets[cell, default: []].append(index) }
  }

  /// Whether `shape` overlaps any shape of the given kinds.
  func collides(_ shape: Shape, with kinds: ObstacleKinds) -> Bool {
    containsEntry(near: shape.bounds) { kinds.contains($0.kind) && $0.shape.intersects(shape) }
  }

  /// Whether an entry whose cells meet `region` passes `test`: the buckets the region covers, and the
  /// shapes too large for buckets.
  private func containsEntry(near region: CGRect, where test: (Entry) -> Bool) -> Bool {
    let tested = { (index: Int) in test(entries[index]) }
    if oversized.contains(where: tested) { return true }
    guard let cells = cells(covering: region) else { return entries.indices.contains(where: tested) }
    for cell in cells where buckets[cell]?.contains(where: tested) == true { return true }
    return false
  }

  /// Whether a line of the given kinds already runs along the axis-aligned segment `a`–`b`: on the same
  /// line within a point across, overlapping it by more than a point along. Crossing lines are allowed
  /// (a chain's extension lines cross its dimension line); lines drawn over each other read as one.
  func runsAlong(_ a: CGPoint, _ b: CGPoint, with kinds: ObstacleKinds) -> Bool {
    let vertical = abs(a.x - b.x) < 0.01
    guard vertical || abs(a.y - b.y) < 0.01 else { return false }
    let region = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
      .insetBy(dx: -1, dy: -1)
    return containsEntry(near: region) { entry in
      guard kinds.contains(entry.kind), case .segment(let c, let d, _) = entry.shape else { return false }
      if vertical {
        guard abs(c.x - d.x) < 0.01, abs(c.x - a.x) < 1 else { return false }
        return min(max(a.y, b.y), max(c.y, d.y)) - max(min(a.y, b.y), min(c.y, d.y)) > 1
      }
      guard abs(c.y - d.y) < 0.01, abs(c.y - a.y) < 1 else { return false }
      return min(max(a.x, b.x), max(c.x, d.x)) - max(min(a.x, b.x), min(c.x, d.x)) > 1
    }
  }

  private func cells(covering rect: CGRect) -> [Int64]? {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
      max(abs(rect.minX), abs(rect.minY), abs(rect.maxX), abs(rect.maxY)) < 1e7
    else { return nil }
    let columns = Int((rect.minX / cellSize).rounded(.down))...Int((rect.maxX / cellSize).rounded(.down))
    let rows = Int((rect.minY / cellSize).rounded(.down))...Int((rect.maxY / cellSize).rounded(.down))
    guard columns.count * rows.count <= 16_384 else { return nil }
    var cells: [Int64] = []
    cells.reserveCapacity(columns.count * rows.count)
    for row in rows {
      for column in columns { cells.append(Int64(row) << 32 | Int64(UInt32(bitPattern: Int32(column)))) }
    }
    return cells
  }
}
