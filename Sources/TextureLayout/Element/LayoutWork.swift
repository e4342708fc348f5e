import Foundation
import Synchronization

/// A budget of element layouts for one layout pass.
///
/// Texture keeps one layout per node, so a stack that measures a flexible child twice (at its basis, then
/// flexed) makes nested flexible stacks lay their leaves out a number of times that grows exponentially
/// with the depth, at sizes that differ in the last bits and so never hit the cache. The engine does as
/// Texture does; a caller that lays out input it does not trust binds a budget, and once it is spent every
/// further layout is the empty layout of its range, so that the pass ends at once and the caller reports
/// the budget instead of running for minutes.
public final class LayoutWork: Sendable {
  private let remaining: Atomic<Int>
  private let textRemaining: Atomic<Int>
  private let wrappedLinesRemaining: Atomic<Int>
  /// The element layouts the budget allowed.
  public let limit: Int
  /// The characters of text the pass may shape afresh, `nil` for no bound: a text is measured again at
  /// each width it is offered, and one long text offered hundreds of widths (an alias in wrappers of
  /// different widths) would be shaped hundreds of times.
  public let textLimit: Int?

  /// The lines wrapping may add to texts in the pass, `nil` for no bound: Pango breaks and shapes every
  /// wrapped line again at its ends, so a line costs tens of characters' shaping, and a long text in a
  /// narrow column costs by its lines, not by its characters.
  public let wrappedLineLimit: Int?

  /// A budget of `limit` element layouts, `textLimit` characters shaped and `wrappedLineLimit` lines
  /// made by wrapping.
  public init(limit: Int, textLimit: Int? = nil, wrappedLineLimit: Int? = nil) {
    self.limit = limit
    self.textLimit = textLimit
    self.wrappedLineLimit = wrappedLineLimit
    remaining = Atomic(limit)
    textRemaining = Atomic(textLimit ?? .max)
    wrappedLinesRemaining = Atomic(wrappedLineLimit ?? .max)
  }

  /// Whether the pass's texts wrapped into more lines than the budget allowed.
  public var isWrappingSpent: Bool { wrappedLinesRemaining.load(ordering: .relaxed) < 0 }

  /// Counts `lines` made by wrapping; false once the budget is spent.
  public func spendWrappedLines(_ lines: Int) -> Bool {
    wrappedLinesRemaining.subtract(lines, ordering: .relaxed).newValue >= 0
  }

  /// The element layouts the pass has calculated afresh so far (a layout served from a cache is not
  /// one), past the limit included.
  public var layoutsCalculated: Int { limit - remaining.load(ordering: .relaxed) }

  /// Whether the pass needed more layouts than the budget allowed.
  public var isSpent: Bool { remaining.load(ordering: .relaxed) < 0 }

  /// Whether the pass needed to shape more text, or wrap it into more lines, than the budget allowed.
  public var isTextSpent: Bool { textRemaining.load(ordering: .relaxed) < 0 || isWrappingSpent }

  /// Counts `characters` of text shaped for a measurement; false once the budget is spent (the
  /// measurement that spends it is made whole, the ones after it are not made).
  public func spendText(_ characters: Int) -> Bool {
    guard !isTextSpent else { return false }
    _ = textRemaining.subtract(characters, ordering: .relaxed)
    return true
  }

  /// Counts one element layout; false once the budget is spent.
  func spend() -> Bool {
    remaining.subtract(1, ordering: .relaxed).newValue >= 0
  }

  /// The budget of the pass running on each thread.
  private static let slot = ThreadSlot<LayoutWork>()

  /// The budget bound to the current thread, if any (content measured during a pass charges it).
  public static var current: LayoutWork? { slot.current }

  /// Runs `body` with `work` bound to the current thread, then restores what was bound before.
  public static func withCurrent<Result>(_ work: LayoutWork?, _ body: () throws -> Result) rethrows -> Result
  {
    try slot.with(work, body)
  }
}
