import Foundation

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

  /// Creates a document's check from its comparisons.
  public init(document: FixtureDocument, comparisons: [ReferenceComparison], drawnImages: [URL] = []) {
    self.document = document
    self.comparisons = comparisons
    self.drawnImages = drawnImages
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
