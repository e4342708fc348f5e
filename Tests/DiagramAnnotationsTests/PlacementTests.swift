import DiagramValues
import Foundation
import RenderTestSupport
import Testing
import TextureLayout

@testable import DiagramAnnotations

/// Labels measured as 6 × 10pt per character at 10pt (scaled for other sizes), so that placements are
/// exact without fonts.
struct FixedWidthMeasurer: LabelMeasuring {
  func size(of text: String, fontSize: CGFloat) -> CGSize {
    CGSize(width: CGFloat(text.count) * 0.6 * fontSize, height: fontSize * 1.2)
  }
}

/// Where the planner puts things, on small hand-made trees.
struct PlacementTests {
  private func labels(_ plan: AnnotationPlan) -> [PlannedLabel] {
    plan.marks.compactMap { if case .label(let label) = $0 { label } else { nil } }
  }

  private func plan(_ elements: [AnnotatedElement], _ kinds: Set<AnnotationKind>) -> AnnotationPlan {
    let plan = AnnotationPlanner(elements: elements, kinds: kinds).plan(measurer: FixedWidthMeasurer())
    #expect(PlanAudit.collisions(in: plan, elements: elements).isEmpty)
    return plan
  }

  /// A horizontal row of boxes at the given x ranges, 40pt tall, in a stack 320pt wide unless `width` says.
  private func row(_ boxes: [(CGFloat, CGFloat)], names: Bool = true, width: CGFloat = 320)
    -> [AnnotatedElement]
  {
    var elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: width, height: 40), parent: nil, children: Array(1...boxes.count),
        spec: .horizontalStack, name: "row", outline: .specOutline)
    ]
    for (index, box) in boxes.enumerated() {
      elements.append(
        AnnotatedElement(
          frame: CGRect(x: box.0, y: 0, width: box.1 - box.0, height: 40), parent: 0, spec: nil,
          name: names ? "b\(index)" : nil, outline: .nodeOutline))
    }
    return elements
  }

  /// Nested widths on one side are drawn as a drawing's dimensions are: the inner element's nearest its
  /// edge, the one that contains it beyond, so that no extension line crosses a dimension line inside it.
  @Test func aNestedWidthLiesInsideTheWidthThatContainsIt() throws {
    let elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 300, height: 100), parent: nil, children: [1], spec: .wrapper,
        name: "root", outline: .specOutline),
      AnnotatedElement(
        frame: CGRect(x: 20, y: 10, width: 200, height: 90), parent: 0, children: [2], spec: .wrapper,
        name: "outer", hasFill: true, outline: .specOutline),
      AnnotatedElement(
        frame: CGRect(x: 40, y: 50, width: 100, height: 50), parent: 1, spec: nil, name: "inner",
        hasContent: true, hasFill: true, outline: .nodeOutline),
    ]
    let texts = labels(plan(elements, [.width]))
    let inner = try #require(texts.first { $0.text == "100pt" })
    let outer = try #require(texts.first { $0.text == "200pt" })
    // Not drawn inside out: on the same side (below the bottom edge the three share), the inner one is
    // nearer the elements.
    let bothBelow = inner.plate.minY > 100 && outer.plate.minY > 100
    let bothAbove = inner.plate.maxY < 0 && outer.plate.maxY < 0
    #expect(!bothBelow || inner.plate.midY < outer.plate.midY)
    #expect(!bothAbove || inner.plate.midY > outer.plate.midY)
  }

  @Test func theRootWidthIsAboveTheRootAndItsHeightIsShownOnce() {
    let elements = row([(0, 100)])
    let texts = labels(plan(elements, [.size]))
    let width = try? #require(texts.first { $0.text == "320pt" })
    #expect(width.map { $0.plate.maxY < 0 } == true)
    // The child's height is the row's: one value, said once.
    #expect(texts.filter { $0.text == "40pt" }.count == 1)
  }

  @Test func equalGapsSayTheirValueOnceAndKeepTheirArrowheads() {
    let elements = row([(20, 80), (100, 160), (180, 240)])
    let plan = plan(elements, [.spacing])
    let texts = labels(plan).map(\.text)
    // The leading free space on its own; the two equal gaps once, `each`, the second with its arrowheads.
    #expect(texts.filter { $0 == "20pt each" }.count == 1, "\(texts)")
    #expect(texts.filter { $0 == "20pt" }.count == 1, "\(texts)")
    let tips = plan.marks.compactMap { mark -> CGFloat? in
      if case .arrowhead(let tip, _, _) = mark { tip.x } else { nil }
    }
    #expect(tips.contains { abs($0 - 160) < 0.01 } && tips.contains { abs($0 - 180) < 0.01 }, "\(tips)")
  }

  @Test func aChainShowsEachChildOnceAlongTheMainAxisBelowTheRow() {
    let elements = row([(0, 100), (100, 320)])
    let texts = labels(plan(elements, [.size]))
    let first = texts.first { $0.text == "100pt" }
    let second = texts.first { $0.text == "220pt" }
    #expect(first.map { $0.plate.minY > 40 && $0.plate.midX > 0 && $0.plate.midX < 100 } == true)
    #expect(second.map { $0.plate.minY > 40 } == true)
    #expect(texts.filter { $0.text.hasPrefix("40pt") }.count == 1)  // the matching cross sizes, once
  }

  /// Two short neighbors filling their row, whose values go beside their segments: the second, the
  /// chain's last, slides along past the first, level with it and starting over its own segment, rather
  /// than a row farther out.
  @Test func theLastBesideLabelSlidesPastThePrevious() {
    let texts = labels(plan(row([(0, 12), (14, 40)], width: 40), [.size]))
    let first = texts.first { $0.text == "12pt" }
    let second = texts.first { $0.text == "26pt" }
    #expect(first.map { $0.plate.minY > 40 } == true)
    #expect(second?.plate.midY == first?.plate.midY)
    #expect(second.map { first?.plate.intersects($0.plate) == false && $0.plate.minX < 40 } == true)
  }

  /// In a row its children do not fill, the chain ends with an unlabelled gap: the last child's value
  /// still counts as the last and slides as it does when the row is full.
  @Test func theLastValueBeforeATrailingGapSlidesToo() {
    let texts = labels(plan(row([(0, 12), (14, 40)]), [.size]))
    let first = texts.first { $0.text == "12pt" }
    let second = texts.first { $0.text == "26pt" }
    #expect(second?.plate.midY == first?.plate.midY)
    #expect(second.map { first?.plate.intersects($0.plate) == false && $0.plate.minX < 40 } == true)
  }

  /// A segment inside the chain keeps its value from running far under the next one: where sliding would
  /// take it more than a quarter of its length past its end, it steps a row out, centered on its segment.
  @Test func aMiddleBesideLabelStepsOutRatherThanRunUnderItsNeighbor() {
    let texts = labels(plan(row([(0, 12), (14, 40), (44, 120)], width: 120), [.size]))
    let first = texts.first { $0.text == "12pt" }
    let second = texts.first { $0.text == "26pt" }
    #expect(second.map { first.map { $0.plate.maxY } ?? .infinity < $0.plate.minY } == true)
    #expect(second.map { abs($0.plate.midX - 27) < 0.5 } == true)
  }

  @Test func aShortDimensionHasItsArrowsOutsideAndItsValuePastTheEnd() {
    let elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 200, height: 100), parent: nil, children: [1], spec: .other,
        outline: .specOutline),
      AnnotatedElement(
        frame: CGRect(x: 50, y: 40, width: 8, height: 20), parent: 0, spec: nil, name: "pin",
        outline: .nodeOutline),
    ]
    let result = plan(elements, [.size])
    let label = labels(result).first { $0.text == "8pt" }
    #expect(label.map { $0.plate.minX > 58 } == true)
    let arrows = result.marks.compactMap { mark -> (CGPoint, PlanVector)? in
      if case .arrowhead(let tip, let direction, _) = mark, tip.y > 60 {
        return (tip, direction)
      } else {
        return nil
      }
    }
    // Outside arrows point inward: at the left end to the right, at the right end to the left.
    #expect(arrows.contains { $0.0.x == 50 && $0.1.dx == 1 })
    #expect(arrows.contains { $0.0.x == 58 && $0.1.dx == -1 })
  }

  @Test func unequalInsetsShowTheirOwnValues() throws {
    let elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 200, height: 100), parent: nil, children: [1], spec: .inset,
        name: "inset", outline: .specOutline),
      AnnotatedElement(
        frame: CGRect(x: 40, y: 10, width: 130, height: 60), parent: 0, spec: nil, name: "content",
        outline: .nodeOutline),
    ]
    let texts = Set(labels(plan(elements, [.insets])).map(\.text))
    #expect(texts.isSuperset(of: ["10pt", "40pt", "30pt"]))
  }

  @Test func anElementCanTurnAKindOff() {
    var elements = row([(0, 100), (100, 320)])
    elements[1].removedKinds = [.size]
    let texts = labels(plan(elements, [.size])).map(\.text)
    #expect(!texts.contains("100pt"))
    #expect(texts.contains("220pt"))
  }

  @Test func aNoteIsACalloutBesideItsElement() throws {
    var elements = row([(0, 100)])
    elements[1].note = "tap target"
    let result = plan(elements, [])
    let note = try #require(labels(result).first { $0.text == "tap target" })
    let element = elements[1].frame
    #expect(!note.plate.intersects(element))
    #expect(note.plate.insetBy(dx: -20, dy: -20).intersects(element))
  }

  @Test func theStructureViewNamesEachSpec() {
    let elements = row([(0, 100)])
    let result = plan(elements, [.structure])
    #expect(
      labels(result).contains { $0.text == "horizontal stack" && $0.role == .structure(.horizontalStack) })
  }

  @Test func namesSitInsideTheirElementsWhenTheyFit() {
    let elements = row([(0, 100)])
    let name = labels(plan(elements, [])).first { $0.text == "b0" }
    #expect(name.map { CGRect(x: 0, y: 0, width: 100, height: 40).contains($0.plate) } == true)
  }
}

