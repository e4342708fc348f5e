import DiagramValues
import Foundation

/// An annotation the planner left out: it found no room without touching something, or the figure's values
/// were spent on more important ones.
public struct DroppedAnnotation: Hashable, Sendable, CustomStringConvertible {
  /// Why it was left out.
  public enum Reason: Hashable, Sendable {
    /// Every place tried touched another mark.
    case noRoom
    /// The figure shows this many values at most, spent on more important ones.
    case valueBudget(Int)
  }

  /// What it was, e.g. `width of header`.
  public var what: String
  /// Its text.
  public var text: String
  /// Why it was left out.
  public var reason = Reason.noRoom

  /// `dropped width of header ("120pt"): no room without touching another mark`.
  public var description: String {
    switch reason {
    case .noRoom: "dropped \(what) (\"\(text)\"): no room without touching another mark"
    case .valueBudget(let count):
      "left out \(what) (\"\(text)\"): the figure shows \(count) values at most, spent on more important ones"
    }
  }
}

/// The planned diagram: every mark with its geometry, the drawing's bounds, and what was left out.
public struct AnnotationPlan: Sendable {
  /// The marks in paint order (outlines, lines, arrowheads, leaders, then labels).
  public var marks: [AnnotationMark]
  /// The bounds of the elements and every mark, with the canvas margin: the canvas grows to hold them.
  public var bounds: CGRect
  /// What could not be placed.
  public var dropped: [DroppedAnnotation]
  /// What the value budget left out.
  public var leftOut: [DroppedAnnotation] = []
  /// Names with no place in the figure, not even for a badge: a list of names a reader cannot find on the
  /// figure helps no one, so the key does not give them.
  public var unplacedNames: [String] = []
  /// Every value the figure was asked to show, in the order the planner placed them, and where it went.
  public var requests: [PlannedRequest] = []
  /// The key's rows (drawn under the figure unless the key is off): badges, values left out or without
  /// room, notes, zero sizes.
  public var key: [KeyEntry] = []
  /// What a key says each annotation kind's color stands for in this figure: the gaps' color is `spacing`
  /// unless a gap the figure labels is free space.
  public var colorNames: [AnnotationKind: String] = [:]
}
