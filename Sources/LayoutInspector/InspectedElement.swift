import Foundation
import LayoutDiagnostics
import LayoutDocument
import SizingExplanation
import TextureLayout

/// One element as the inspector shows it: where it is in the tree and on the figure, and what `explain`
/// says about it.
struct InspectedElement: Encodable {
  /// The element's place in tree order.
  var id: Int
  /// Its parent's `id`; `nil` for the root.
  var parent: Int?
  /// Elements above it.
  var depth: Int
  /// Its name, when it has one.
  var name: String?
  /// Its kind (`stack`, `text`).
  var kind: String
  /// Its frame in the root's coordinates: x, y, width, height in points.
  var frame: [Double]
  /// How its width and height came about, and what it contributed as a spec (`explain`'s sentences).
  var explanation: [String]
  /// What the diagnostics found about it, with their fixes.
  var diagnostics: [String]

  /// Every element of a recorded layout of `document`, in tree order.
  static func all(document: DiagramDocument, recorded: RecordedLayout) -> [InspectedElement] {
    var elements: [InspectedElement] = []
    // The open ancestors: their ids and absolute origins.
    var ancestors: [(id: Int, origin: CGPoint)] = []
    FramesReport.forEachEntry(document: document, recorded: recorded, diagnosing: true) { entry in
      ancestors.removeLast(max(0, ancestors.count - entry.depth))
      let parentOrigin = ancestors.last?.origin ?? .zero
      let frame = entry.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
      var explanation: [String] = []
      if let sizing = entry.sizing {
        explanation = [sizing.explanation(of: .horizontal), sizing.explanation(of: .vertical)]
        if let contribution = sizing.contributionExplanation { explanation.append(contribution) }
      }
      let id = elements.count
      elements.append(
        InspectedElement(
          id: id, parent: ancestors.last?.id, depth: entry.depth, name: entry.name,
          kind: entry.kind?.rawValue ?? "node",
          frame: [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) },
          explanation: explanation,
          diagnostics: entry.diagnostics.map { "\($0.message) (\($0.hint))" }))
      ancestors.append((id, frame.origin))
    }
    return elements
  }
}
