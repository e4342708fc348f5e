import DiagramValues
import Foundation
import RenderTestSupport
import Testing
import TextureLayout

@testable import DiagramAnnotations

/// What a figure chooses to show: one name for elements that share a frame, authored values before
/// totals within a budget, what is left out in the key, zero sizes explained, values said once.
struct SelectionTests {
  private func labels(_ plan: AnnotationPlan) -> [PlannedLabel] {
    plan.marks.compactMap { if case .label(let label) = $0 { label } else { nil } }
  }

  private func plan(_ elements: [AnnotatedElement], _ kinds: Set<AnnotationKind>, budget: Int? = nil)
    -> AnnotationPlan
  {
    let plan = AnnotationPlanner(elements: elements, kinds: kinds, valueBudget: budget).plan(
      measurer: FixedWidthMeasurer())
    #expect(PlanAudit.collisions(in: plan, elements: elements).isEmpty)
    return plan
  }

  /// A 200 × 120 inset spec with insets `top, left, bottom, right` around a filled node (no sizing record:
  /// the planner reads the insets from the frames).
  private func inset(
    _ insets: (CGFloat, CGFloat, CGFloat, CGFloat), names: (String?, String?) = ("card", "photo")
  )
    -> [AnnotatedElement]
  {
    let (top, left, bottom, right) = insets
    return [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 200, height: 120), parent: nil, children: [1], spec: .inset,
        name: names.0, outline: .specOutline),
      AnnotatedElement(
        frame: CGRect(x: left, y: top, width: 200 - left - right, height: 120 - top - bottom), parent: 0,
        spec: nil, name: names.1, hasFill: true, outline: .nodeOutline),
    ]
  }

  @Test func elementsThatShareAFrameShareOneNameOutermostFirst() {
    let elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 120, height: 60), parent: nil, children: [1], spec: .background,
        name: "addButton", outline: .specOutline),
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 120, height: 60), parent: 0, children: [2], spec: .inset, name: nil,
        outline: nil),
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 120, height: 60), parent: 1, spec: nil, name: "buttonShape",
        hasFill: true, outline: .nodeOutline),
    ]
    let names = labels(plan(elements, [])).map(\.text)
    #expect(names == ["addButton › buttonShape"])
  }

  @Test func layersSideBySideInOneFrameAreJoinedWithPlus() {
    let elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 120, height: 60), parent: nil, children: [1, 2], spec: .overlay,
        name: "badge", outline: .specOutline),
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 120, height: 60), parent: 0, spec: nil, name: "photo", hasFill: true,
        outline: .nodeOutline),
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 120, height: 60), parent: 0, spec: nil, name: "caption",
        outline: .nodeOutline),
    ]
    #expect(labels(plan(elements, [])).map(\.text) == ["badge › photo + caption"])
  }

  @Test func fourEqualInsetsAreOneValue() {
    let texts = labels(plan(inset((12, 12, 12, 12)), [.insets])).map(\.text)
    #expect(texts.filter { $0.contains("12pt") } == ["12pt each edge"])
  }

  @Test func unequalInsetsEachShowTheirOwn() {
    let texts = labels(plan(inset((8, 12, 8, 16)), [.insets])).map(\.text)
    #expect(texts.filter { $0.hasSuffix("pt") }.sorted() == ["12pt", "16pt", "8pt", "8pt"])
  }

  @Test func theBudgetKeepsAuthoredValuesAndLeavesTotalsOut() {
    let plan = plan(inset((8, 12, 10, 16)), [.insets, .size], budget: 4)
    let texts = labels(plan).filter { if case .annotation = $0.role { true } else { false } }.map(\.text)
    // The four authored insets fill the budget; the totals (the root's size, the photo's) are left out of
    // the figure, and out of the key too: a reader does not cross-reference a list of values.
    for inset in ["8pt", "12pt", "10pt", "16pt"] { #expect(texts.contains(inset)) }
    #expect(!texts.contains("200pt"))
    #expect(plan.leftOut.map(\.text).contains("200pt"))
    #expect(!plan.key.contains { $0.note?.contains("200pt") == true }, "\(plan.key)")
    #expect(labels(plan).contains { $0.text == "card" })
  }

  /// Sizes alone, more than the budget holds: the root's two are kept (the frame of reference for the
  /// others), the rest go in the order placed.
  @Test func theBudgetKeepsRoomForTheRootsSizeAmongSizes() {
    var elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 300, height: 200), parent: nil, children: Array(1...6),
        spec: .absolute,
        name: "board", outline: .specOutline)
    ]
    for index in 0..<6 {
      elements.append(
        AnnotatedElement(
          frame: CGRect(
            x: CGFloat(index % 3) * 100 + 10, y: CGFloat(index / 3) * 100 + 10, width: 30 + CGFloat(index),
            height: 40),
          parent: 0, spec: nil, name: "tile\(index)", hasFill: true, outline: .nodeOutline))
    }
    let plan = plan(elements, [.size], budget: 4)
    let texts = labels(plan).filter { if case .annotation = $0.role { true } else { false } }.map(\.text)
    #expect(texts.contains("300pt") && texts.contains("200pt"), "\(texts)")
    #expect(texts.count <= 4, "\(texts)")
  }

  @Test func aZeroWidthElementIsExplainedInTheKey() {
    let elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 200, height: 40), parent: nil, children: [1, 2],
        spec: .horizontalStack, name: "row", outline: .specOutline),
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 200, height: 40), parent: 0, spec: nil, name: "title", hasFill: true,
        outline: .nodeOutline),
      AnnotatedElement(
        frame: CGRect(x: 200, y: 0, width: 0, height: 40), parent: 0, spec: nil, name: "column",
        outline: .nodeOutline),
    ]
    let plan = plan(elements, [.size])
    let entry = plan.key.first { $0.name == "column" }
    #expect(plan.key.filter { $0.name == "column" }.count == 1)
    #expect(entry?.note?.hasPrefix("0pt wide") == true)
    #expect(labels(plan).contains { $0.text.hasPrefix("0pt wide") })
  }

  @Test func theColorsAreKeyedWhenMoreThanOneIsShown() {
    // One color (insets) and nothing left out: no key at all.
    let quiet = plan(inset((12, 12, 12, 12)), [.insets])
    #expect(quiet.key.isEmpty)
    #expect(!labels(quiet).contains { $0.text == "colors:" })
    // Two colors: keyed.
    let two = plan(inset((12, 12, 12, 12)), [.insets, .size])
    #expect(labels(two).contains { $0.text == "colors:" })
    // Values left out are no rows; the colors only when the figure shows more than one.
    let full = plan(inset((8, 12, 10, 16)), [.insets, .size], budget: 2)
    #expect(full.key.isEmpty)
    #expect(!full.leftOut.isEmpty)
    let shown = Set(labels(full).compactMap { if case .annotation(let kind) = $0.role { kind } else { nil } })
    #expect(shown == [.insets], "\(shown)")
    #expect(!labels(full).contains { $0.text == "colors:" })
  }
}

