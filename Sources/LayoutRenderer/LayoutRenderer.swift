import CCairo
import Foundation
import ImageDiff
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
  public func render(_ layout: Layout, as format: ImageFormat) throws(RenderError) -> Data {
    switch format {
    case .png: try pngData(layout)
    case .svg: try svgData(layout)
    }
  }

  /// A PNG of `layout`, `scale` pixels per point.
  public func pngData(_ layout: Layout) throws(RenderError) -> Data {
    let scene = try makeScene(layout)
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(scene.pixelWidth), Int32(scene.pixelHeight))!
    defer { cairo_surface_destroy(surface) }
    try RenderError.check(cairo_surface_status(surface))
    try draw(scene, on: surface, pointsToDevice: options.scale)
    cairo_surface_flush(surface)
    let sink = CairoByteSink()
    let status = sink.withClosure { cairo_surface_write_to_png_stream(surface, CairoByteSink.write, $0) }
    try RenderError.check(status)
    return sink.data
  }

  /// An SVG of `layout`, measured in points.
  public func svgData(_ layout: Layout) throws(RenderError) -> Data {
    let scene = try makeScene(layout)
    let sink = CairoByteSink()
    let surface = sink.withClosure { closure in
      cairo_svg_surface_create_for_stream(
        CairoByteSink.write, closure, Double(scene.pixelWidth) / Double(options.scale),
        Double(scene.pixelHeight) / Double(options.scale))!
    }
    defer { cairo_surface_destroy(surface) }
    try RenderError.check(cairo_surface_status(surface))
    cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
    cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
    try draw(scene, on: surface, pointsToDevice: 1)
    cairo_surface_finish(surface)
    try RenderError.check(cairo_surface_status(surface))
    return SVGIdentifiers.stabilized(sink.data)
  }

  /// Renders `layout` and writes it to `url` in one step, so that a failed render leaves no partial file;
  /// the format is the file extension's (`svg`, else PNG) unless given.
  public func write(_ layout: Layout, to url: URL, format: ImageFormat? = nil) throws(RenderError) {
    let format = format ?? ImageFormat(pathExtension: url.pathExtension) ?? .png
    try ImageFile.write(render(layout, as: format), to: url)
  }

  private func makeScene(_ layout: Layout) throws(RenderError) -> RenderScene {
    guard let grid = try? PixelGrid(scale: options.scale) else {
      throw .invalidScale(Double(options.scale))
    }
    let paintList = PaintList(layout: layout, grid: grid, appearance: appearance)
    let marks =
      options.style == .diagram
      ? DiagramAnnotator.marks(for: paintList.elements, annotations: options.annotations, theme: theme) : []
    return try RenderScene(
      elements: paintList.elements, marks: marks, scale: options.scale, margin: theme.canvasMargin)
  }

  private func draw(_ scene: RenderScene, on surface: OpaquePointer, pointsToDevice: CGFloat)
    throws(RenderError)
  {
    let cairo = cairo_create(surface)!
    defer { cairo_destroy(cairo) }
    cairo_scale(cairo, pointsToDevice, pointsToDevice)
    cairo_translate(cairo, scene.origin.x, scene.origin.y)
    let canvas = CairoCanvas(cairo: cairo, scale: options.scale)
    if let background = options.background { canvas.paint(background) }
    ElementPainter(canvas: canvas).paint(scene.elements)
    if options.style == .diagram { MarkPainter(canvas: canvas, theme: theme).paint(scene.marks) }
    try RenderError.check(cairo_status(cairo))
  }
}
