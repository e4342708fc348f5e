import DiagramValues
import Foundation
import ImageDiff
import LayoutRenderer
import TextureLayout

/// How a layout becomes a snapshot and how snapshots are compared: the size range the element is laid
/// out in, the render options, and pixelmatch's comparison options.
///
/// Plain style (the default) paints only fills and text or image content, on a transparent canvas: give
/// the elements fills through `appearance` (for example `ElementAppearances.lookup`) or the image is empty.
public struct LayoutSnapshot: Sendable {
  /// The range the element is laid out in (`calculateRootLayout`).
  public var sizeRange: SizeRange
  /// Scale, style, background and annotations; the layout is made on the pixel grid of this scale.
  public var options: RenderOptions
  /// Colors, line widths and fonts of diagram style.
  public var theme: Theme
  /// The name, fill and stroke of each element.
  public var appearance: @Sendable (any LayoutElement) -> ElementAppearance
  /// How rendered images are compared with references.
  public var comparison: ComparisonOptions

  /// Creates a snapshot description; plain style at scale 2 unless `options` says otherwise.
  public init(
    sizeRange: SizeRange, options: RenderOptions = RenderOptions(style: .plain), theme: Theme = .standard,
    comparison: ComparisonOptions = .standard,
    appearance: @escaping @Sendable (any LayoutElement) -> ElementAppearance = { _ in .none }
  ) {
    self.sizeRange = sizeRange
    self.options = options
    self.theme = theme
    self.comparison = comparison
    self.appearance = appearance
  }

  /// Plain style: fills and content only, transparent unless `background` is given.
  public static func plain(
    sizeRange: SizeRange, scale: CGFloat = 2, background: RGBAColor? = nil,
    comparison: ComparisonOptions = .standard,
    appearance: @escaping @Sendable (any LayoutElement) -> ElementAppearance = { _ in .none }
  ) -> LayoutSnapshot {
    LayoutSnapshot(
      sizeRange: sizeRange, options: RenderOptions(scale: scale, style: .plain, background: background),
      comparison: comparison, appearance: appearance)
  }

  /// Diagram style: outlines, names and `annotations`, on white.
  public static func diagram(
    sizeRange: SizeRange, scale: CGFloat = 2, annotations: Set<AnnotationKind> = [.size],
    theme: Theme = .standard, comparison: ComparisonOptions = .standard,
    appearance: @escaping @Sendable (any LayoutElement) -> ElementAppearance = { _ in .none }
  ) -> LayoutSnapshot {
    LayoutSnapshot(
      sizeRange: sizeRange, options: RenderOptions(scale: scale, style: .diagram, annotations: annotations),
      theme: theme, comparison: comparison, appearance: appearance)
  }

  /// The renderer these options describe.
  public var renderer: LayoutRenderer {
    LayoutRenderer(options: options, theme: theme, appearance: appearance)
  }

  /// `element` laid out in `sizeRange` on the pixel grid of the render scale.
  public func layout(_ element: any LayoutElement) throws(RenderError) -> Layout {
    calculateRootLayout(element, sizeRange: sizeRange, pixelGrid: try grid())
  }

  /// The pixel grid of the render scale, or the error a scale that has none gives.
  private func grid() throws(RenderError) -> PixelGrid {
    guard let grid = try? PixelGrid(scale: options.scale) else { throw .invalidScale(Double(options.scale)) }
    return grid
  }

  /// The PNG image and frame tree of `element`.
  /// In diagram style the drawing is recorded, and a node with a spec is drawn with its spec
  /// (`diagramLayout(of:grid:)`); the frames are always the layout Texture makes.
  public func render(_ element: any LayoutElement) throws(RenderError) -> RenderedLayout {
    let layout = try layout(element)
    if options.style == .diagram {
      let drawn = diagramLayout(of: element, grid: try grid())
      return RenderedLayout(
        png: try renderer.pngData(drawn.layout, records: drawn.records), frames: layout.recursiveDescription)
    }
    return RenderedLayout(png: try renderer.pngData(layout), frames: layout.recursiveDescription)
  }
}

/// A layout as a snapshot holds it: the rendered PNG and the frame tree as text.
public struct RenderedLayout: Hashable, Sendable {
  /// The PNG bytes.
  public var png: Data
  /// `Layout.recursiveDescription`: one line per layout, with its size and position.
  public var frames: String

  /// Creates a rendered layout.
  public init(png: Data, frames: String) {
    self.png = png
    self.frames = frames
  }
}
