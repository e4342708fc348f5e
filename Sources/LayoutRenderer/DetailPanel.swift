import DiagramAnnotations
import DiagramValues
import Foundation
import TextureLayout

/// An element drawn a second time under the figure, magnified, with its subtree's values: what a figure at
/// one to one cannot show of a small part (a badge's offset from its corner, a 4pt inset), as a drafter
/// draws a detail view beside the whole. The panel is a window on the region around the element: the
/// layout around it is context, dimmed and cut at the window's edge; the caption says what is magnified and
/// how much.
struct DetailPanel {
  /// The panel: the element's region and its marks.
  let scene: RenderScene
  /// The panel's plan, its caption among its marks, in root points.
  let plan: AnnotationPlan
  /// The theme of the panel's marks, magnified with it.
  let theme: Theme
  /// Canvas pixels per root point in the panel.
  let scale: CGFloat
  /// Where the panel starts under the figure, in canvas pixels of the grid's scale.
  let top: Int
  /// The caption and colors over the window, and the rows of what it could not draw under it, in root
  /// points: drawn outside the window, where no element is.
  let labels: [AnnotationMark]
  /// The height of the strip of labels over the window, and of the one under it, in canvas pixels.
  let headerPixels: Int
  let footerPixels: Int
  /// The panel's width in canvas pixels: the window's, or its rows' when they are wider.
  let widthPixels: Int

  /// The panel's height in canvas pixels.
  var pixelHeight: Int { headerPixels + scene.pixelHeight + footerPixels }

  /// The larger side a detail's region is magnified to, in points.
  static let targetSide: CGFloat = 240
  /// The magnifications a detail takes: whole numbers, so that the grid's pixel edges stay whole pixels.
  static let magnifications: ClosedRange<CGFloat> = 2...8

  /// How many times a region of `size` is magnified: to about `targetSide` on its larger side.
  static func magnification(for size: CGSize) -> CGFloat {
    let side = max(size.width, size.height)
    guard side > 0, side.isFinite else { return magnifications.upperBound }
    let wanted = (targetSide / side).rounded(.down)
    return min(magnifications.upperBound, max(magnifications.lowerBound, wanted))
  }

  /// A panel's marks before its caption and rows: the plan of the element's region, magnified.
  struct Planned {
    var plan: AnnotationPlan
    var region: CGRect
    var cornerChild: Int?
    var magnification: CGFloat
    var theme: Theme
  }

  /// The plan of a detail of the element at `index`, as a figure focused on it would be planned.
  static func planned(
    _ index: Int, in paintList: PaintList, records: SizingRecords?, renderer: LayoutRenderer
  ) -> Planned {
    var (elements, region, cornerChild) = Self.annotatedElements(of: index, in: paintList, records: records)
    // The caption names the element: the panel does not name it again.
    elements[index].isNamedElsewhere = true
    let magnification = Self.magnification(for: region.size)
    let theme = renderer.theme.magnified(magnification)
    // No key of its own: the figure's key is the figure's, and the panel names what it can in place.
    return Planned(
      plan: renderer.annotationPlan(elements, theme: theme, showsKey: false), region: region,
      cornerChild: cornerChild, magnification: magnification, theme: theme)
  }

