import Foundation

/// What a render looks like: `plain` reproduces Texture's snapshot images, `diagram` adds outlines, names
/// and annotations.
public enum RenderStyle: String, Hashable, Sendable, CaseIterable {
  /// Only fills (and text and image content), on a transparent canvas unless a background is set.
  case plain
  /// Outlines, names and dimension annotations, on a white canvas unless a background is set.
  case diagram

  /// The canvas color a document gets when it names none: transparent in `plain`, white in `diagram`.
  public var defaultBackground: RGBAColor? {
    switch self {
    case .plain: nil
    case .diagram: .white
    }
  }
}

/// The kinds of annotation diagram style can draw (a document's `annotate` list).
public enum AnnotationKind: String, Hashable, Sendable, CaseIterable {
  /// Width and height dimension lines with their values, for named elements.
  case size
  /// The basis each stack child started from, such as `40% → 128pt`.
  case flexBasis
  /// An arrow and value for each edge of an inset spec.
  case insets
  /// A ratio spec's ratio, such as `2:1 = 0.5 ratio`.
  case ratio
  /// The gaps between adjacent stack children.
  case spacing
  /// The positions of an absolute spec's children.
  case position
}

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
  public var style: RenderStyle
  /// The canvas color, or `nil` for a transparent canvas.
  public var background: RGBAColor?
  /// The annotations drawn in diagram style; ignored in plain style.
  public var annotations: Set<AnnotationKind>

  /// Creates options with an explicit background (`nil` is transparent).
  public init(
    scale: CGFloat = 2, style: RenderStyle = .diagram, background: RGBAColor?,
    annotations: Set<AnnotationKind> = [.size]
  ) {
    self.scale = scale
    self.style = style
    self.background = background
    self.annotations = annotations
  }

  /// Creates options with the style's default background.
  public init(scale: CGFloat = 2, style: RenderStyle = .diagram, annotations: Set<AnnotationKind> = [.size]) {
    self.init(scale: scale, style: style, background: style.defaultBackground, annotations: annotations)
  }
}
