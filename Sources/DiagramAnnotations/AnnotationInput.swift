import DiagramValues
import Foundation
import TextureLayout

/// One element of a laid-out tree as the planner sees it.
public struct AnnotatedElement: Sendable {
  /// The frame in root points, after the pixel ceiling.
  public var frame: CGRect
  /// The parent's index; `nil` for the root.
  public var parent: Int?
  /// The children's indices in tree order.
  public var children: [Int]
  /// `nil` for a display node, else the spec's kind.
  public var spec: SpecKind?
  /// The name shown in the diagram.
  public var name: String?
  /// How its size came about, when the layout was recorded.
  public var sizing: SizingRecord?
  /// Whether it draws text or an image, which labels must not cover.
  public var hasContent: Bool
  /// Whether its outline or fill is drawn, so that its edges are visible.
  public var hasVisibleEdges: Bool
  /// Whether it is filled, which a leader must not run through.
  public var hasFill: Bool
  /// Whether its fill is opaque: what is behind it, painted earlier, does not show through.
  public var hasOpaqueFill = false
  /// Whether it draws text: its measured height is noise in a figure unless the element asks for sizes.
  public var hasText: Bool
  /// The outline's role: a node's, a spec's, or the element's own stroke color; `nil` for no outline.
  public var outline: MarkRole?
  /// Annotation kinds added for this element only.
  public var addedKinds: Set<AnnotationKind>
  /// Annotation kinds removed for this element only.
  public var removedKinds: Set<AnnotationKind>
  /// A note shown in a callout beside the element.
  public var note: String?
  /// Why the element was laid out 0pt wide or tall, in the layout diagnostics' words, when they say.
  public var zeroSizeReason: String?
  /// The layout diagnostics' other warnings about the element, each in short.
  public var warnings: [String] = []
  /// Whether it is drawn offset from its frame as the lower of exploded layers: its size is its spec's,
  /// said once, by the spec.
  public var isOffsetLayer: Bool
  /// Whether the element's name is given outside the figure (a detail panel's caption): it is not drawn
  /// again, though the element's values are given as a named element's are.
  public var isNamedElsewhere = false
  /// Whether the element is only context for what the figure is about (the child a detailed badge sits
  /// on): its name is placed after every value, in whatever room they leave.
  public var isNamedLast = false
  /// Whether the element is drawn only as context (dimmed outside a focused subtree, or what a detail's
  /// element sits on): marks may cross it as they cross empty space.
  public var isContext = false
  /// Whether a caption outside the figure names the element too (a detail panel's): it is named where it
  /// is when there is room, and neither badged nor keyed when there is not.
  public var isCaptionedElsewhere = false

  /// Creates an element.
  public init(
    frame: CGRect, parent: Int?, children: [Int] = [], spec: SpecKind?, name: String? = nil,
    sizing: SizingRecord? = nil, hasContent: Bool = false, hasText: Bool = false,
    hasVisibleEdges: Bool = true,
    hasFill: Bool = false,
    outline: MarkRole? = nil, addedKinds: Set<AnnotationKind> = [], removedKinds: Set<AnnotationKind> = [],
    note: String? = nil, zeroSizeReason: String? = nil, warnings: [String] = [], isOffsetLayer: Bool = false
  ) {
    self.zeroSizeReason = zeroSizeReason
    self.warnings = warnings
    self.isOffsetLayer = isOffsetLayer
    self.hasFill = hasFill
    self.hasText = hasText
    self.frame = frame
    self.parent = parent
    self.children = children
    self.spec = spec
    self.name = name
    self.sizing = sizing
    self.hasContent = hasContent
    self.hasVisibleEdges = hasVisibleEdges
    self.outline = outline
    self.addedKinds = addedKinds
    self.removedKinds = removedKinds
    self.note = note
  }

  /// Whether the element shows annotations of `kind`, given the document's kinds.
  public func shows(_ kind: AnnotationKind, in kinds: Set<AnnotationKind>) -> Bool {
    return (kinds.contains(kind) || addedKinds.contains(kind)) && !removedKinds.contains(kind)
  }
}