/// A key never grows past its twelfth row: the rest are counted. Rows that say the same of several elements
/// are one row.
struct KeyLengthTests {
  @Test func namesWithNoPlaceAreNotListedInTheKey() throws {
    var elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 60, height: 4), parent: nil,
        children: Array(stride(from: 1, to: 31, by: 2)),
        spec: .horizontalStack, name: "row", outline: .specOutline)
    ]
    // Fifteen 4pt stacks, each around a 4pt box: no room for a name (but for one, above the row), and a
    // container gets no badge.
    for index in 0..<15 {
      elements.append(
        AnnotatedElement(
          frame: CGRect(x: CGFloat(index) * 4, y: 0, width: 4, height: 4), parent: 0,
          children: [2 * index + 2],
          spec: .verticalStack, name: "stack\(index)", outline: .specOutline))
      elements.append(
        AnnotatedElement(
          frame: CGRect(x: CGFloat(index) * 4, y: 0, width: 4, height: 4), parent: 2 * index + 1, spec: nil,
          outline: .nodeOutline))
    }
    let plan = AnnotationPlanner(elements: elements, kinds: [.size]).plan(measurer: FixedWidthMeasurer())
    // Names a reader cannot find on the figure are no help in its key: the plan keeps them, the key not.
    #expect(!plan.key.contains { $0.name.contains("not named") || $0.note?.contains("stack1") == true })
    #expect(plan.unplacedNames.count >= 14, "\(plan.unplacedNames)")
  }

  /// A row of `count` elements laid out 0pt wide, each with the reason `reason(index)`.
  private func zeroWideRow(_ count: Int, reason: (Int) -> String) -> [AnnotatedElement] {
    var elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 200, height: 40), parent: nil, children: Array(1...count),
        spec: .horizontalStack, name: "row", outline: .specOutline)
    ]
    for index in 1...count {
      elements.append(
        AnnotatedElement(
          frame: CGRect(x: 200, y: 0, width: 0, height: 40), parent: 0, spec: nil, name: "empty\(index)",
          outline: .nodeOutline, zeroSizeReason: reason(index)))
    }
    return elements
  }

  @Test func rowsThatSayTheSameAreOneRowNamingAFewOfThem() {
    let elements = zeroWideRow(8) { _ in "no content and no size" }
    let plan = AnnotationPlanner(elements: elements, kinds: [.size]).plan(measurer: FixedWidthMeasurer())
    let rows = plan.key.filter { $0.note == "no content and no size" }
    #expect(rows.count == 1)
    #expect(rows.first?.name == "empty1, empty2, empty3, empty4, empty5 and 3 more", "\(rows)")
  }

  @Test func aLongKeyEndsWithACount() {
    let elements = zeroWideRow(20) { "reason \($0)" }
    let plan = AnnotationPlanner(elements: elements, kinds: [.size]).plan(measurer: FixedWidthMeasurer())
    let texts = plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
    #expect(plan.key.filter { $0.name.hasPrefix("empty") }.count == 20)
    #expect(texts.filter { $0.hasPrefix("empty") }.count == 11)
    #expect(texts.contains("… 9 more"))
  }
}