/// Where the planner puts values beside a narrow column and names of elements whose inside is text.
struct ColumnAndContainerPlacementTests {
  private func labels(_ plan: AnnotationPlan) -> [PlannedLabel] {
    plan.marks.compactMap { if case .label(let label) = $0 { label } else { nil } }
  }

  /// A timeline rail: a 3pt offset, a 12pt dot, a 4pt gap and a long line down a 12pt column. The three
  /// short values go beside their segments, each stepping past the previous label's far side (they differ
  /// in width), so that all of them are drawn rather than given up for room.
  @Test func shortSegmentsOfAColumnStepOutPastTheirNeighborsLabels() {
    let elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 200, height: 106), parent: nil, children: [1], spec: .other),
      AnnotatedElement(
        frame: CGRect(x: 100, y: 0, width: 12, height: 106), parent: 0, children: [2, 3],
        spec: .verticalStack,
        name: "rail", outline: .specOutline),
      AnnotatedElement(
        frame: CGRect(x: 100, y: 3, width: 12, height: 12), parent: 1, spec: nil, name: "dot",
        outline: .nodeOutline),
      AnnotatedElement(
        frame: CGRect(x: 105, y: 19, width: 2, height: 87), parent: 1, spec: nil, name: "line",
        outline: .nodeOutline),
    ]
    let plan = AnnotationPlanner(elements: elements, kinds: [.size, .spacing]).plan(
      measurer: FixedWidthMeasurer())
    #expect(PlanAudit.collisions(in: plan, elements: elements).isEmpty)
    let texts = labels(plan).map(\.text)
    for value in ["3pt", "12pt", "4pt"] { #expect(texts.contains(value), "\(value) in \(texts)") }
    // The 2pt line is too thin to hold its name beside it: its chain value carries it.
    #expect(texts.contains("line: 87pt"), "\(texts)")
    #expect(!texts.contains("line"), "\(texts)")
  }

  /// Two small neighbors whose names would sit side by side over them: the second name goes elsewhere
  /// rather than a few points after the first, where the two read as one phrase.
  @Test func namesOnOneLineKeepANamesHeightApart() throws {
    let elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 200, height: 100), parent: nil, children: [1, 2], spec: .other),
      AnnotatedElement(
        frame: CGRect(x: 50, y: 44, width: 20, height: 4), parent: 0, spec: nil, name: "aaaa",
        outline: .nodeOutline),
      AnnotatedElement(
        frame: CGRect(x: 80, y: 44, width: 20, height: 4), parent: 0, spec: nil, name: "bbbb",
        outline: .nodeOutline),
    ]
    let plan = AnnotationPlanner(elements: elements, kinds: []).plan(measurer: FixedWidthMeasurer())
    let names = labels(plan).filter { $0.text == "aaaa" || $0.text == "bbbb" }.map(\.plate)
    #expect(names.count == 2)
    if names.count == 2, names[0].minY < names[1].maxY, names[1].minY < names[0].maxY {
      let gap = max(names[1].minX - names[0].maxX, names[0].minX - names[1].maxX)
      #expect(gap >= 10, "\(names)")
    }
  }

  /// A badge whose inside is its count's text, in a grid whose cells leave no room beside it: its name
  /// goes past them on a leader that ends at the badge's edge, as one to the text would, instead of
  /// crossing the text to end inside (which no place allows, so the name would go to the key).
  @Test func aContainerWhoseInsideIsTextIsNamedWithALeaderToItsEdge() throws {
    var elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 240, height: 160), parent: nil, children: [], spec: .other)
    ]
    for row in 0..<3 {
      for column in 0..<3 {
        let frame = CGRect(x: 40 + CGFloat(column) * 60, y: 30 + CGFloat(row) * 40, width: 50, height: 30)
        elements[0].children.append(elements.count)
        if row == 1 && column == 1 {
          elements.append(
            AnnotatedElement(
              frame: frame, parent: 0, children: [elements.count + 1], spec: .other, name: "badge",
              outline: .specOutline))
          elements.append(
            AnnotatedElement(
              frame: frame.insetBy(dx: 2, dy: 2), parent: elements.count - 1, spec: nil, hasContent: true,
              hasText: true, hasVisibleEdges: false))
        } else {
          elements.append(AnnotatedElement(frame: frame, parent: 0, spec: nil, outline: .nodeOutline))
        }
      }
    }
    let plan = AnnotationPlanner(elements: elements, kinds: []).plan(measurer: FixedWidthMeasurer())
    #expect(PlanAudit.collisions(in: plan, elements: elements).isEmpty)
    #expect(labels(plan).contains { $0.text == "badge" })
    let leaders = plan.marks.compactMap { mark -> (CGPoint, CGPoint)? in
      if case .leader(let from, let to, _) = mark { (from, to) } else { nil }
    }
    let leader = try #require(leaders.first)
    let text = try #require(elements.first { $0.hasText }).frame.insetBy(dx: 0.5, dy: 0.5)
    #expect(!text.contains(leader.0) && !text.contains(leader.1))
  }

  /// A dimension whose placements are listed far first: the near one costs the reader less eye travel
  /// (shorter extension lines), and is taken.
  @Test func theCheapestPlacementThatFitsIsTakenWhateverTheOrderListed() throws {
    var canvas = PlanCanvas(metrics: PlannerMetrics(), measurer: FixedWidthMeasurer())
    let measured = CGRect(x: 0, y: 0, width: 200, height: 40)
    let placement = { (cross: CGFloat) in
      DimensionRequest.Placement(cross: cross, extensionStarts: [40, 40], outward: 1)
    }
    let request = DimensionRequest(
      axis: .horizontal,
      segments: [.init(from: 0, to: 200, text: "200pt", role: .annotation(.size))],
      placements: [placement(120), placement(48)], what: "width", measured: measured)
    let cheapest = canvas.cheapestFit(for: request)
    let group = try #require(cheapest)
    let lines = group.compactMap { mark -> CGFloat? in
      if case .dimensionLine(let from, _, _) = mark { from.y } else { nil }
    }
    #expect(!lines.isEmpty && lines.allSatisfy { $0 == 48 }, "\(lines)")
  }

  /// Where the near placement is taken (a label already there), the far one is.
  @Test func aPlacementThatDoesNotFitGivesWayToTheNextCheapest() throws {
    var canvas = PlanCanvas(metrics: PlannerMetrics(), measurer: FixedWidthMeasurer())
    let blocker = canvas.label("blocked", fontSize: 9, role: .name, center: CGPoint(x: 100, y: 48))
    let placed = canvas.tryPlace([.label(blocker)])
    #expect(placed)
    let placement = { (cross: CGFloat) in
      DimensionRequest.Placement(cross: cross, extensionStarts: [40, 40], outward: 1)
    }
    let request = DimensionRequest(
      axis: .horizontal,
      segments: [.init(from: 0, to: 200, text: "200pt", role: .annotation(.size))],
      placements: [placement(120), placement(48)], what: "width",
      measured: CGRect(x: 0, y: 0, width: 200, height: 40))
    let cheapest = canvas.cheapestFit(for: request)
    let group = try #require(cheapest)
    let lines = group.compactMap { mark -> CGFloat? in
      if case .dimensionLine(let from, _, _) = mark { from.y } else { nil }
    }
    #expect(!lines.isEmpty && lines.allSatisfy { $0 == 120 }, "\(lines)")
  }

  /// A card behind two others shows only a band between them: its name goes where it shows, not on a card
  /// in front, where it would read as that card's.
  @Test func aNameIsNotPlacedOnAnOpaqueFillInFrontOfItsElement() {
    var elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 240, height: 240), parent: nil, children: [1, 2, 3], spec: .absolute,
        name: nil)
    ]
    for (name, frame) in [
      ("back", CGRect(x: 20, y: 20, width: 200, height: 200)),
      ("topCard", CGRect(x: 20, y: 20, width: 200, height: 80)),
      ("bottomCard", CGRect(x: 20, y: 140, width: 200, height: 80)),
    ] {
      var element = AnnotatedElement(
        frame: frame, parent: 0, spec: nil, name: name, hasFill: true, outline: .nodeOutline)
      element.hasOpaqueFill = true
      elements.append(element)
    }
    let planned = AnnotationPlanner(elements: elements, kinds: []).plan(measurer: FixedWidthMeasurer())
    let back = planned.marks.compactMap { mark -> PlannedLabel? in
      if case .label(let label) = mark, label.text == "back" { label } else { nil }
    }.first
    #expect(
      back.map { !$0.plate.meets(elements[2].frame) && !$0.plate.meets(elements[3].frame) } ?? true,
      "\(String(describing: back))")
  }
}
