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

  /// What holds an element's place while it is built.
  static let reserved = DocumentElement(
    kind: .box, location: SourceLocation(file: "", line: 0, column: 0), keyPath: .top)
}

/// What a document says about its elements, by the element's identity: the descriptions side by side in one
/// array, reserved once for the number of elements the YAML holds, and a table from an element to its
/// position. Neither a dictionary of descriptions (which keeps spare room for large values, and copies them
/// all when it grows) nor a box per description, which would sit between the elements in memory and slow
/// their layout.
struct ElementDescriptions: Sendable {
  /// The descriptions, in tree order (an element before its children) when built by `reserve()` and
  /// `fill(_:at:for:)`.
  private(set) var descriptions: [DocumentElement] = []
  /// The element each description is of, side by side with `descriptions`; `nil` while reserved.
  private var identifiers: [ObjectIdentifier?] = []
  /// Each element's position in `descriptions`.
  private var positions: [ObjectIdentifier: Int32] = [:]

  /// An empty table with room for `count` elements.
  init(reservingCapacity count: Int) {
    descriptions.reserveCapacity(count)
    identifiers.reserveCapacity(count)
    positions.reserveCapacity(count)
  }

  /// A table of the given descriptions.
  init(_ elements: [ObjectIdentifier: DocumentElement]) {
    self.init(reservingCapacity: elements.count)
    for (identifier, description) in elements { fill(description, at: reserve(), for: identifier) }
  }

  /// The number of elements described or reserved.
  var count: Int { descriptions.count }

  /// Holds the next position for an element about to be built, so that an element's position comes before
  /// its children's (which are built, and described, first): then a walk of the tree in order finds each
  /// description at the position after the last one it found.
  mutating func reserve() -> Int {
    descriptions.append(.reserved)
    identifiers.append(nil)
    return descriptions.count - 1
  }

  /// Describes the element `identifier` names at `position`, from `reserve()`.
  mutating func fill(
    _ description: consuming DocumentElement, at position: Int, for identifier: ObjectIdentifier
  ) {
    positions[identifier] = Int32(position)
    descriptions[position] = consume description
    identifiers[position] = identifier
  }

  /// The description of the element `identifier` names.
  subscript(_ identifier: ObjectIdentifier) -> DocumentElement? {
    positions[identifier].map { descriptions[Int($0)] }
  }

  /// The kind, name and position of the element `identifier` names, without copying the rest of its
  /// description: what a frames walk over every element needs. The walk passes where it expects the element
  /// (the position after the last one it found), which is checked before the table is asked.
  func kindAndName(of identifier: ObjectIdentifier, expectedAt expected: Int? = nil) -> (
    kind: ElementKind, name: String?, position: Int
  )? {
    let index: Int
    if let expected, identifiers.indices.contains(expected), identifiers[expected] == identifier {
      index = expected
    } else if let position = positions[identifier] {
      index = Int(position)
    } else {
      return nil
    }
    return (descriptions[index].kind, descriptions[index].name, index)
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