/// A figure tries to place as many names and notes beside their elements as its area has room for (at
/// least `fewestNamesTried` names, at most `mostLabelsTried` in all), and leaves the rest out of it: each
/// try tests the places around an element against the marks near it.
struct LabelRoomTests {
  /// A horizontal stack of `count` leaves in rows of `columns`, each `size` apart by `pitch`, named or
  /// noted as `label` says.
  static func grid(
    _ count: Int, columns: Int, size: CGSize, pitch: CGSize, label: (Int) -> (name: String?, note: String?)
  ) -> [AnnotatedElement] {
    let rows = (count + columns - 1) / columns
    var elements = [
      AnnotatedElement(
        frame: CGRect(
          x: 0, y: 0, width: CGFloat(columns) * pitch.width, height: CGFloat(rows) * pitch.height),
        parent: nil, children: Array(1...count), spec: .horizontalStack, outline: .specOutline)
    ]
    for index in 0..<count {
      let origin = CGPoint(
        x: CGFloat(index % columns) * pitch.width, y: CGFloat(index / columns) * pitch.height)
      elements.append(
        AnnotatedElement(
          frame: CGRect(origin: origin, size: size), parent: 0, spec: nil, name: label(index).name,
          outline: .nodeOutline, note: label(index).note))
    }
    return elements
  }

  @Test func aFigureOfThousandsOfTinyNamedElementsTriesWhatItsAreaHolds() throws {
    let count = 1_000
    let elements = Self.grid(
      count, columns: 300, size: CGSize(width: 2, height: 2), pitch: CGSize(width: 2, height: 2)
    ) { ("n\($0)", nil) }
    let metrics = PlannerMetrics()
    let plan = AnnotationPlanner(elements: elements, kinds: [.size]).plan(measurer: FixedWidthMeasurer())
    let names = plan.marks.compactMap { mark -> String? in
      if case .label(let label) = mark, label.role == .name { label.text } else { nil }
    }
    let badges = plan.key.filter { $0.badge != nil }.count
    // 600 × 8 points hold 600 × 8 / (10² × 24) = 2 names: the fewest tried, 40, is tried.
    #expect(names.count + badges <= metrics.fewestNamesTried)
    #expect(plan.unplacedNames.count >= count - metrics.fewestNamesTried - 10)
  }

  @Test func aFigureOfThousandsOfNotesTriesAtMostTheMostLabels() throws {
    let count = 600
    let elements = Self.grid(
      count, columns: 60, size: CGSize(width: 40, height: 30), pitch: CGSize(width: 100, height: 60)
    ) { (nil, "note \($0)") }
    let metrics = PlannerMetrics()
    let plan = AnnotationPlanner(elements: elements, kinds: [.size]).plan(measurer: FixedWidthMeasurer())
    // The notes past the tries are the key's rows; the key draws eleven and counts the rest.
    #expect(plan.key.count == count - metrics.mostLabelsTried, "\(plan.key.count)")
    let texts = plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
    #expect(texts.contains("… \(plan.key.count - 11) more"), "\(texts.suffix(3))")
  }

  @Test func captionsOfManyRowsCountAmongTheLabelsTried() throws {
    // 300 rows of two noted children, far apart: every row could take its captions, but the figure tries
    // at most `mostLabelsTried` notes, captions included, and the rest go to the key.
    let rows = 300
    var elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 400, height: CGFloat(rows) * 100), parent: nil,
        children: (0..<rows).map { 1 + 3 * $0 }, spec: .verticalStack, outline: .specOutline)
    ]
    for row in 0..<rows {
      let top = CGFloat(row) * 100
      let first = elements.count
      elements.append(
        AnnotatedElement(
          frame: CGRect(x: 0, y: top, width: 400, height: 30), parent: 0, children: [first + 1, first + 2],
          spec: .horizontalStack, outline: .specOutline))
      for column in 0..<2 {
        elements.append(
          AnnotatedElement(
            frame: CGRect(x: CGFloat(column) * 200, y: top, width: 200, height: 30), parent: first, spec: nil,
            outline: .nodeOutline, note: "row \(row) note \(column)"))
      }
    }
    let metrics = PlannerMetrics()
    let plan = AnnotationPlanner(elements: elements, kinds: [.size]).plan(measurer: FixedWidthMeasurer())
    #expect(plan.key.count >= 2 * rows - metrics.mostLabelsTried, "\(plan.key.count)")
  }
}
