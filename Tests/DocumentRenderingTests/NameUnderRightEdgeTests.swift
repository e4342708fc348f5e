import DiagramAnnotations
import DocumentRendering
import Foundation
import Testing

/// A name may sit under its element ending at the element's right edge: the place left for a text at its
/// parent's right edge, whose name centered or starting under it would cross that edge.
struct NameUnderRightEdgeTests {
  @Test func aTextAtTheRowsRightEdgeIsNamedUnderIt() throws {
    let plan = try DocumentRenderingTesting.plan(
      """
      style: diagram
      constrainedSize: {min: [375, 0], max: [375, .inf]}
      annotate: [size, spacing, insets]
      root:
        name: header
        inset:
          insets: {top: 12, left: 12, bottom: 12, right: 12}
          child:
            stack:
              direction: horizontal
              spacing: 10
              alignItems: start
              children:
                - {name: avatar, fill: "#e0e0e0", box: {size: [40, 40]}}
                - {name: title, style: {flexGrow: 1, flexShrink: 1}, text: {string: Hannah Banana}}
                - {name: timestampLabel, text: {string: 2h}}
      """)
    let name = try #require(
      plan.marks.compactMap { mark -> PlannedLabel? in
        if case .label(let label) = mark, label.role == .name, label.text == "timestampLabel" {
          label
        } else {
          nil
        }
      }.first, "\(plan.key)")
    // Under the text (which ends 12pt inside the header's right edge at 375), ending at its right edge.
    #expect(abs(name.plate.maxX - 363) < 1, "\(name.plate)")
    #expect(name.plate.maxX <= 375 && name.plate.minY > 12, "\(name.plate)")
  }
}
