import DiagramValues
import Foundation
import TextureLayout

/// Plans a diagram's annotations: what to show (the values that carry information, once each, with where
/// they came from) and where (drafting practice: extension lines, dimension lines outside in tiers, labels
/// breaking their lines, arrows outside when there is no room), so that no label touches another label, an
/// edge, a line, an arrowhead, a leader or content. What cannot be placed is dropped and reported.
///
/// The steps run in order of importance, each adding to one `PlanCanvas`, so that a later, less important
/// annotation is the one that finds no room: outlines and edges, names inside their elements, stack chains
/// (nearest their stacks), the root's size (outside them), cross sizes, what specs contributed, other
/// sizes, baselines, names outside with leaders, notes, and the structure view's callouts.
public struct AnnotationPlanner {
  /// The elements in paint order, the root first.
  public var elements: [AnnotatedElement]
  /// The kinds the document asks for.
  public var kinds: Set<AnnotationKind>
  /// Sizes and distances.
  public var metrics: PlannerMetrics
  /// Whether the key is drawn under the figure when anything went into it.
  public var showsKey: Bool
  /// The most values the figure shows; `nil` for a budget from the figure's area.
  public var valueBudget: Int?

  /// A planner for a tree of elements.
  public init(
    elements: [AnnotatedElement], kinds: Set<AnnotationKind>, metrics: PlannerMetrics = PlannerMetrics(),
    showsKey: Bool = true, valueBudget: Int? = nil
  ) {
    self.elements = elements
    self.kinds = kinds
    self.metrics = metrics
    self.showsKey = showsKey
    self.valueBudget = valueBudget
  }

  /// The values a figure of the root's size shows: about a dozen for a cell, fifteen at most, eight at
  /// least (a reader takes in a dozen values at a glance, not forty).
  public static func valueBudget(for size: CGSize) -> Int {
    let area = max(0, size.width) * max(0, size.height)
    return min(15, max(8, Int(((area / 2_500).squareRoot() * 3).rounded())))
  }

  /// The plan, with labels measured by `measurer`.
  public func plan(measurer: any LabelMeasuring) -> AnnotationPlan {
    let frames = FrameIndex(elements.map(\.frame), cellSize: 2 * metrics.nameFontSize)
    var run = PlannerRun(
      planner: self, canvas: PlanCanvas(metrics: metrics, measurer: measurer), frames: frames,
      lengthsTold: LengthsTold(elements), repeatedSiblings: RepeatedSiblings(elements))
    run.canvas.valueBudget = valueBudget ?? Self.valueBudget(for: elements.first?.frame.size ?? .zero)
    run.canvas.leaderSurroundings = elements.map {
      ($0.frame, $0.hasFill, $0.outline != nil)
    }
    run.canvas.leaderSurroundingFrames = frames
    run.canvas.layoutFills = elements.filter { $0.hasFill && !$0.isOffsetLayer && !$0.isContext }.map(
      \.frame)
    run.addOutlinesAndEdges()
    run.addStretchOutlines()
    run.addCornerGhosts()
    run.addNamesInside()
    // Values tier by tier (`RequestTier`): what elements ask for by name, then authored inputs (insets,
    // ratios, spacing and bases, maximums, positions, baselines), then what centering and alignment left,
    // then sizes; within a tier, in order of what they tell, the root's size last (outside the others).
    for tier in RequestTier.allCases {
      run.tier = tier
      run.canvas.tier = tier
      // The root's size is the frame of reference for every other size: it is placed last among sizes
      // (outside them), but the budget keeps room for it from the start.
      let rootValues = tier == .size ? run.rootSizeValues : 0
      run.canvas.spend(rootValues)
      run.addInsets()
      run.addRatios()
      run.addStackChains()
      run.addWrapGaps()
      run.addUnreachedMaximums()
      run.addAbsolutePositions()
      run.addCorners()
      run.addBaselines()
      run.addCentering()
      run.addStackAlignment()
      run.addCrossSizes()
      run.addOtherSizes()
      run.canvas.spend(-rootValues)
      run.addRootSize()
    }
    run.canvas.subject = nil
    run.canvas.placeCallouts()
    run.addNamesInside(last: true)
    run.addCaptions()
    run.addNotes()
    run.addNamesOutside()
    run.addStructureCallouts()
    run.addZeroSizeNotes()
    run.addWarningNotes()
    return run.finish()
  }
}

