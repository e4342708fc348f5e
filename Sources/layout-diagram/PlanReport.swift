import DiagramAnnotations
import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRenderer

/// `render --plan-report FILE`: every value a diagram was asked to show, in the order the planner placed
/// them, with where each went and why, as JSON: what a reader's question about a missing value is answered
/// with, and what measures the planner (how many of the values a document asks for reach the figure).
struct PlanReport: Encodable {
  struct Row: Encodable, Equatable {
    /// The element's name path from the root.
    var subject: String
    var kind: String
    var text: String
    /// `asked by name`, `authored`, `effect` or `size`.
    var priority: String
    /// `figure`, `detail`, `left out` or `dropped`.
    var placed: String
    var reason: String?
  }

  /// What the figure came to, counted from its marks: what a measure of the planner reads across many
  /// documents (`Benchmarks/plan-quality.py`).
  struct Summary: Encodable, Equatable {
    /// Every mark drawn in the figure and its detail panel.
    var marks: Int
    /// The labels among them: values, names, notes.
    var labels: Int
    /// The key's rows under the figure.
    var keyLines: Int
    /// Numbered badges standing for names.
    var badges: Int
    /// The points of extension line and of leader drawn: how far the eye travels between values and names
    /// and what they are about.
    var extensionLength: Double
    var leaderLength: Double
    /// Whether a detail panel was drawn.
    var detail: Bool
  }

  var document: String
  var requests: [Row]
  var summary: Summary

  /// The report of `document`'s diagram, from the plans of its figure and of its detail panel.
  init(of document: DiagramDocument, file: String) throws {
    self.document = file
    let recorded = try document.checkedRecordedLayout()
    // Planned again for the report: what it leaves out was reported (and counted) by the render already.
    var renderer = document.renderer()
    renderer.reportDropped = { _ in }
    renderer.reportMoreDropped = { _ in }
    let figure = try renderer.annotationPlan(recorded.layout, records: recorded.records).plan
    let detail = try renderer.detailPlan(recorded.layout, records: recorded.records)
    requests =
      figure.requests.map { Self.row($0, placedIn: "figure") }
      + (detail?.requests ?? []).map { Self.row($0, placedIn: "detail") }
    summary = Self.summary(of: [figure] + (detail.map { [$0] } ?? []))
  }

  private static func summary(of plans: [AnnotationPlan]) -> Summary {
    var summary = Summary(
      marks: 0, labels: 0, keyLines: 0, badges: 0, extensionLength: 0, leaderLength: 0,
      detail: plans.count > 1)
    for plan in plans {
      summary.marks += plan.marks.count
      summary.keyLines += plan.key.count
      summary.badges += plan.key.filter { $0.badge != nil }.count
      for mark in plan.marks {
        switch mark {
        case .label: summary.labels += 1
        case .extensionLine(let from, let to, _):
          summary.extensionLength += Double(hypot(to.x - from.x, to.y - from.y))
        case .leader(let from, let to, _): summary.leaderLength += Double(hypot(to.x - from.x, to.y - from.y))
        default: break
        }
      }
    }
    summary.extensionLength = (summary.extensionLength * 10).rounded() / 10
    summary.leaderLength = (summary.leaderLength * 10).rounded() / 10
    return summary
  }

  private static func row(_ request: PlannedRequest, placedIn place: String) -> Row {
    let reason: String? =
      switch request.outcome {
      case .figure: nil
      case .leftOut: "the figure's values were spent on more important ones"
      case .dropped: "no room without touching another mark"
      }
    return Row(
      subject: request.subjectPath, kind: request.kind.rawValue, text: request.text,
      priority: request.priority, placed: request.outcome == .figure ? place : request.outcome.rawValue,
      reason: reason)
  }

  /// The report as JSON text, keys in a fixed order, ending in a newline.
  func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}
