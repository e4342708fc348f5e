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

/// What a document says about its elements, by the element's identity: the descriptions side by side in one
/// array, reserved once for the number of elements the YAML holds, and a table from an element to its
/// position. Neither a dictionary of descriptions (which keeps spare room for large values, and copies them
/// all when it grows) nor a box per description, which would sit between the elements in memory and slow
/// their layout.
struct ElementDescriptions: Sendable {
  /// The descriptions, in the order the elements were built.
  private(set) var descriptions: [DocumentElement] = []
  /// Each element's position in `descriptions`.
  private var positions: [ObjectIdentifier: Int32] = [:]

  /// An empty table with room for `count` elements.
  init(reservingCapacity count: Int) {
    descriptions.reserveCapacity(count)
    positions.reserveCapacity(count)
  }

  /// A table of the given descriptions.
  init(_ elements: [ObjectIdentifier: DocumentElement]) {
    self.init(reservingCapacity: elements.count)
    for (identifier, description) in elements { add(description, for: identifier) }
  }

  /// The number of elements described.
  var count: Int { descriptions.count }

  /// Adds the description of the element `identifier` names.
  mutating func add(_ description: consuming DocumentElement, for identifier: ObjectIdentifier) {
    positions[identifier] = Int32(descriptions.count)
    descriptions.append(description)
  }

  /// The description of the element `identifier` names.
  subscript(_ identifier: ObjectIdentifier) -> DocumentElement? {
    positions[identifier].map { descriptions[Int($0)] }
  }

  /// The kind and name of the element `identifier` names, without copying the rest of its description: what
  /// a frames walk over every element needs.
  func kindAndName(of identifier: ObjectIdentifier) -> (kind: ElementKind, name: String?)? {
    guard let position = positions[identifier] else { return nil }
    let index = Int(position)
    return (descriptions[index].kind, descriptions[index].name)
  }

  /// Every description by its element's identity.
  var dictionary: [ObjectIdentifier: DocumentElement] {
    positions.mapValues { descriptions[Int($0)] }
  }
}

/// The content of a text or image leaf, as the renderer needs it. Indirect, so that the description of an
/// element without content (most of them) does not hold a text description's worth of empty space.
public indirect enum ElementContent: Sendable {
  /// A text leaf.
  case text(TextDescription)
  /// An image leaf: the file and its scale (pixels per point).
  case image(url: URL, scale: CGFloat)
}
