import DiagramAnnotations
import DiagramValues
import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRenderer
import RenderTestSupport
import SeededRandom
import Testing
import TextureLayout

/// The planner's guarantee, checked from the planned marks by `PlanAudit`: on every fixture, and on 1,000
/// random documents with names and every annotation kind on, no label touches anything.
struct AnnotationGuaranteeTests {
  @Test func everyFixtureIsPlannedWithoutCollisions() throws {
    let fixtures = DocumentRenderingTesting.fixtureDocuments
    #expect(fixtures.count > 40)
    var labelCount = 0
    for name in fixtures {
      let url = DocumentRenderingTesting.fixtures.appendingPathComponent(name)
      let (elements, plan, magnification) = try LargeStack.run {
        var document = try DiagramDocument(contentsOf: url, file: name, measurer: PangoContentMeasurer())
        document.style = .diagram
        let recorded = document.recordedLayout()
        let renderer = document.renderer()
        let (elements, plan) = try renderer.annotationPlan(recorded.layout, records: recorded.records)
        return (elements, plan, renderer.options.magnification)
      }
      // A magnified figure's marks are planned in its own points: its arrowheads are smaller in them.
      let metrics = PlannerMetrics().magnified(magnification)
      #expect(PlanAudit.collisions(in: plan, elements: elements, metrics: metrics) == [], "\(name)")
      #expect(Self.leaderProblems(plan, elements) == [], "\(name)")
      // At most fifteen values: the budget's ceiling (the color key's names, without digits, are not
      // values).
      let values = plan.marks.filter { mark in
        guard case .label(let label) = mark, case .annotation = label.role else { return false }
        return label.text.contains(where: \.isNumber)
      }
      #expect(values.count <= 15, "\(name): \(values.count) values")
      labelCount += plan.marks.filter { if case .label = $0 { true } else { false } }.count
    }
    #expect(labelCount > 300)
  }

  /// What a reader would trip over in the plan's leaders: one longer than 80pt, two that cross, one through
  /// a fill that holds neither of its ends, one across more than two outlines (what
  /// `diagram-leaders.py` counts on the rendered SVG, computed here from the marks).
  static func leaderProblems(_ plan: AnnotationPlan, _ elements: [AnnotatedElement]) -> [String] {
    let leaders = plan.marks.compactMap { mark -> (CGPoint, CGPoint)? in
      if case .leader(let start, let end, _) = mark { (start, end) } else { nil }
    }
    var problems: [String] = []
    for (index, (start, end)) in leaders.enumerated() {
      if hypot(end.x - start.x, end.y - start.y) > 80 { problems.append("long leader at \(end)") }
      for (other, (a, b)) in leaders.enumerated()
      where other > index && PlanAudit.properlyCross(start, end, a, b) {
        problems.append("leaders cross at \(end) and \(b)")
      }
      var outlines = 0
      for element in elements {
        let frame = element.frame
        let inStart = frame.contains(start)
        let inEnd = frame.contains(end)
        let edges = [
          (CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY)),
          (CGPoint(x: frame.maxX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.maxY)),
          (CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY)),
          (CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.minY)),
        ]
        let crossings = edges.filter { PlanAudit.properlyCross(start, end, $0.0, $0.1) }.count
        if element.hasFill && !inStart && !inEnd && crossings > 0 {
          problems.append("leader to \(end) runs through a fill")
        }
        if element.outline != nil { outlines += crossings }
      }
      if outlines > 2 { problems.append("leader to \(end) crosses \(outlines) outlines") }
    }
    return problems
  }

  static let randomDocumentCount = 1_000

  @Test func randomDocumentsArePlannedWithoutCollisions() throws {
    var generator = SplitMix64(seed: 0xD1A6_4A4D)
    var labelCount = 0
    var droppedCount = 0
    var longExtensions = 0
    for number in 0..<Self.randomDocumentCount {
      let yaml = RandomDocument.yaml(using: &generator)
      let (elements, plan) = try LargeStack.run {
        let document = try DocumentRenderingTesting.document(yaml)
        let recorded = document.recordedLayout()
        var renderer = document.renderer()
        renderer.reportDropped = { _ in }
        return try renderer.annotationPlan(recorded.layout, records: recorded.records)
      }
      let problems = PlanAudit.collisions(in: plan, elements: elements)
      #expect(problems == [], "case \(number):\n\(yaml)")
      if !problems.isEmpty { break }
      // No extension line takes a value farther from what it measures than a callout's leader may.
      let longest = 3 * PlannerMetrics().longestLeader + 0.01
      longExtensions +=
        plan.marks.filter { mark in
          guard case .extensionLine(let from, let to, _) = mark else { return false }
          return hypot(to.x - from.x, to.y - from.y) > longest
        }.count
      labelCount += plan.marks.filter { if case .label = $0 { true } else { false } }.count
      droppedCount += plan.dropped.count
      for dropped in plan.dropped { #expect(!dropped.text.isEmpty && !dropped.what.isEmpty) }
    }
    #expect(labelCount > Self.randomDocumentCount * 5)
    #expect(longExtensions == 0)
    print(
      "random documents: \(Self.randomDocumentCount), labels placed \(labelCount), dropped \(droppedCount)")
  }
}

