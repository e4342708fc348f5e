import Foundation

/// Where a layout sits in its parent, or that no parent has placed it yet (Texture's `ASPointNull`).
///
/// A position is a point, and "not placed" is one particular point no arithmetic makes: a quiet NaN with a
/// payload of its own in both coordinates. An optional point would carry a tag and make every layout, in
/// every sublayouts array and cached layout, a word larger; this type keeps a point's size and says what it
/// holds. A NaN that arithmetic made (an infinite inset on both sides in an unbounded range) stays a
/// position, as in Texture, and flows on through the sums.
struct LayoutPosition: Sendable {
  /// The coordinates, or the marker of no position.
  private var stored: CGPoint

  /// The bits of both coordinates of no position.
  private static let unplacedBits: UInt = 0x7FF8_0000_004C_4159

  /// No position: the layout has not been placed in a parent. (Computed, not stored: a constant the
  /// compiler folds, where a stored static would be checked for its one-time initialization on every
  /// layout made.)
  static var unplaced: LayoutPosition {
    LayoutPosition(
      stored: CGPoint(x: CGFloat(bitPattern: unplacedBits), y: CGFloat(bitPattern: unplacedBits)))
  }

  private init(stored: CGPoint) {
    self.stored = stored
  }

  /// A placed position at `point` (whatever its coordinates, NaN included).
  init(_ point: CGPoint) {
    stored = point
  }

  /// Whether no parent has placed the layout.
  var isUnplaced: Bool {
    stored.x.bitPattern == Self.unplacedBits && stored.y.bitPattern == Self.unplacedBits
  }

  /// The point, or `nil` when unplaced.
  var point: CGPoint? { isUnplaced ? nil : stored }

  /// The origin a frame is drawn from: a coordinate that is not finite (no position, or an infinity that
  /// arithmetic made) reads as zero, as `ASLayout`'s frame does.
  var frameOrigin: CGPoint {
    CGPoint(x: stored.x.isFinite ? stored.x : 0, y: stored.y.isFinite ? stored.y : 0)
  }
}
