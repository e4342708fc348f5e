import Foundation

/// The part of an element that its children point at: its lock, its cached layout and the link to its
/// parent's core.
///
/// It is an object apart from the element so that a child's link up can be strong without keeping the
/// parent element alive: a child holds its parent's core, never the parent. A weak link would cost every
/// parent a side table and route all retains of the weakly referenced object through it. The
/// link down, from a cached layout to the children's elements, would close a cycle through the children's
/// links up; the element breaks it by clearing its core's cached layout when it goes (`LayoutElementBase`'s
/// `deinit`), and a core outlives its element only as long as a child still links to it, holding nothing.
///
/// It is kept small: the lock and the generation share a word, and the cached
/// layout is an object of its own, which an element that never caches (a plain leaf) never allocates.
final class ElementCore: @unchecked Sendable {
  /// Guards the core and all of its element's mutable state.
  let lock = ElementLock()
  /// Counts invalidations, so that a layout calculated across one is not cached. It wraps around; a
  /// calculation would have to span 2³² invalidations to be mistaken for a current one.
  var generation: UInt32 = 0
  /// The last layout the element calculated, if it is still valid.
  var cachedLayout: CachedLayout?
  /// The core of the element whose layout contains this element's.
  var parent: ElementCore?
}

/// The last layout an element calculated, with what it was calculated for.
///
/// A layout of the element itself is kept without its `element` reference (and rebuilt on a hit), so that
/// the element and its cache don't keep each other alive. It is a final class, so that a core without a
/// cached layout holds one word for it instead of the whole entry.
final class CachedLayout {
  struct Key {
    var constrainedSize: SizeRange
    var parentSize: CGSize
    var grid: PixelGrid

    /// Equal ranges, grids and parent sizes, an undefined (NaN) parent dimension matching another.
    func matches(_ other: Key) -> Bool {
      constrainedSize == other.constrainedSize && grid == other.grid
        && Self.same(parentSize.width, other.parentSize.width)
        && Self.same(parentSize.height, other.parentSize.height)
    }

    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
      a == b || (a.isNaN && b.isNaN)
    }
  }

  /// What is kept of the layout: its parts when it is the owner's own, else the whole layout, boxed, since
  /// it is rare and would make every entry larger.
  private enum Stored {
    case own(size: CGSize, placement: LayoutPosition, sublayouts: [Layout])
    indirect case other(Layout)
  }

  let key: Key
  private let stored: Stored

  init(key: Key, layout: Layout, of owner: LayoutElementBase) {
    self.key = key
    stored =
      layout.element === owner
      ? .own(size: layout.size, placement: layout.placement, sublayouts: layout.sublayouts)
      : .other(layout)
  }

  func layout(for key: Key, of owner: LayoutElementBase) -> Layout? {
    guard self.key.matches(key) else { return nil }
    switch stored {
    case .own(let size, let placement, let sublayouts):
      return Layout(element: owner, ceiledSize: size, placement: placement, sublayouts: sublayouts)
    case .other(let layout):
      return layout
    }
  }
}
