import Foundation
import LayoutDiagnostics
import TextureLayout

/// A diagnostic about one element of a document, with where the document writes the element.
public struct DocumentFinding: Sendable {
  /// What was found.
  public var diagnostic: LayoutDiagnostic
  /// Where the element's mapping starts.
  public var location: SourceLocation
  /// The keys leading to the element, such as `root.stack.children[2]`.
  public var keyPath: String
  /// The element's name, if it has one.
  public var name: String?
  /// The element's kind; `nil` for an element not written in the document.
  public var kind: ElementKind?

  /// The element as a message names it: `'title' (text) at root.stack.children[0]`.
  public var elementDescription: String {
    let kindName = kind?.rawValue ?? "element"
    let place = keyPath.isEmpty ? "the document" : keyPath
    guard let name else { return "\(kindName) at \(place)" }
    return "'\(name.escapingControlCharacters)' (\(kindName)) at \(place)"
  }
}

extension DiagramDocument {
  /// The diagnostics of `recorded`, a recorded layout of this document's root, each at its element's place
  /// in the document, in tree order. An element the document did not write is placed at its nearest
  /// written ancestor, the root at the least.
  public func findings(of recorded: RecordedLayout) -> [DocumentFinding] {
    findings(of: LayoutDiagnosis(recorded))
  }

  /// The findings of a diagnosis already made of this document's layout.
  public func findings(of diagnosis: LayoutDiagnosis) -> [DocumentFinding] {
    let rootDescription = element(for: root)
    return diagnosis.elements.flatMap { item -> [DocumentFinding] in
      let own = element(for: item.element)
      let description = own ?? rootDescription
      let location = description?.location ?? SourceLocation(file: "", line: 1, column: 1)
      let keyPath = description?.keyPath.description ?? ""
      let name = own?.name ?? item.element.debugName
      return item.diagnostics.map { diagnostic in
        DocumentFinding(
          diagnostic: diagnostic, location: location, keyPath: keyPath, name: name, kind: own?.kind)
      }
    }
  }
}