  /// The panel of the element at `index` in `paintList` under `figure`, from its plan (`planned`), made
  /// here when not given.
  init(
    of index: Int, in paintList: PaintList, records: SizingRecords?, renderer: LayoutRenderer,
    under figure: RenderFigure, planned: Planned? = nil
  ) throws(RenderError) {
    // Only named elements are detailed (`crowdedElements`, `RenderOptions.detail`): the caption names it.
    let name = paintList.elements[index].name ?? ""
    let planned = planned ?? Self.planned(index, in: paintList, records: records, renderer: renderer)
    let (region, cornerChild, magnification) = (planned.region, planned.cornerChild, planned.magnification)
    var plan = planned.plan
    let gridScale = renderer.options.scale
    theme = planned.theme
    scale = gridScale * magnification
    let metrics = theme.metrics
    // The window: the region, grown to hold every mark but the outlines, which the window cuts.
    var window = region
    for mark in plan.marks {
      if case .outline = mark { continue }
      window = window.union(
        mark.bounds(arrowLength: metrics.arrowLength, arrowHalfWidth: metrics.arrowHalfWidth))
    }
    window = window.insetBy(dx: -metrics.canvasMargin, dy: -metrics.canvasMargin)
    let measurer = PangoLabelMeasurer(fontFamily: theme.fontFamily)
    let padding: CGFloat = metrics.labelPadding
    /// A row of labels from `left` at `top`, outside the window, where nothing of the layout is drawn.
    func row(_ parts: [(String, MarkRole, CGFloat)], top: CGFloat) -> [AnnotationMark] {
      var left = window.minX
      return parts.map { text, role, fontSize in
        let size = measurer.size(of: text, fontSize: fontSize)
        let plate = CGRect(
          x: left, y: top, width: size.width + 2 * padding, height: size.height + 2 * padding)
        left = plate.maxX + 3 * padding
        return .label(PlannedLabel(text: text, fontSize: fontSize, role: role, plate: plate, textSize: size))
      }
    }
    // Over the window: the caption, and the colors of the values the panel shows.
    let kinds = AnnotationKind.allCases.filter { kind in
      plan.marks.contains {
        if case .label(let label) = $0 { label.role == .annotation(kind) } else { false }
      }
    }
    var header: [(String, MarkRole, CGFloat)] = [
      ("detail of \(name), ×\(Int(magnification))", .name, metrics.nameFontSize)
    ]
    // The figure's key already gives the colors the panel uses: they are not given again.
    let keyedByFigure = Set(
      figure.scene.marks.compactMap { mark -> AnnotationKind? in
        guard case .label(let label) = mark, case .annotation(let kind) = label.role,
          label.text == figure.colorNames[kind] ?? kind.keyName
        else { return nil }
        return kind
      })
    if kinds.count > 1, !Set(kinds).isSubset(of: keyedByFigure) {
      header += [("  colors:", .note, metrics.labelFontSize)]
      header += kinds.map { (plan.colorNames[$0] ?? $0.keyName, .annotation($0), metrics.labelFontSize) }
    }
    let lineHeight = measurer.size(of: "Ag", fontSize: metrics.nameFontSize).height + 2 * padding
    var labels = row(header, top: window.minY - lineHeight - metrics.canvasMargin)
    // Under the window: what the panel could not draw, as the figure's key would say it, so that nothing
    // the document asked for goes silently away.
    var rowTop = window.maxY + metrics.canvasMargin
    for entry in plan.key {
      let name = entry.note == nil || entry.name.hasSuffix(":") ? entry.name : entry.name + ":"
      labels += row(
        [(name, .name, metrics.labelFontSize)]
          + (entry.note.map { [($0, .note, metrics.labelFontSize)] } ?? []), top: rowTop)
      rowTop += lineHeight
    }
    var labelBounds = window
    for case .label(let label) in labels { labelBounds = labelBounds.union(label.plate) }
    labelBounds = labelBounds.insetBy(dx: -metrics.canvasMargin, dy: -metrics.canvasMargin)
    self.labels = labels
    plan.marks += labels
    plan.bounds = labelBounds
    self.plan = plan
    scene = try RenderScene(
      elements: paintList.elements,
      marks: plan.marks.filter { mark in
        if case .label(let label) = mark { return !labels.contains(.label(label)) }
        return true
      }, drawn: window, scale: scale,
      focus: cornerChild == nil ? paintList.elements[index].frame : nil, area: window,
      layoutBounds: region)
    // The strips over and under the window, in canvas pixels.
    headerPixels = Int(((window.minY - labelBounds.minY) * scale).rounded(.up))
    footerPixels = Int(((labelBounds.maxY - window.maxY) * scale).rounded(.up))
    widthPixels = max(scene.pixelWidth, Int(((labelBounds.maxX - window.minX) * scale).rounded(.up)))
    // A gap of about twice the names' size between the figure and the panel.
    top = figure.scene.pixelHeight + Int((2 * renderer.theme.metrics.nameFontSize * gridScale).rounded(.up))
  }

