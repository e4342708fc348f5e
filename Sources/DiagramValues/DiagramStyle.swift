/// How a diagram is drawn (a document's top-level `style`): `plain` reproduces Texture's snapshot images,
/// `diagram` adds outlines, names and annotations.
public enum DiagramStyle: String, Hashable, Sendable, CaseIterable {
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

/// How diagram style draws layers that share one frame (an overlay spec's child and overlay, a background
/// spec's background and child): one on the other, as laid out, or the lower one offset up and to the
/// right behind the upper, as the hand-drawn figures of Texture's docs draw them, so that which is on top
/// is seen.
public enum LayerDrawing: String, Hashable, Sendable, CaseIterable {
  /// As laid out.
  case flat
  /// The lower layer drawn 8pt up and to the right.
  case exploded
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
  /// The gaps between adjacent stack children, and justify's free space.
  case spacing
  /// Where specs put their children: absolute positions, centering margins, corner offsets.
  case position
  /// Baselines of baseline-aligned stacks, as dashed lines across the aligned children.
  case baseline
  /// The structure view: each spec outlined in its kind's color with a callout naming it.
  case structure
  /// Widths only, for a figure about widths: what `size` shows along the horizontal axis, drawn in its
  /// color.
  case width
  /// Heights only: what `size` shows along the vertical axis, drawn in its color.
  case height
}

/// One question a figure of a layout answers, drawn as an image of its own instead of one crowded picture:
/// its structure, its widths or its heights.
public enum DiagramView: String, Hashable, Sendable, CaseIterable {
  /// The structure view: each spec outlined in its kind's color and named.
  case structure
  /// Widths: each named element's width and each stack child's flexBasis.
  case widths
  /// Heights: each named element's height.
  case heights

  /// The annotation kinds the view draws, in place of the document's own.
  public var annotations: [AnnotationKind] {
    switch self {
    case .structure: [.structure]
    case .widths: [.width, .flexBasis]
    case .heights: [.height]
    }
  }
}
