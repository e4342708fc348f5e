import Foundation

/// An element whose ASCII art lays its children out in a direction of its own, as Texture's stack does; every
/// other spec draws its children side by side.
public protocol DirectionalAsciiArt {
  /// The direction the element's children are drawn in.
  var asciiArtDirection: AsciiArtDirection { get }
}

extension LayoutElement {
  /// The element's type name, then its debug name in parentheses when it has one (Texture's `asciiArtName`).
  public func asciiArtName() -> String {
    defaultAsciiArtName()
  }

  /// The name alone: an element without children draws no box (Texture's `asciiArtString` of a node).
  public func asciiArtString() -> String {
    asciiArtName()
  }

  /// The type name and the debug name, the name every element has unless it says otherwise.
  func defaultAsciiArtName() -> String {
    let typeName = String(describing: type(of: self))
    guard let debugName else { return typeName }
    return "\(typeName) (\(debugName))"
  }
}

extension LayoutSpec {
  /// The children's ASCII art, each drawn the same way, in a box named after this spec, in the spec's own
  /// direction when it has one.
  func childrenAsciiArt() -> String {
    AsciiArtBox.box(
      around: childElements.map { $0.asciiArtString() }, parent: asciiArtName(),
      direction: (self as? any DirectionalAsciiArt)?.asciiArtDirection ?? .horizontal)
  }
}