  /// The planner's elements for the detail of the element at `index`, and the region the panel shows: the
  /// element's subtree, annotated as a focused figure annotates it. When the element is a corner spec's
  /// corner element, the spec's own marks about it (the corner, the offset, the overhang) are drawn too,
  /// and the region holds the corner: they are what a badge's detail is for. The spec's other child is then
  /// returned, to be outlined.
  private static func annotatedElements(
    of index: Int, in paintList: PaintList, records: SizingRecords?
  ) -> (elements: [AnnotatedElement], region: CGRect, cornerChild: Int?) {
    var list = paintList
    list.focus = index
    var region = Self.subtreeRegion(of: index, in: list)
    guard let parent = list.elements[index].parent, list.elements[parent].element is CornerLayoutSpec,
      list.elements[parent].children.count == 2, list.elements[parent].children[1] == index
    else {
      let grown = Self.grown(region)
      var elements = list.annotatedElements(records: records)
      Self.cut(elements.indices.filter { !list.isInFocus($0) }, of: &elements, to: grown)
      return (elements, grown, nil)
    }
    // Annotated from the spec down, but for the spec's corner marks only: its child and the child's subtree
    // are context, and the spec itself is neither named nor outlined.
    list.focus = parent
    var elements = list.annotatedElements(records: records)
    let child = list.elements[parent].children[0]
    var context = [child]
    var contextOfChild: [Int] = []
    while let next = context.popLast() {
      elements[next].removedKinds = Set(AnnotationKind.allCases)
      // The child keeps its name, which says what the cut shape under the badge is; its children do not.
      if next != child { elements[next].name = nil }
      elements[next].isNamedLast = true
      elements[next].isContext = true
      elements[next].note = nil
      contextOfChild.append(next)
      context += list.elements[next].children
    }
    elements[parent].name = nil
    elements[parent].note = nil
    elements[parent].outline = nil
    elements[parent].hasVisibleEdges = false
    elements[parent].removedKinds = Set(AnnotationKind.allCases).subtracting([.position])
    if case .corner(let location, _, _, _) = elements[parent].sizing?.contribution {
      let frame = list.elements[child].frame
      let corner = CGPoint(
        x: location == .topRight || location == .bottomRight ? frame.maxX : frame.minX,
        y: location == .bottomLeft || location == .bottomRight ? frame.maxY : frame.minY)
      region = region.union(CGRect(origin: corner, size: .zero))
    }
    // Room for enough of the child around the corner to read as the larger shape it is.
    let grown = Self.grown(region, least: 8)
    Self.cut(elements.indices.filter { !list.isInFocus($0) } + contextOfChild, of: &elements, to: grown)
    return (elements, grown, child)
  }

  /// Cuts context elements at the region the panel draws of the layout: only there are they in the way of
  /// the panel's marks, which past it stand on the background, closer to what they measure. An element cut
  /// is not outlined, and marks may cross where it is cut, which is faded (`fadeEdges`), not an edge.
  private static func cut(_ context: [Int], of elements: inout [AnnotatedElement], to region: CGRect) {
    for index in context {
      let cut = elements[index].frame.intersection(region)
      guard cut != elements[index].frame else { continue }
      elements[index].hasVisibleEdges = false
      elements[index].outline = nil
      // A text cut is not drawn (`ElementPainter`), so it is in nothing's way.
      if elements[index].hasText {
        elements[index].hasText = false
        elements[index].hasContent = false
      }
      guard !cut.isNull, cut.width > 0, cut.height > 0 else {
        elements[index].frame = CGRect(origin: region.origin, size: .zero)
        elements[index].hasContent = false
        elements[index].hasText = false
        elements[index].hasFill = false
        continue
      }
      elements[index].frame = cut
    }
  }

