/// The keys that lead from the top of a document to a value, such as `root.stack.children[0].style`.
///
/// Each path shares its parent's storage, so a document nested thousands of levels deep keeps one link per
/// level rather than one ever longer string per value; the text is made only when a message needs it.
public struct DocumentKeyPath: Sendable, CustomStringConvertible {
  /// One step: a mapping's key, or a list's index (kept as a number until a message shows it).
  private enum Component: Sendable {
    case key(String)
    case index(Int)

    var text: String {
      switch self {
      case .key(let key): key
      case .index(let index): "[\(index)]"
      }
    }
  }

  private final class Link: Sendable {
    let parent: Link?
    let component: Component

    init(parent: Link?, component: Component) {
      self.parent = parent
      self.component = component
    }
  }

  private let link: Link?

  private init(link: Link?) {
    self.link = link
  }

  /// The top of the document.
  public static let top = DocumentKeyPath(link: nil)

  /// Paths longer than this many keys are shown with their middle left out.
  static let shownComponents = 12

  /// The path to the value at `key` of this mapping.
  func appending(key: String) -> DocumentKeyPath {
    DocumentKeyPath(link: Link(parent: link, component: .key(key)))
  }

  /// The path to the item at `index` of this list.
  func appending(index: Int) -> DocumentKeyPath {
    DocumentKeyPath(link: Link(parent: link, component: .index(index)))
  }

  /// Whether this is the top of the document.
  public var isTop: Bool { link == nil }

  /// `root.stack.children[0]`; a path of more than 12 keys shows its first 4 and last 6 with
  /// `…(N keys)…` between them.
  public var description: String {
    var components: [String] = []
    var current = link
    while let this = current {
      components.append(this.component.text)
      current = this.parent
    }
    components.reverse()
    if components.count > Self.shownComponents {
      let omitted = components.count - 10
      components = Array(components.prefix(4)) + ["…(\(omitted) keys)…"] + Array(components.suffix(6))
    }
    var text = ""
    for component in components {
      if !text.isEmpty, !component.hasPrefix("[") { text += "." }
      text += component
    }
    return text
  }
}
