import DiagramValues
import Foundation

/// The format of a rendered image.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
  /// A PNG bitmap, `scale` pixels per point.
  case png
  /// An SVG drawing measured in points.
  case svg

  /// The format a file extension names (`png`, `svg`, any case), or `nil`.
  public init?(pathExtension: String) {
    self.init(rawValue: pathExtension.lowercased())
  }
}

/// How to render a layout: scale, style, background and the annotations to draw.
public struct RenderOptions: Hashable, Sendable {
  /// Pixels per point in PNG output, and the pixel grid frames are ceiled to; a positive finite number.
  /// Lay the layout out on the same grid (`PixelGrid(scale:)`), as a document's `scale` does for both.
  public var scale: CGFloat
  /// Plain or diagram.
  public var style: DiagramStyle
  /// The canvas color, or `nil` for a transparent canvas.
  public var background: RGBAColor?
  /// The annotations drawn in diagram style; ignored in plain style.
  public var annotations: Set<AnnotationKind>
  /// Whether diagram style draws the key under the figure when anything went into it.
  public var showsKey = true
  /// How diagram style draws layers that share a frame.
  public var layers = LayerDrawing.flat
  /// The name of the element the figure is about: everything else is dimmed and left unannotated.
  public var focus: String?
  /// How many times larger the figure's geometry is drawn in diagram style, its labels and lines kept at
  /// their usual size: for parts too small to dimension at one to one. 1 draws one point as one point.
  public var magnification: CGFloat = 1
  /// The name of an element drawn a second time under the figure, magnified (`DetailPanel`), with its
  /// subtree's values: for a region too small for its values in the figure itself.
  public var detail: String?
  /// Whether, when no detail is named and values the document asked for found no room, the crowded region
  /// they lie in is detailed (`DetailPanel.crowdedElements`).
  public var detailsCrowdedRegion = true

  /// Creates options with an explicit background (`nil` is transparent).
  public init(
    scale: CGFloat = 2, style: DiagramStyle = .diagram, background: RGBAColor?,
    annotations: Set<AnnotationKind> = [.size]
  ) {
    self.scale = scale
    self.style = style
    self.background = background
    self.annotations = annotations
  }

  /// Creates options with the style's default background.
  public init(scale: CGFloat = 2, style: DiagramStyle = .diagram, annotations: Set<AnnotationKind> = [.size])
  {
    self.init(scale: scale, style: style, background: style.defaultBackground, annotations: annotations)
  }
}