  /// The figure's own elements with the detail's values left out, which the panel gives: a value is said
  /// once. The element's name stays, so that the reader finds in the figure what the panel magnifies.
  static func leavingOut(detail index: Int, of paintList: PaintList, from elements: [AnnotatedElement])
    -> [AnnotatedElement]
  {
    var elements = elements
    elements[index].isCaptionedElsewhere = true
    var pending = [index]
    while let next = pending.popLast() {
      elements[next].removedKinds = Set(AnnotationKind.allCases)
      // A note on the subject or inside it is said in the panel, beside what it is about, not again here.
      elements[next].note = nil
      // What is inside is named in the panel (or listed under it), not again here.
      if next != index { elements[next].isNamedElsewhere = true }
      pending += paintList.elements[next].children
    }
    if let parent = paintList.elements[index].parent, paintList.elements[parent].element is CornerLayoutSpec,
      paintList.elements[parent].children.last == index
    {
      elements[parent].removedKinds.insert(.position)
    }
    return elements
  }

  /// The elements a detail may magnify when the figure could not draw values the document asked for (not
  /// mere sizes), best first: of the named elements holding any of them whose region is at most two
  /// thirds of the panel's `targetSide` (so that the panel shows it at least half as large again), those
  /// holding most, the smallest of those first. Empty
  /// when no value above sizes was dropped, or none lies in such an element.
  static func crowdedElements(for plan: AnnotationPlan, in paintList: PaintList) -> [Int] {
    let subjects = plan.requests.filter { $0.outcome == .dropped && !$0.isSize }.compactMap(\.subject)
    guard !subjects.isEmpty else { return [] }
    let largestSide = targetSide / 1.5
    var held: [Int: Int] = [:]
    var regions: [Int: CGRect] = [:]
    for subject in subjects where subject < paintList.elements.count {
      var current: Int? = subject
      while let index = current {
        let region = regions[index] ?? Self.subtreeRegion(of: index, in: paintList)
        regions[index] = region
        guard max(region.width, region.height) <= largestSide else { break }
        if paintList.elements[index].name != nil { held[index, default: 0] += 1 }
        current = paintList.elements[index].parent
      }
    }
    let area = { (index: Int) in regions[index].map { $0.width * $0.height } ?? 0 }
    return held.sorted { a, b in (-a.value, area(a.key), a.key) < (-b.value, area(b.key), b.key) }.map(\.key)
  }

  /// Whether a detail's plan (`planned`) draws a value `plan` (the figure's) could not: a detail that
  /// magnifies a region without its missing values is only a larger copy.
  static func drawsDropped(of plan: AnnotationPlan, in panel: Planned) -> Bool {
    // The same kind of value about the same element, worded as the panel words it (a name its caption
    // gives is not repeated on the value).
    let dropped = Set(
      plan.requests.filter { $0.outcome == .dropped && !$0.isSize }.map { "\($0.subject ?? -1)|\($0.kind)" })
    return panel.plan.requests.contains {
      $0.outcome == .figure && !$0.isSize && dropped.contains("\($0.subject ?? -1)|\($0.kind)")
    }
  }

  /// The region an element and everything inside it cover.
  private static func subtreeRegion(of index: Int, in paintList: PaintList) -> CGRect {
    var region = paintList.elements[index].frame
    var pending = paintList.elements[index].children
    while let next = pending.popLast() {
      region = region.union(paintList.elements[next].frame)
      pending += paintList.elements[next].children
    }
    return region
  }

  /// A region with room around it: on each axis a quarter of its length there, from 4pt to 24pt (a long
  /// side needs only its neighbors' edges beyond it; a narrow one keeps its neighbors out of the room its
  /// marks need).
  private static func grown(_ region: CGRect, least: CGFloat = 4) -> CGRect {
    let margin = { (length: CGFloat) in min(24, max(least, length / 4)) }
    return region.insetBy(dx: -margin(region.width), dy: -margin(region.height))
  }
}
