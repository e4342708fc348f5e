import DiagramValues
import Foundation

/// What a document says about one element beyond its layout: its kind, name, paint and where it was
/// written. Frames output and the renderer find it from the layout element's identity.
public struct DocumentElement: Sendable {
  /// The element's kind.
  public var kind: ElementKind
  /// The element's `name` (its `debugName`).
  public var name: String?
  /// The color painted over the element's frame.
  public var fill: RGBAColor?
  /// The color of the element's outline in `diagram` style.
  public var stroke: RGBAColor?
  /// The text or image a leaf shows.
  public var content: ElementContent?
  /// Where the element's mapping starts.
  public var location: SourceLocation
  /// The keys leading to the element, such as `root.stack.children[2]`.
  public var keyPath: DocumentKeyPath
  /// Annotation kinds the element's own `annotate:` adds.
  public var addedAnnotations: Set<AnnotationKind> = []
  /// Annotation kinds the element's own `annotate:` removes (`-size`).
  public var removedAnnotations: Set<AnnotationKind> = []
  /// The element's `note:`, shown in a callout beside it.
  public var note: String?
}

/// One element's description, boxed: the document's table of elements holds these.
final class DescribedElement: Sendable {
  /// The description.
  let description: DocumentElement

  init(_ description: DocumentElement) {
    self.description = description
  }
}

/// The content of a text or image leaf, as the renderer needs it.
public enum ElementContent: Sendable {
  /// A text leaf.
  case text(TextDescription)
  /// An image leaf: the file and its scale (pixels per point).
  case image(url: URL, scale: CGFloat)
}