/// One planning run: the planner's input and the canvas being filled.
struct PlannerRun {
  let planner: AnnotationPlanner
  var canvas: PlanCanvas
  /// The elements' frames, for asking which lie near a place.
  let frames: FrameIndex
  /// Which elements' lengths a figure of sizes gives.
  let lengthsTold: LengthsTold
  /// Sibling stacks built alike, whose first says what they share.
  let repeatedSiblings: RepeatedSiblings
  /// The tier whose values are being placed.
  var tier = RequestTier.askedByName
  /// Elements whose name is placed.
  var namedPlaced: Set<Int> = []
  /// Elements whose note is placed as a caption, level with its siblings'.
  var captioned: Set<Int> = []
  /// Thin leaves whose chain value carries their name (`railLine: flexGrow 1 → 87pt`).
  var namedOnValues: Set<Int> = []
  /// Whether a gap the figure labels is free space (an end's, or justify's share), not spacing alone: the
  /// key then says its color is both.
  var freeSpaceShown = false
  /// The spec kinds whose structure-view colors the key gives, in order of first appearance, when kinds
  /// recur and are keyed rather than called out one by one.
  var structureKeyKinds: [SpecKind] = []
  /// The baseline labels already placed (`first baseline`): a later baseline of the same kind is drawn
  /// without its words, which the first and the color key have said.
  var baselineLabelsPlaced: Set<String> = []
  /// Extents already dimensioned, so that the same length of the same extent is shown once.
  var shownExtents: Set<Extent> = []
  /// The structure view's outline of each spec, by element index.
  var structureOutlines: [Int: CGRect] = [:]
  /// Extents that found no room, so that they are neither tried nor reported twice.
  var droppedExtents: Set<Extent> = []
  /// The key's rows so far: badges, notes without a place, zero sizes.
  var keyEntries: [KeyEntry] = []
  /// How many of the key's rows are badges' (each badge's number is the next).
  var badgeCount = 0
  /// How many names and notes were tried beside their elements (`labelsTried`).
  var labelTries = 0
  /// Names that found neither a place nor room for a badge (the plan's `unplacedNames`).
  var unmarkedNames: [String] = []
  /// Stretched children drawn as they asked to be, by element: the rectangle they asked for.
  var stretchOutlines: [Int: CGRect] = [:]

  /// An extent along an axis, rounded to a hundredth of a point.
  struct Extent: Hashable {
    let horizontal: Bool
    let from: Int
    let to: Int

    init(_ axis: PlanAxis, _ from: CGFloat, _ to: CGFloat) {
      horizontal = axis == .horizontal
      self.from = Self.hundredths(from)
      self.to = Self.hundredths(to)
    }

    /// A coordinate in hundredths of a point; one beyond what an `Int` holds (never a document's, which
    /// bounds its numbers, but a tiny scale or a huge size can make one) is clamped rather than trapped on.
    private static func hundredths(_ value: CGFloat) -> Int {
      let scaled = (value * 100).rounded()
      guard scaled.isFinite else { return scaled > 0 ? .max : .min }
      return Int(exactly: scaled) ?? (scaled > 0 ? .max : .min)
    }
  }

  var elements: [AnnotatedElement] { planner.elements }
  var metrics: PlannerMetrics { planner.metrics }

  func shows(_ kind: AnnotationKind, _ index: Int) -> Bool {
    // The element's sets read in place: a call on the element would copy it whole, which planning a
    // figure of thousands of elements did for every kind of every element.
    (planner.kinds.contains(kind) || elements[index].addedKinds.contains(kind))
      && !elements[index].removedKinds.contains(kind)
  }

  /// Whether a value of `kinds` and of `nature`, about `subjects`, is placed in the current tier.
  func admits(_ kinds: Set<AnnotationKind>, _ nature: RequestTier, about subjects: [Int]) -> Bool {
    let asked = subjects.reduce(into: Set<AnnotationKind>()) { $0.formUnion(elements[$1].addedKinds) }
    return RequestTier.of(kinds, nature: nature, asked: asked) == tier
  }

  /// The kinds a size along either axis answers to.
  static let sizeKinds: Set<AnnotationKind> = [.size, .width, .height]

  /// The whole drawing's extent across `axis`, for placements beyond it.
  func drawingCross(_ axis: PlanAxis) -> (CGFloat, CGFloat)? {
    canvas.elementBounds.isNull ? nil : axis.crossRange(of: canvas.elementBounds)
  }

  /// A label for an element in drop reports.
  func describe(_ index: Int) -> String {
    if let name = elements[index].name { return "'\(name)'" }
    // An unnamed element by its kind and the nearest named element around it: `the inset in 'bubble'`.
    let kind = elements[index].spec?.displayName ?? "node"
    var ancestor = elements[index].parent
    while let current = ancestor {
      if let name = elements[current].name { return "the \(kind) in '\(name)'" }
      ancestor = elements[current].parent
    }
    return "the \(kind)"
  }