/// Measures label text: the planner's only view of fonts.
public protocol LabelMeasuring {
  /// The size of `text` set in the diagram font at `fontSize` points.
  func size(of text: String, fontSize: CGFloat) -> CGSize
}

/// Sizes and distances of the diagram's marks, in points.
public struct PlannerMetrics: Hashable, Sendable {
  /// How many values a chain that finds no room gives up one at a time, least telling first; a longer
  /// chain gives up half its values at a time, so that its placements stay few.
  static let valuesGivenUpOneByOne = 16

  /// Font size of values.
  public var labelFontSize: CGFloat = 9
  /// Font size of names.
  public var nameFontSize: CGFloat = 10
  /// Space between a label's text and its plate's edge.
  public var labelPadding: CGFloat = 1.5
  /// An arrowhead's length.
  public var arrowLength: CGFloat = 5
  /// Half an arrowhead's width.
  public var arrowHalfWidth: CGFloat = 2.5
  /// Distance from an element's edge to its first dimension line outside.
  public var dimensionGap: CGFloat = 8
  /// Distance between tiers of dimension lines.
  public var tierSpacing: CGFloat = 16
  /// Gap between an element's edge and the start of its extension line.
  public var extensionGap: CGFloat = 2
  /// How far an extension line runs past its dimension line.
  public var extensionOvershoot: CGFloat = 2
  /// The width of an edge or line, for collisions.
  public var strokeWidth: CGFloat = 1
  /// Clear space kept around a label's plate.
  public var labelClearance: CGFloat = 1
  /// Space around the drawing.
  public var canvasMargin: CGFloat = 4
  /// The longest leader drawn: a name or note farther from its element gets a numbered badge and goes
  /// into the key instead.
  public var longestLeader: CGFloat = 80
  /// The columns beyond the drawing, on each side, where a value with no room by its subject is called out
  /// on a leader (`PlanCanvas.calloutCenters`).
  public var calloutColumns = 2
  /// The rows above and below its subject's level a called-out value may move to.
  public var calloutRows = 3
  /// Space between the parts of a key's row (a badge, a name, a note).
  public var keyGap: CGFloat = 4
  /// Space between a key's rows.
  public var keyRowGap: CGFloat = 2
  /// The narrowest a key's column is made before its notes wrap: under a narrow figure, a column of
  /// reading width rather than the figure's.
  public var narrowestKey: CGFloat = 320
  /// The area of the drawing, in squares of a name's font size, that each name placed outside its element
  /// takes with the space a reader needs around it: a figure tries to place as many names outside as its
  /// area has room for (at least `fewestNamesTried`), and lists the rest in the key.
  public var areaPerName: CGFloat = 24
  /// The names a figure tries to place outside their elements however small it is.
  public var fewestNamesTried = 40
  /// The most names and notes together a figure tries to place beside their elements however large it is:
  /// a figure of more labels than this reads as none, and each try costs the marks around it.
  public var mostLabelsTried = 400
  /// What a placement costs its reader: how candidates are ranked.
  public var costs = PlacementCosts()
  /// How many times larger than one to one the drawing is (`magnified(_:)`): a magnified drawing is a
  /// close-up, where marks for small parts (a corner offset's ghost) have room.
  public var magnification: CGFloat = 1

  /// The defaults.
  public init() {}

  /// These sizes and distances for a drawing magnified `magnification` times: each divided by it, so that
  /// labels, arrowheads and gaps come out at their usual size while the geometry grows.
  public func magnified(_ magnification: CGFloat) -> PlannerMetrics {
    guard magnification != 1 else { return self }
    var metrics = self
    for path in [
      \PlannerMetrics.labelFontSize, \.nameFontSize, \.labelPadding, \.arrowLength, \.arrowHalfWidth,
      \.dimensionGap, \.tierSpacing, \.extensionGap, \.extensionOvershoot, \.strokeWidth, \.labelClearance,
      \.canvasMargin, \.longestLeader, \.keyGap, \.keyRowGap, \.narrowestKey,
    ] {
      metrics[keyPath: path] /= magnification
    }
    metrics.costs = costs.magnified(magnification)
    metrics.magnification *= magnification
    return metrics
  }
}
