import DiagramAnnotations
import DocumentRendering
import Foundation
import Testing

/// The key under a figure never sets the figure's width: a long note wraps at its words.
struct KeyWrapTests {
  /// A 100pt column whose child's flexGrow does nothing: lint's warning goes into the key, longer than
  /// the key's column of 320pt; its lines are no wider than that, and together say the whole warning.
  @Test func aLongKeyNoteWrapsToTheKeysColumn() throws {
    let plan = try DocumentRenderingTesting.plan(
      """
      style: diagram
      constrainedSize: {min: [100, 0], max: [100, .inf]}
      annotate: [size]
      root:
        stack:
          direction: vertical
          children:
            - {name: rule, fill: "#263238", style: {height: 4, flexGrow: 1}, box: {}}
            - {name: body, fill: "#eceff1", style: {height: 40}, box: {}}
      """)
    let notes = plan.marks.compactMap { mark -> PlannedLabel? in
      if case .label(let label) = mark, label.role == .note, label.text != "colors:" { label } else { nil }
    }
    let warning = notes.map(\.text).joined(separator: " ")
    #expect(warning.hasPrefix("flexGrow 1 does nothing"), "\(notes.map(\.text))")
    #expect(notes.count > 1, "\(notes.map(\.text))")
    let left = try #require(
      plan.marks.compactMap { mark -> CGFloat? in
        if case .label(let label) = mark, label.text.hasPrefix("rule") { label.plate.minX } else { nil }
      }.min())
    #expect(notes.allSatisfy { $0.plate.maxX <= left + 320 + 1 }, "\(notes.map(\.plate))")
  }
}
