import Foundation

/// The pixels of image files a run has decoded: the one budget that spans documents, so that a docs build
/// of many large images stops with an error instead of running for minutes. (A canvas is bounded as one
/// image; its drawing is its document's work.)
///
/// A library user (a test process rendering snapshots all day) has no run, only the limit of one image;
/// the command line starts a run with `Budgets.runPixels`, and `--watch` starts one for every rebuild.
public final class PixelBudget: @unchecked Sendable {
  /// The budget of this process's run.
  public static let run = PixelBudget()

  /// Pixels one image may have, decoded or drawn.
  public static let perImage = Budgets.imagePixels

  private let lock = NSCondition()
  private var limit = Int.max
  private var spent = 0
  /// What was charged once for the run (an image file by its path), so as not to be charged again.
  private var chargedOnce: Set<String> = []
  /// Pixels of the decoded images alive now, in every run and outside any.
  private var held = 0

  private init() {}

  /// Starts a run of at most `limit` pixels, none spent yet.
  public func start(limit: Int = Budgets.runPixels) {
    lock.withLock {
      self.limit = limit
      spent = 0
      chargedOnce = []
    }
  }

  /// `charge(_:)`, once per run for `key` (an image file drawn by many leaves, or in many documents).
  public func charge(_ pixels: Int, once key: String) throws(PixelBudgetError) {
    let first = lock.withLock { chargedOnce.insert(key).inserted }
    if first { try charge(pixels) }
  }

  /// Counts `pixels` against one image's limit and then the run's.
  public func charge(_ pixels: Int) throws(PixelBudgetError) {
    guard pixels <= Self.perImage else { throw .image(pixels: pixels, limit: Self.perImage) }
    let (total, limit) = lock.withLock {
      spent += pixels
      return (spent, self.limit)
    }
    guard total <= limit else { throw .run(limit: limit) }
  }
}

extension PixelBudget {
  /// Counts a decoded image of `pixels` pixels as held until `release(_:)`, unless the images held already
  /// leave no room for it (`Budgets.heldImagePixels`): a bound on memory for library users as well as runs.
  public func hold(_ pixels: Int) throws(PixelBudgetError) {
    lock.lock()
    defer { lock.unlock() }
    guard held + pixels <= Budgets.heldImagePixels else { throw .held(limit: Budgets.heldImagePixels) }
    held += pixels
  }

  /// `hold(_:)`, waiting while images other drawings hold leave no room: each drawing holds one image at a
  /// time, and one image is at most `perImage`, less than the limit, so room comes when they finish.
  public func holdWaiting(_ pixels: Int) throws(PixelBudgetError) {
    lock.lock()
    defer { lock.unlock() }
    while held + pixels > Budgets.heldImagePixels {
      guard held > 0, pixels <= Budgets.heldImagePixels else {
        throw .held(limit: Budgets.heldImagePixels)
      }
      lock.wait()
    }
    held += pixels
  }

  /// Ends the holding of `pixels` pixels counted by `hold(_:)`.
  public func release(_ pixels: Int) {
    lock.withLock {
      held -= pixels
      lock.broadcast()
    }
  }
}

/// A pixel budget passed.
public enum PixelBudgetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// One image of `pixels` pixels, more than `limit`.
  case image(pixels: Int, limit: Int)
  /// The run's images together passed `limit`.
  case run(limit: Int)
  /// The decoded images held at once would pass `limit`.
  case held(limit: Int)

  public var description: String {
    switch self {
    case .image(let pixels, let limit): "\(pixels) pixels, more than \(limit), the limit of one image"
    case .run(let limit): "the run's images pass \(limit) pixels in all, the limit of one run"
    case .held(let limit):
      "the images shown at once pass \(limit) decoded pixels, the limit held in memory (show fewer or smaller images)"
    }
  }
}