  /// Outlines (and the structure view's outlines), every visible edge and content as obstacles.
  mutating func addOutlinesAndEdges() {
    let structure = planner.kinds.contains(.structure)
    // Outlines set out from their frames, so that specs sharing edges stay apart, unless the figure
    // measures the gaps between elements (insets, spacing), where such rings would fill the gaps measured
    // and draw the specs larger than their values say: there every outline lies on its frame, specs
    // sharing edges share lines, and their names say what shares them.
    let ringsOutlines = planner.kinds.isDisjoint(with: [.insets, .spacing])
    let outlineFrames = structure && ringsOutlines ? structureOutlineFrames() : [:]
    var sharedEdgeOutlines: [AnnotationMark] = []
    for (index, element) in elements.enumerated() {
      let frame = element.frame
      // The structure view outlines specs only: a node shows itself (unless the document strokes it).
      let measuredText = element.outline == nil && textFrameIsMeasured(index)
      let outline: MarkRole? =
        structure && element.spec == nil && element.outline == .nodeOutline
        ? nil : element.outline ?? (measuredText ? .specOutline : nil)
      // A node that draws text or an image is outlined a point outside its frame, off the glyphs; a text
      // whose frame a value measures to, on the frame itself, where the value ends.
      let edgeFrame =
        element.hasContent && element.spec == nil && !measuredText ? frame.insetBy(dx: -1, dy: -1) : frame
      if let role = outline, !(structure && element.spec != nil) {
        // Dashed, a spec's outline says where an element that draws nothing lies; a filled spec is drawn,
        // and is outlined as a node is.
        canvas.addUnchecked(
          .outline(
            edgeFrame, role: role,
            dashed: (element.spec != nil || role == .specOutline) && !element.hasFill, element: index))
      }
      if structure, let kind = element.spec {
        let outlineFrame = outlineFrames[index] ?? frame
        let mark = AnnotationMark.outline(outlineFrame, role: .structure(kind), dashed: false, element: index)
        if ringsOutlines { canvas.addUnchecked(mark) } else { sharedEdgeOutlines.append(mark) }
        canvas.include(outlineFrame)
        structureOutlines[index] = outlineFrame
        addEdges(of: outlineFrame)
      }
      if element.hasVisibleEdges || outline != nil || (structure && element.spec != nil) {
        addEdges(of: edgeFrame)
      }
      if element.hasContent { canvas.addObstacle(.rect(frame), kind: .content) }
      canvas.include(frame)
    }
    // On frames, the outermost spec is drawn last, on top: where specs share an edge it shows the outer
    // one, and an inner spec shows where it lies inside (else an outer spec sharing every edge with the
    // specs inside it would not show at all).
    for mark in sharedEdgeOutlines.reversed() { canvas.addUnchecked(mark) }
  }

  /// Whether the element is a text whose frame the figure measures to, and which is then outlined, dashed
  /// around the space its glyphs do not fill, so that the values end on an edge the reader sees: the child
  /// of an inset spec whose insets are shown, of a center or relative spec whose margins are, or a text
  /// that grew into free space when its grown length or its stack's spacing is shown, or one of a row a
  /// shown baseline aligns (each text's box shows how far the baseline moved it, and where the tallest
  /// sets the line). (Other texts are not outlined: a box around glyphs reads as a second element.)
  func textFrameIsMeasured(_ index: Int) -> Bool {
    let element = elements[index]
    guard element.hasText, !element.hasFill, element.frame.width > 0.01, element.frame.height > 0.01 else {
      return false
    }
    if let parent = element.parent {
      switch elements[parent].spec {
      case .inset: if shows(.insets, parent) { return true }
      case .center, .relative: if shows(.position, parent) { return true }
      case .horizontalStack:
        let alignment = element.sizing?.stackChild?.alignment
        if shows(.baseline, parent), alignment == .baselineFirst || alignment == .baselineLast { return true }
      default: break
      }
    }
    guard let child = element.sizing?.stackChild, child.flex?.direction == .grow else { return false }
    let grownLengthShown = childText(index, child.mainAxis == .horizontal ? .horizontal : .vertical) != nil
    return grownLengthShown || element.parent.map { shows(.spacing, $0) } ?? false
  }

