import DiagramValues
import Foundation

/// One value the planner was asked to show, and what became of it: the plan report's row.
public struct PlannedRequest: Hashable, Sendable {
  /// Where the value went.
  public enum Outcome: String, Hashable, Sendable {
    /// Drawn in the figure.
    case figure
    /// Left out: the figure's values were spent on more important ones.
    case leftOut = "left out"
    /// Dropped: every place tried touched another mark.
    case dropped
  }

  /// The element the value is about, by its index in the planner's elements; `nil` when it is about none.
  public var subject: Int?
  /// The element's name path from the root (`card/header/title`, an unnamed element by its kind).
  public var subjectPath = ""
  /// The annotation kind the value is of.
  public var kind: AnnotationKind
  /// What the figure says, or would have said.
  public var text: String
  /// Why the planner placed it when it did: `asked by name`, `authored`, `effect` or `size`.
  public var priority: String
  /// Where it went.
  public var outcome: Outcome

  /// Whether the value is a mere size (the lowest priority), not one the document asks about.
  public var isSize: Bool { priority == RequestTier.size.reportName }
}

extension RequestTier {
  /// The tier as the plan report says it.
  var reportName: String {
    switch self {
    case .askedByName: "asked by name"
    case .authored: "authored"
    case .effect: "effect"
    case .size: "size"
    }
  }
}