/// Random layout documents: stacks, insets, ratios, centers, overlays, backgrounds, corners and absolute
/// specs over boxes and texts, every element named, every annotation kind on.
enum RandomDocument {
  static func yaml(using generator: inout SplitMix64) -> String {
    var counter = 0
    let width = Int.random(in: 120...420, using: &generator)
    let root = element(depth: 0, counter: &counter, using: &generator)
    return """
      constrainedSize: {min: [\(width), 0], max: [\(width), 600]}
      annotate: [size, flexBasis, insets, ratio, spacing, position, baseline, structure]
      root:
      \(root.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
      """
  }

  private static func element(depth: Int, counter: inout Int, using generator: inout SplitMix64) -> String {
    counter += 1
    let name = "e\(counter)"
    let colors = ["#ef9a9a", "#90caf9", "#a5d6a7", "#ffe082", "#cfd8dc"]
    let fill = colors.randomElement(using: &generator)!
    var style: [String] = []
    if Bool.random(using: &generator) {
      style.append("flexGrow: \(Int.random(in: 0...2, using: &generator))")
    }
    if Bool.random(using: &generator) { style.append("flexShrink: 1") }
    if Int.random(in: 0...3, using: &generator) == 0 {
      style.append("flexBasis: \(Int.random(in: 1...9, using: &generator) * 10)%")
    }
    if Int.random(in: 0...4, using: &generator) == 0 {
      style.append("minWidth: \(Int.random(in: 10...120, using: &generator))")
    }
    if Int.random(in: 0...5, using: &generator) == 0 {
      style.append("width: \(Int.random(in: 2...9, using: &generator) * 10)%")
    }
    if Int.random(in: 0...4, using: &generator) == 0 {
      style.append(
        "layoutPosition: [\(Int.random(in: 0...60, using: &generator)), \(Int.random(in: 0...40, using: &generator))]"
      )
    }
    let header =
      "name: \(name)\nfill: \"\(fill)\"\n"
      + (style.isEmpty ? "" : "style: {\(style.joined(separator: ", "))}\n")
      + (Int.random(in: 0...9, using: &generator) == 0 ? "note: \"why \(name)\"\n" : "")
    func child() -> String {
      element(depth: depth + 1, counter: &counter, using: &generator)
    }
    func indented(_ text: String, by spaces: Int) -> String {
      text.split(separator: "\n").map { String(repeating: " ", count: spaces) + $0 }.joined(separator: "\n")
    }
    let kind =
      depth >= 3 ? Int.random(in: 0...1, using: &generator) : Int.random(in: 0...10, using: &generator)
    switch kind {
    case 0:
      return header
        + "box: {size: [\(Int.random(in: 4...120, using: &generator)), \(Int.random(in: 4...80, using: &generator))]}"
    case 1:
      let words = ["Hi", "Title", "A longer caption", "12:30", "Settings"]
      return header
        + "text: {string: \"\(words.randomElement(using: &generator)!)\", font: \"DejaVu Sans \(Int.random(in: 9...24, using: &generator))\"}"
    case 2, 3, 4:
      let count = Int.random(in: 1...4, using: &generator)
      let children = (0..<count).map { _ in "- " + indented(child(), by: 2).dropFirst(2) }.joined(
        separator: "\n")
      let direction = ["horizontal", "vertical"].randomElement(using: &generator)!
      let justify = ["start", "center", "end", "spaceBetween", "spaceAround"].randomElement(
        using: &generator)!
      let align = ["start", "center", "end", "stretch", "baselineFirst", "baselineLast"].randomElement(
        using: &generator)!
      return header
        + "stack:\n  direction: \(direction)\n  spacing: \(Int.random(in: 0...12, using: &generator))\n"
        + "  justifyContent: \(justify)\n  alignItems: \(align)\n  children:\n" + indented(children, by: 4)
    case 5:
      return header
        + "inset:\n  insets: {top: \(Int.random(in: 0...20, using: &generator)), left: \(Int.random(in: 0...20, using: &generator)), bottom: \(Int.random(in: 0...20, using: &generator)), right: \(Int.random(in: 0...20, using: &generator))}\n  child:\n"
        + indented(child(), by: 4)
    case 6:
      return header + "ratio:\n  ratio: \(Double(Int.random(in: 2...20, using: &generator)) / 10)\n  child:\n"
        + indented(child(), by: 4)
    case 7:
      return header + "center:\n  centeringOptions: xy\n  child:\n" + indented(child(), by: 4)
    case 8:
      return header + "overlay:\n  child:\n" + indented(child(), by: 4) + "\n  overlay:\n"
        + indented(child(), by: 4)
    case 9:
      return header + "background:\n  child:\n" + indented(child(), by: 4) + "\n  background:\n"
        + indented(child(), by: 4)
    default:
      let location = ["topLeft", "topRight", "bottomLeft", "bottomRight"].randomElement(using: &generator)!
      return header
        + "corner:\n  cornerLocation: \(location)\n  offset: [\(Int.random(in: -4...4, using: &generator)), \(Int.random(in: -4...4, using: &generator))]\n  child:\n"
        + indented(child(), by: 4) + "\n  corner:\n" + indented(child(), by: 4)
    }
  }
}
