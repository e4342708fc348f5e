import DiagramValues
import Foundation

/// How much a value matters to the figure, by where it comes from: the planner places every value of one
/// tier before any of the next, so that a value of a lower tier never takes the room of a higher one (a
/// text's width never keeps out the baseline the document asks for).
enum RequestTier: Int, CaseIterable, Comparable {
  /// A kind the element itself asks for by name (its own `annotate`): the question the author put to it.
  case askedByName
  /// An authored input of a requested kind: insets, spacing, bases, ratios, positions, offsets, maximums,
  /// baseline alignment.
  case authored
  /// What authored inputs did, where it is not their value: margins a centering or an alignment left.
  case effect
  /// Sizes: what the elements measured.
  case size

  static func < (lhs: RequestTier, rhs: RequestTier) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The tier of a value of `kinds` whose nature is `nature`, about elements that ask for `asked`: asked
  /// for by name when any of the kinds is.
  static func of(_ kinds: Set<AnnotationKind>, nature: RequestTier, asked: Set<AnnotationKind>) -> RequestTier
  {
    kinds.isDisjoint(with: asked) ? nature : .askedByName
  }
}
