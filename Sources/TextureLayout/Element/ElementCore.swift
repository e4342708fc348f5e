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
  /// The element's `keepsExactLengths`, kept here where a byte is free rather than in the element.
  var keepsExactLengths = false
}

/// The last few layouts an element calculated, each with what it was calculated for: a stack asks a child
/// for its layout at its basis, flexed and stretched, and a parent asked again asks its children again, so
/// one slot would be overwritten by the very answers asked for next (Taffy keeps several slots per node
/// for the same reason). The most recently used layout is kept apart from the others, so that an element
/// laid out at one range, as most are, holds one entry and an empty array.
///
/// A layout of the element itself is kept without its `element` reference (and rebuilt on a hit), so that
/// the element and its cache don't keep each other alive. It is a final class, so that a core without a
/// cached layout holds one word for it instead of the entries.
final class CachedLayout {
  /// What a layout was calculated for.
  struct Key {
    /// The range: for an element whose layout reads nothing but the range its style size resolves to
    /// (`LayoutElementBase.layoutReadsOnlyItsRange`), that resolved range, so that the ranges and parent
    /// sizes that resolve alike share a layout; for any other element, the range it received.
    var range: SizeRange
    /// The parent size the element received; `nil` when its layout reads only its range.
    var parentSize: CGSize?
    var grid: PixelGrid

    /// Equal ranges, grids and parent sizes, an undefined (NaN) parent dimension matching another.
    func matches(_ other: Key) -> Bool {
      guard range == other.range, grid == other.grid else { return false }
      switch (parentSize, other.parentSize) {
      case (nil, nil): return true
      case (let size?, let otherSize?):
        return Self.same(size.width, otherSize.width) && Self.same(size.height, otherSize.height)
      default: return false
      }
    }

    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
      a == b || (a.isNaN && b.isNaN)
    }
  }

  /// What is kept of a layout: its size and sublayouts when it is the owner's own and unplaced, as a
  /// calculated layout is, else the whole layout, boxed, since it is rare and would make every entry
  /// larger.
  fileprivate enum Stored {
    case own(size: CGSize, placement: LayoutPosition, sublayouts: [Layout])
    indirect case other(Layout)
  }

  /// A layout with what it was calculated for.
  struct Entry {
    let key: Key
    fileprivate let stored: Stored
  }

  /// How many layouts an element keeps: its basis, flexed and stretched layouts, and one more.
  static let slots = 4

  /// The most recently used entry.
  private var newest: Entry
  /// The others, most recently used first; at most `slots - 1`.
  private var older: [Entry] = []

  init(key: Key, layout: Layout, of owner: LayoutElementBase) {
    newest = Self.entry(key: key, layout: layout, of: owner)
  }

  private static func entry(key: Key, layout: Layout, of owner: LayoutElementBase) -> Entry {
    Entry(
      key: key,
      stored: layout.element === owner
        ? .own(size: layout.size, placement: layout.placement, sublayouts: layout.sublayouts)
        : .other(layout))
  }

  /// The layout kept for `key`, which becomes the most recently used, or `nil`.
  func layout(for key: Key, of owner: LayoutElementBase) -> Layout? {
    if !newest.key.matches(key) {
      guard !older.isEmpty, promote(key) else { return nil }
    }
    switch newest.stored {
    case .own(let size, let placement, let sublayouts):
      return Layout(element: owner, ceiledSize: size, placement: placement, sublayouts: sublayouts)
    case .other(let layout):
      return layout
    }
  }

  /// Makes the older entry for `key` the newest; false when there is none.
  private func promote(_ key: Key) -> Bool {
    guard let index = older.firstIndex(where: { $0.key.matches(key) }) else { return false }
    let hit = older.remove(at: index)
    older.insert(newest, at: 0)
    newest = hit
    return true
  }

  /// Keeps `layout` as the most recently used; returns the entry that no longer fits, which the caller
  /// releases once it has let go of the lock.
  func insert(key: Key, layout: Layout, of owner: LayoutElementBase) -> Entry? {
    older.insert(newest, at: 0)
    newest = Self.entry(key: key, layout: layout, of: owner)
    return older.count >= Self.slots ? older.removeLast() : nil
  }
}
