import Foundation
import LayoutChanges

/// One document's renders set against its references.
public struct DocumentCheck: Sendable {
  /// Whether a document matches its references.
  public enum Status: Hashable, Sendable {
    /// Every reference it has matches.
    case matches
    /// At least one reference differs.
    case differs
    /// It has no reference image.
    case missingReference
  }

  /// The document.
  public let document: FixtureDocument
  /// One comparison per reference the document has (PNG first); both formats, each `.missing`, when it
  /// has none.
  public let comparisons: [ReferenceComparison]
  /// The image files the document draws: inputs no recorded reference or written render may replace.
  public let drawnImages: [URL]
  /// The layout compared with the frames reference (`NAME.frames.json`), when the document has one: a
  /// mismatch is then said to be a layout change or a change of pixels alone.
  public var layoutDiff: LayoutDiff?
  /// The frames JSON of the layout rendered, which `--record` writes as the frames reference.
  public var frames: Data?

  /// Creates a document's check from its comparisons.
  public init(
    document: FixtureDocument, comparisons: [ReferenceComparison], drawnImages: [URL] = [],
    layoutDiff: LayoutDiff? = nil, frames: Data? = nil
  ) {
    self.document = document
    self.comparisons = comparisons
    self.drawnImages = drawnImages
    self.layoutDiff = layoutDiff
    self.frames = frames
  }

  /// What a mismatch was, when the frames reference says: `the layout changed: 2 elements (cell/title: x
  /// 48 → 56, width 216 → 208)`, or `the layout is the same: the pixels alone changed (fonts,
  /// anti-aliasing, a library)`; `nil` without a frames reference.
  public var layoutVerdict: String? {
    guard let layoutDiff else { return nil }
    guard !layoutDiff.isEmpty else {
      return "the layout is the same: the pixels alone changed (fonts, anti-aliasing, a library)"
    }
    var parts = layoutDiff.changes.prefix(1).map { "\($0.path): \($0.edits.joined(separator: ", "))" }
    if !layoutDiff.added.isEmpty { parts.append("\(layoutDiff.added.count) added") }
    if !layoutDiff.removed.isEmpty { parts.append("\(layoutDiff.removed.count) removed") }
    let count = layoutDiff.changes.count
    let more = count > 1 ? " and \(count - 1) more" : ""
    return "the layout changed: \(parts.joined(separator: ", "))\(more)"
  }

  /// Matches, differs or has no reference.
  public var status: Status {
    if comparisons.allSatisfy(\.matches) { return .matches }
    if comparisons.contains(where: { if case .missing = $0.outcome { true } else { false } }) {
      return .missingReference
    }
    return .differs
  }

  /// The comparisons that do not match.
  public var mismatches: [ReferenceComparison] { comparisons.filter { !$0.matches } }
}