  /// Where the structure view outlines each spec, by element index: outside its frame, standing out on
  /// each edge by 3pt for each spec inside whose outline stands on that edge, so that outlines sharing an
  /// edge stay apart and none crosses content, as in hand-drawn figures (and on an edge shared with none,
  /// by the least distance, so that specs of one size look one size); on its frame, stroked inside it,
  /// where outside it would lie on a filled sibling that abuts the spec (a separator over an inset): there
  /// it still reads as the spec's, covers nothing of the sibling, and values measured from the frame end
  /// on it. Children come after their parents, so one pass from the last element computes every spec after
  /// the specs inside it.
  func structureOutlineFrames() -> [Int: CGRect] {
    var depths = Array(repeating: Array(repeating: 0, count: elements.count), count: Edge.allCases.count)
    var frames: [Int: CGRect] = [:]
    for index in elements.indices.reversed() {
      let frame = elements[index].frame
      for edge in Edge.allCases {
        var deepest = 0
        for child in elements[index].children
        where abs(edge.coordinate(of: elements[child].frame) - edge.coordinate(of: frame)) < 0.5 {
          // A spec inside whose outline stands outside its frame on this edge needs this one further out.
          let standsOnEdge =
            frames[child].map { outline in
              let out = edge.coordinate(of: outline) - edge.coordinate(of: elements[child].frame)
              return edge.outwardIsDown ? out < 0 : out > 0
            } ?? false
          deepest = max(deepest, depths[edge.rawValue][child] + (standsOnEdge ? 1 : 0))
        }
        depths[edge.rawValue][index] = deepest
      }
      guard elements[index].spec != nil else { continue }
      let step = { (edge: Edge) in CGFloat(depths[edge.rawValue][index]) * 3 + 2.5 }
      let outside = CGRect(
        x: frame.minX - step(.left), y: frame.minY - step(.top),
        width: frame.width + step(.left) + step(.right), height: frame.height + step(.top) + step(.bottom))
      let overSibling =
        elements[index].parent.map { parent in
          elements[parent].children.contains { sibling in
            sibling != index && elements[sibling].hasFill && elements[sibling].frame.meets(outside)
              && !elements[sibling].frame.meets(frame.insetBy(dx: 0.5, dy: 0.5))
          }
        } ?? false
      frames[index] = overSibling ? frame : outside
    }
    return frames
  }

  mutating func addEdges(of frame: CGRect) {
    let corners = [
      CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
      CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY),
    ]
    for (start, end) in zip(corners, corners.dropFirst() + [corners[0]]) {
      canvas.addObstacle(.segment(start, end, width: metrics.strokeWidth), kind: .edge)
    }
  }

  /// The finished plan: marks in paint order, the bounds that hold everything, the key under them.
  mutating func finish() -> AnnotationPlan {
    var drawing = elements.first?.frame ?? .zero
    for element in elements { drawing = drawing.union(element.frame) }
    for mark in canvas.marks {
      drawing = drawing.union(
        mark.bounds(arrowLength: metrics.arrowLength, arrowHalfWidth: metrics.arrowHalfWidth))
    }
    let key = addKey(under: drawing)
    let order: (AnnotationMark) -> Int = { mark in
      switch mark {
      case .outline: 0
      case .extensionLine: 1
      case .baseline: 2
      case .dimensionLine: 3
      case .leader: 4
      case .arrowhead: 5
      case .label: 6
      }
    }
    let marks = canvas.marks.enumerated().sorted {
      (order($0.element), $0.offset) < (order($1.element), $1.offset)
    }
    .map(\.element)
    var bounds = elements.first?.frame ?? .zero
    for element in elements { bounds = bounds.union(element.frame) }
    for mark in marks {
      bounds = bounds.union(
        mark.bounds(arrowLength: metrics.arrowLength, arrowHalfWidth: metrics.arrowHalfWidth))
    }
    var requests = canvas.requests
    for index in requests.indices {
      requests[index].subjectPath = requests[index].subject.map(namePath) ?? ""
    }
    return AnnotationPlan(
      marks: marks, bounds: bounds.insetBy(dx: -metrics.canvasMargin, dy: -metrics.canvasMargin),
      dropped: canvas.dropped, leftOut: canvas.leftOut, unplacedNames: unmarkedNames, requests: requests,
      key: key,
      colorNames: Dictionary(uniqueKeysWithValues: AnnotationKind.allCases.map { ($0, colorName($0)) }))
  }

  /// The element's path from the root, each element by its name, an unnamed one by its kind:
  /// `card/stack/title`.
  func namePath(_ index: Int) -> String {
    var parts: [String] = []
    var current: Int? = index
    while let element = current {
      parts.append(elements[element].name ?? elements[element].spec?.displayName ?? "node")
      current = elements[element].parent
    }
    return parts.reversed().joined(separator: "/")
  }
}
