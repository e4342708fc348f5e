import DiagramValues
import Foundation
import TextureLayout

/// How one element looks in a render: its name, its fill and its outline color (a document's `name`,
/// `fill` and `stroke`).
public struct ElementAppearance: Hashable, Sendable {
  /// The name shown in diagrams; `nil` falls back to the element's `debugName`.
  public var name: String?
  /// The color painted over the element's frame, in both styles.
  public var fill: RGBAColor?
  /// The outline color in diagram style; `nil` uses the theme's outline for the element's kind.
  public var stroke: RGBAColor?
  /// Annotation kinds shown for this element beyond the document's.
  public var addedAnnotations: Set<AnnotationKind> = []
  /// Annotation kinds not shown for this element.
  public var removedAnnotations: Set<AnnotationKind> = []
  /// A note shown in a callout beside the element.
  public var note: String?
  /// The radius the fill's corners are rounded to, and a border painted inside the frame, in both styles
  /// (a node's `cornerRadius`, `borderWidth` and `borderColor`; documents set neither).
  public var cornerRadius: CGFloat = 0
  public var border: (width: CGFloat, color: RGBAColor)? {
    get { borderWidth > 0 ? borderColor.map { (borderWidth, $0) } : nil }
    set {
      borderWidth = newValue?.width ?? 0
      borderColor = newValue?.color
    }
  }
  private var borderWidth: CGFloat = 0
  private var borderColor: RGBAColor?

  /// Creates an appearance; everything is optional.
  public init(
    name: String? = nil, fill: RGBAColor? = nil, stroke: RGBAColor? = nil,
    addedAnnotations: Set<AnnotationKind> = [], removedAnnotations: Set<AnnotationKind> = [],
    note: String? = nil
  ) {
    self.name = name
    self.fill = fill
    self.stroke = stroke
    self.addedAnnotations = addedAnnotations
    self.removedAnnotations = removedAnnotations
    self.note = note
  }

  /// No name, fill or stroke.
  public static let none = ElementAppearance()
}

/// Appearances keyed by element identity, for callers that build a tree and describe it alongside.
public struct ElementAppearances: Sendable {
  private var byElement: [ObjectIdentifier: ElementAppearance] = [:]

  /// No appearances: every element looks like `ElementAppearance.none`.
  public init() {}

  /// The appearance of `element`; setting it replaces any earlier one.
  public subscript(element: any LayoutElement) -> ElementAppearance {
    get { byElement[ObjectIdentifier(element)] ?? .none }
    set { byElement[ObjectIdentifier(element)] = newValue }
  }

  /// A lookup closure over these appearances, for `LayoutRenderer`.
  public var lookup: @Sendable (any LayoutElement) -> ElementAppearance {
    let byElement = self.byElement
    return { byElement[ObjectIdentifier($0)] ?? .none }
  }
}
