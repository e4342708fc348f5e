import CCairo
import DiagramAnnotations
import DiagramValues
import Foundation
import Synchronization
import InputLimits
import CairoSupport
import TextureLayout

/// Renders a layout to PNG or SVG: `plain` style reproduces Texture's snapshot images (fills and content on
/// the pixel grid), `diagram` style adds outlines, names and annotations read from the elements.
///
/// The layout is the root layout as the engine returns it, not flattened, so that annotations can read the
/// specs. Output is deterministic: the same layout and options give the same bytes on every run.
public struct LayoutRenderer: Sendable {
  /// Scale, style, background and annotations.
  public var options: RenderOptions
  /// Colors, line widths and fonts of diagram style.
  public var theme: Theme
  /// Where the planner's reports of annotations it left out go; standard error unless set, each counted in
  /// `droppedReports` (what `render --strict` fails on).
  public var reportDropped: @Sendable (DroppedAnnotation) -> Void = { dropped in
    droppedReports.add(1, ordering: .relaxed)
    // write(2), not FileHandle, which traps when standard error is closed.
    let line = Array("warning: \(String(describing: dropped).escapingControlCharacters)\n".utf8)
    _ = line.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  /// Where the count of the annotations left out beyond the first `droppedReportedOneByOne` of a figure
  /// goes: a figure of thousands of elements leaves out thousands of values, and a line for each buries
  /// everything else the run says.
  public var reportMoreDropped: @Sendable (Int) -> Void = { count in
    droppedReports.add(count, ordering: .relaxed)
    let line = Array(
      "warning: \(count) more annotations left out; render --plan-report FILE.json lists every one\n".utf8)
    _ = line.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  /// The annotations left out of one figure that are reported one by one.
  public static let droppedReportedOneByOne = 10

  /// How many annotations the default reporter has said were left out, in this process.
  public static var droppedReportCount: Int { droppedReports.load(ordering: .relaxed) }
  /// The name, fill and stroke of each element.
  public var appearance: @Sendable (any LayoutElement) -> ElementAppearance

  /// Creates a renderer.
  public init(
    options: RenderOptions, theme: Theme = .standard,
    appearance: @escaping @Sendable (any LayoutElement) -> ElementAppearance = { _ in .none }
  ) {
    self.options = options
    self.theme = theme
    self.appearance = appearance
  }

  /// The image of `layout` in `format`.
  public func render(_ layout: Layout, records: SizingRecords? = nil, as format: ImageFormat)
    throws(RenderError) -> Data
  {
    switch format {
    case .png: try pngData(layout, records: records)
    case .svg: try svgData(layout, records: records)
    }
  }

  /// The image of a recorded layout in `format`: its sizing records say where each annotated value came
  /// from.
  public func render(_ recorded: RecordedLayout, as format: ImageFormat) throws(RenderError) -> Data {
    try render(recorded.layout, records: recorded.records, as: format)
  }

  /// A PNG of `layout`, `scale` pixels per point.
  public func pngData(_ layout: Layout, records: SizingRecords? = nil) throws(RenderError) -> Data {
    let figure = try makeFigure(layout, records: records)
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(figure.pixelWidth), Int32(figure.pixelHeight))!
    defer { cairo_surface_destroy(surface) }
    try RenderError.check(cairo_surface_status(surface))
    try draw(figure, on: surface, pixelsToDevice: 1)
    cairo_surface_flush(surface)
    do {
      return try PNGEncoder.encode(surface)
    } catch {
      throw .cairo(error.description)
    }
  }

  /// An SVG of `layout`, measured in points.
  public func svgData(_ layout: Layout, records: SizingRecords? = nil) throws(RenderError) -> Data {
    try placedSVG(layout, records: records).svg
  }

  /// An SVG of `layout` with where the layout sits in it: a point `p` of the root's coordinates is at
  /// `(p + origin) × magnification` in the SVG's points, for pages that draw over the figure.
  public func placedSVG(_ layout: Layout, records: SizingRecords? = nil) throws(RenderError) -> (
    svg: Data, origin: CGPoint, magnification: CGFloat
  ) {
    let figure = try makeFigure(layout, records: records)
    let magnification = options.style == .diagram ? options.magnification : 1
    return (try svg(of: figure, layer: .whole), figure.scene.origin, magnification)
  }

  /// An SVG of `layout` in layers, for pages that show and hide annotation kinds: the figure without its
  /// values (elements, outlines, names, notes, the key) and, for each annotation kind it shows, that kind's
  /// marks alone on a clear canvas of the same size; with where the layout sits in them, as `placedSVG`.
  public func layeredSVG(_ layout: Layout, records: SizingRecords? = nil) throws(RenderError) -> (
    base: Data, layers: [(kind: AnnotationKind, svg: Data)], origin: CGPoint, magnification: CGFloat
  ) {
    let figure = try makeFigure(layout, records: records)
    let kinds = AnnotationKind.allCases.filter { kind in
      figure.scene.marks.contains { $0.annotationKind == kind }
    }
    let base = try svg(of: figure, layer: .withoutValues)
    var layers: [(kind: AnnotationKind, svg: Data)] = []
    for kind in kinds { layers.append((kind, try svg(of: figure, layer: .marks(kind)))) }
    let magnification = options.style == .diagram ? options.magnification : 1
    return (base, layers, figure.scene.origin, magnification)
  }

  /// One layer of `figure` as SVG measured in points.
  private func svg(of figure: RenderFigure, layer: FigureLayer) throws(RenderError) -> Data {
    let bands = layer == .whole ? SVGParts.bands(elements: figure.scene.elements.count) : []
    if bands.count > 1 { return try svgInParts(figure, bands: bands) }
    let sink = CairoByteSink()
    let surface = sink.withClosure { closure in
      cairo_svg_surface_create_for_stream(
        CairoByteSink.write, closure, Double(figure.pixelWidth) / Double(options.scale),
        Double(figure.pixelHeight) / Double(options.scale))!
    }
    defer { cairo_surface_destroy(surface) }
    try RenderError.check(cairo_surface_status(surface))
    cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
    cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
    try draw(figure, on: surface, pixelsToDevice: 1 / options.scale, layer: layer)
    cairo_surface_finish(surface)
    try RenderError.check(cairo_surface_status(surface))
    return SVGIdentifiers.stabilized(sink.data)
  }

  /// The whole figure's SVG drawn on a surface per band of its elements (`SVGParts`), the surfaces
  /// finished at once and their documents joined.
  private func svgInParts(_ figure: RenderFigure, bands: [Range<Int>]) throws(RenderError) -> Data {
    let sinks = bands.map { _ in CairoByteSink() }
    let surfaces = sinks.map { sink in
      sink.withClosure { closure in
        cairo_svg_surface_create_for_stream(
          CairoByteSink.write, closure, Double(figure.pixelWidth) / Double(options.scale),
          Double(figure.pixelHeight) / Double(options.scale))!
      }
    }
    defer { for surface in surfaces { cairo_surface_destroy(surface) } }
    for (index, surface) in surfaces.enumerated() {
      try RenderError.check(cairo_surface_status(surface))
      cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
      cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
      let part = FigurePart(elements: bands[index], isFirst: index == 0, isLast: index == bands.count - 1)
      try draw(figure, on: surface, pixelsToDevice: 1 / options.scale, part: part)
    }
    SVGParts.finish(surfaces)
    for surface in surfaces { try RenderError.check(cairo_surface_status(surface)) }
    return withExtendedLifetime(sinks) { SVGParts.joined(sinks.map(\.data)) }
  }

  /// Renders `layout` and writes it to `url` in one step, so that a failed render leaves no partial file;
  /// the format is the file extension's (`svg`, else PNG) unless given.
  public func write(
    _ layout: Layout, records: SizingRecords? = nil, to url: URL, format: ImageFormat? = nil
  ) throws(RenderError) {
    let format = format ?? ImageFormat(pathExtension: url.pathExtension) ?? .png
    try ImageFile.write(render(layout, records: records, as: format), to: url)
  }

  /// The figure of `layout`: its scene and, when asked for, the detail panel under it.
  private func makeFigure(_ layout: Layout, records: SizingRecords?) throws(RenderError) -> RenderFigure {
    let paintList = try self.paintList(layout)
    guard options.style == .diagram else {
      let scene = try RenderScene(
        elements: paintList.elements, marks: [], drawn: nil, scale: options.scale,
        focus: paintList.focus.map { paintList.elements[$0].frame })
      return RenderFigure(scene: scene, theme: theme, scale: options.scale)
    }
    let magnification = options.magnification
    // A drawing too large for any canvas is refused before the annotations are planned, which takes time
    // in proportion to what is drawn: the root and every element, since each is outlined where it is,
    // inside the root or not.
    let extent = paintList.elements.dropFirst().reduce(paintList.elements[0].frame) { $0.union($1.frame) }
    try RenderScene.checkRoot(extent, scale: options.scale * magnification)
    let drawingTheme = theme.magnified(magnification)
    let (_, plan, detail, planned) = try figurePlan(paintList, records: records, theme: drawingTheme)
    for dropped in plan.dropped.prefix(Self.droppedReportedOneByOne) { reportDropped(dropped) }
    if plan.dropped.count > Self.droppedReportedOneByOne {
      reportMoreDropped(plan.dropped.count - Self.droppedReportedOneByOne)
    }
    let scene = try RenderScene(
      elements: paintList.elements, marks: plan.marks, drawn: plan.bounds,
      scale: options.scale * magnification, focus: paintList.focus.map { paintList.elements[$0].frame })
    var figure = RenderFigure(scene: scene, theme: drawingTheme, scale: options.scale * magnification)
    figure.colorNames = plan.colorNames
    if let detail {
      let panel = try DetailPanel(
        of: detail, in: paintList, records: records, renderer: self, under: figure, planned: planned)
      for dropped in panel.plan.dropped.prefix(Self.droppedReportedOneByOne) { reportDropped(dropped) }
      figure.detail = panel
    }
    return figure
  }

  /// What diagram style draws over `layout`, planned with labels measured in the theme's font: the
  /// planner's input (the elements) and its plan, without painting anything.
  public func annotationPlan(_ layout: Layout, records: SizingRecords? = nil) throws(RenderError) -> (
    elements: [AnnotatedElement], plan: AnnotationPlan
  ) {
    let paintList = try self.paintList(layout)
    let (elements, plan, _, _) = try figurePlan(
      paintList, records: records, theme: theme.magnified(options.magnification))
    return (elements, plan)
  }

  /// The figure's planner input and plan, and the element its detail magnifies: the one the options name,
  /// else, when values the document asked for found no room, the crowded region's (`crowdedElements`),
  /// not for a figure of more elements than a reader takes in, where one magnified region is not the
  /// answer and the figure would be planned twice.
  private func figurePlan(_ paintList: PaintList, records: SizingRecords?, theme: Theme) throws(RenderError)
    -> (elements: [AnnotatedElement], plan: AnnotationPlan, detail: Int?, panel: DetailPanel.Planned?)
  {
    let named = try options.detail.map { name throws(RenderError) in
      guard let index = paintList.elements.firstIndex(where: { $0.name == name }) else {
        throw .detailNotFound(name)
      }
      return index
    }
    let elements = figureElements(paintList, records: records, detail: named)
    let plan = annotationPlan(elements, theme: theme, showsKey: options.showsKey)
    guard named == nil, options.detailsCrowdedRegion, paintList.elements.count <= Self.mostElementsDetailed
    else { return (elements, plan, named, nil) }
    // The first of a few crowded regions whose detail draws what the figure could not; its plan is the
    // panel's.
    for detail in DetailPanel.crowdedElements(for: plan, in: paintList).prefix(Self.crowdedRegionsTried) {
      let panel = DetailPanel.planned(detail, in: paintList, records: records, renderer: self)
      guard DetailPanel.drawsDropped(of: plan, in: panel) else { continue }
      let leaving = figureElements(paintList, records: records, detail: detail)
      return (leaving, annotationPlan(leaving, theme: theme, showsKey: options.showsKey), detail, panel)
    }
    return (elements, plan, nil, nil)
  }

  /// How many crowded regions are tried for a detail, most crowded first.
  static let crowdedRegionsTried = 3

  /// The most elements a figure has for a crowded region of it to be detailed on its own.
  static let mostElementsDetailed = 400

  /// The planner's elements of the figure: a detail's values are left to its panel.
  private func figureElements(_ paintList: PaintList, records: SizingRecords?, detail: Int?)
    -> [AnnotatedElement]
  {
    let elements = paintList.annotatedElements(records: records)
    guard let detail else { return elements }
    return DetailPanel.leavingOut(detail: detail, of: paintList, from: elements)
  }

  /// The plan of the detail panel diagram style draws under the figure (`RenderOptions.detail`), its
  /// caption among its marks; `nil` when there is none.
  public func detailPlan(_ layout: Layout, records: SizingRecords? = nil) throws(RenderError)
    -> AnnotationPlan?
  {
    try makeFigure(layout, records: records).detail?.plan
  }

  private func paintList(_ layout: Layout) throws(RenderError) -> PaintList {
    guard let grid = try? PixelGrid(scale: options.scale) else {
      throw .invalidScale(Double(options.scale))
    }
    var list = PaintList(layout: layout, grid: grid, appearance: appearance)
    if options.style == .diagram && options.layers == .exploded { list.explodeLayers() }
    if let focus = options.focus {
      guard let index = list.elements.firstIndex(where: { $0.name == focus }) else {
        throw .focusNotFound(focus)
      }
      list.focus = index
    }
    return list
  }

  /// The plan of `paintList` drawn in `theme` (magnified or not).
  func annotationPlan(
    _ paintList: PaintList, records: SizingRecords?, theme: Theme, showsKey: Bool
  ) -> AnnotationPlan {
    annotationPlan(paintList.annotatedElements(records: records), theme: theme, showsKey: showsKey)
  }

  /// The plan of the planner's elements drawn in `theme` (magnified or not).
  func annotationPlan(_ elements: [AnnotatedElement], theme: Theme, showsKey: Bool) -> AnnotationPlan {
    let planner = AnnotationPlanner(
      elements: elements, kinds: options.annotations, metrics: theme.metrics, showsKey: showsKey)
    return planner.plan(measurer: PangoLabelMeasurer(fontFamily: theme.fontFamily))
  }

  /// Draws the figure: its scene, then its detail panel below it. `pixelsToDevice` is the surface's unit
  /// per canvas pixel of the grid's scale (1 for a PNG, a point per `scale` pixels for an SVG).
  private func draw(
    _ figure: RenderFigure, on surface: OpaquePointer, pixelsToDevice: CGFloat, layer: FigureLayer = .whole,
    part: FigurePart? = nil
  )
    throws(RenderError)
  {
    let cairo = cairo_create(surface)!
    defer { cairo_destroy(cairo) }
    if case .marks(let kind) = layer {
      // One kind's marks alone, on a clear canvas the size of the figure, placed as the figure places them.
      cairo_scale(cairo, figure.scale * pixelsToDevice, figure.scale * pixelsToDevice)
      cairo_translate(cairo, figure.scene.origin.x, figure.scene.origin.y)
      MarkPainter(
        canvas: CairoCanvas(cairo: cairo, scale: options.scale), theme: figure.theme,
        measurer: PangoLabelMeasurer(fontFamily: figure.theme.fontFamily)
      ).paint(figure.scene.marks.filter { $0.annotationKind == kind })
      try RenderError.check(cairo_status(cairo))
      return
    }
    if let background = options.background, part?.isFirst ?? true {
      CairoCanvas(cairo: cairo, scale: options.scale).paint(background)
    }
    cairo_save(cairo)
    cairo_rectangle(
      cairo, 0, 0, Double(figure.scene.pixelWidth) * pixelsToDevice,
      Double(figure.scene.pixelHeight) * pixelsToDevice)
    cairo_clip(cairo)
    try draw(
      figure.scene, on: cairo, theme: figure.theme, pointsToDevice: figure.scale * pixelsToDevice,
      leavingOut: layer == .withoutValues ? Set(figure.scene.marks.compactMap(\.annotationKind)) : [],
      elements: part?.elements, drawsOver: part?.isLast ?? true)
    cairo_restore(cairo)
    if let detail = figure.detail, part?.isLast ?? true {
      // The window, its elements cut at its edges; then the strips of labels over and under it.
      let top = Double(detail.top + detail.headerPixels) * pixelsToDevice
      cairo_save(cairo)
      cairo_rectangle(
        cairo, 0, top, Double(detail.scene.pixelWidth) * pixelsToDevice,
        Double(detail.scene.pixelHeight) * pixelsToDevice)
      cairo_clip(cairo)
      cairo_translate(cairo, 0, top)
      try draw(detail.scene, on: cairo, theme: detail.theme, pointsToDevice: detail.scale * pixelsToDevice)
      cairo_restore(cairo)
      cairo_save(cairo)
      cairo_translate(cairo, 0, top)
      cairo_scale(cairo, detail.scale * pixelsToDevice, detail.scale * pixelsToDevice)
      cairo_translate(cairo, detail.scene.origin.x, detail.scene.origin.y)
      let canvas = CairoCanvas(cairo: cairo, scale: options.scale)
      MarkPainter(
        canvas: canvas, theme: detail.theme, measurer: PangoLabelMeasurer(fontFamily: detail.theme.fontFamily)
      ).paint(detail.labels)
      cairo_restore(cairo)
      try RenderError.check(cairo_status(cairo))
    }
  }

  /// Draws one scene on `cairo`, whose current transformation is the scene's canvas in device units,
  /// without the marks of the annotation kinds in `leavingOut`.
  private func draw(
    _ scene: RenderScene, on cairo: OpaquePointer, theme: Theme, pointsToDevice: CGFloat,
    leavingOut: Set<AnnotationKind> = [], elements: Range<Int>? = nil, drawsOver: Bool = true
  )
    throws(RenderError)
  {
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_scale(cairo, pointsToDevice, pointsToDevice)
    cairo_translate(cairo, scene.origin.x, scene.origin.y)
    let canvas = CairoCanvas(cairo: cairo, scale: options.scale)
    let veilColor = (options.background ?? .white).withAlpha(0.7)
    guard options.style == .diagram else {
      ElementPainter(canvas: canvas, background: options.background).paint(scene.elements, only: elements)
      if drawsOver, let focus = scene.focus { canvas.veil(veilColor, around: focus) }
      try RenderError.check(cairo_status(cairo))
      return
    }
    // A node's or spec's outline (and a spec's structure outline) is painted right after the element, so
    // that what is painted over the element (a corner badge, a child's fill, a text) also covers its
    // outline; every other mark goes on top.
    let painter = MarkPainter(
      canvas: canvas, theme: theme, measurer: PangoLabelMeasurer(fontFamily: theme.fontFamily))
    var outlines: [Int: [AnnotationMark]] = [:]
    var onTop: [AnnotationMark] = []
    for mark in scene.marks where mark.annotationKind.map({ !leavingOut.contains($0) }) ?? true {
      if case .outline(let rect, let role, _, let element) = mark, Self.isPaintedWithItsElement(role),
        !Self.isStructureOnItsFrame(rect, role: role, of: element, in: scene)
      {
        outlines[element, default: []].append(mark)
      } else {
        onTop.append(mark)
      }
    }
    ElementPainter(canvas: canvas, background: options.background).paint(
      scene.elements, only: elements, within: scene.layoutBounds
    ) { index in
      guard let marks = outlines[index] else { return }
      let region = scene.elements[index].frame.insetBy(dx: -2, dy: -2)
      painter.paint(
        marks,
        occlusion: Occlusion(
          of: scene.elements, paintedAfter: index, near: region, within: scene.layoutBounds))
    }
    guard drawsOver else {
      try RenderError.check(cairo_status(cairo))
      return
    }
    // What the figure is not about is dimmed under the marks, which are all about the focused subtree.
    if let focus = scene.focus { canvas.veil(veilColor, around: focus, within: scene.layoutBounds) }
    // A detail's layout is cut at its region: faded there, so that the cut reads as a cut.
    if let bounds = scene.layoutBounds {
      canvas.fadeEdges(
        of: bounds, width: min(4, max(1, min(bounds.width, bounds.height) / 10)), to: options.background)
    }
    painter.paint(onTop)
    try RenderError.check(cairo_status(cairo))
  }

  /// Whether a structure outline lies on its spec's frame rather than set out from it: then it shares edges
  /// with what the spec holds, and is painted over it, in the plan's order (the outermost last), or a spec
  /// sharing every edge with what it holds would not show at all.
  private static func isStructureOnItsFrame(
    _ rect: CGRect, role: MarkRole, of element: Int, in scene: RenderScene
  ) -> Bool {
    guard case .structure = role, scene.elements.indices.contains(element) else { return false }
    let frame = scene.elements[element].frame
    return abs(rect.minX - frame.minX) < 0.01 && abs(rect.minY - frame.minY) < 0.01
      && abs(rect.maxX - frame.maxX) < 0.01 && abs(rect.maxY - frame.maxY) < 0.01
  }

  /// Outlines of an element's own: a node's, a spec's and a spec's structure outline (not a stroke the
  /// document asked for, which goes on top as every other mark).
  private static func isPaintedWithItsElement(_ role: MarkRole) -> Bool {
    switch role {
    case .nodeOutline, .specOutline, .structure: true
    default: false
    }
  }
}

/// What of a figure is drawn: the whole, the whole without its values' marks, or one kind's marks alone.
enum FigureLayer: Equatable {
  case whole
  case withoutValues
  case marks(AnnotationKind)
}

extension AnnotationMark {
  /// The annotation kind a value's mark shows, `nil` for outlines, names, notes and the key.
  var annotationKind: AnnotationKind? {
    let role: MarkRole =
      switch self {
      case .outline(_, let role, _, _), .dimensionLine(_, _, let role), .extensionLine(_, _, let role),
        .arrowhead(_, _, let role), .leader(_, _, let role), .baseline(_, _, let role):
        role
      case .label(let label): label.role
      }
    if case .annotation(let kind) = role { return kind }
    return nil
  }
}

/// The count behind `LayoutRenderer.droppedReportCount`.
private let droppedReports = Atomic<Int>(0)
