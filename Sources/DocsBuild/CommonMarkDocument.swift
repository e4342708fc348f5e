import CCmark
import Foundation

/// A Markdown text as cmark, CommonMark's reference parser, reads it: its fenced code blocks and HTML
/// blocks, in document order, wherever they are nested. cmark parses in linear time and the tree is walked
/// with its iterator, without recursion, so neither a long file nor deep quotes cost more than their size.
struct CommonMarkDocument {
  /// A block that may hold a layout document.
  struct Node {
    enum Kind {
      /// A fenced code block: its info string and its content, its container's marks removed.
      case fencedCode(info: String, literal: String)
      /// An HTML block, as written.
      case html(literal: String)
    }

    let kind: Kind
    /// Where it is, from 1; columns in bytes.
    let startLine: Int
    let startColumn: Int
    let endLine: Int
  }

  /// The blocks, in order.
  let nodes: [Node]

  init(_ text: String) {
    var nodes: [Node] = []
    let root = text.withCString { cmark_parse_document($0, strlen($0), CMARK_OPT_DEFAULT) }
    defer { cmark_node_free(root) }
    let iterator = cmark_iter_new(root)
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      let kind: Node.Kind
      switch cmark_node_get_type(node) {
      case CMARK_NODE_CODE_BLOCK:
        // An indented code block has no fence, and so no info string; it is never a layout block.
        guard let info = cmark_node_get_fence_info(node).map({ String(cString: $0) }), !info.isEmpty else {
          continue
        }
        kind = .fencedCode(
          info: info, literal: cmark_node_get_literal(node).map { String(cString: $0) } ?? "")
      case CMARK_NODE_HTML_BLOCK:
        kind = .html(literal: cmark_node_get_literal(node).map { String(cString: $0) } ?? "")
      default: continue
      }
      nodes.append(
        Node(
          kind: kind, startLine: Int(cmark_node_get_start_line(node)),
          startColumn: Int(cmark_node_get_start_column(node)), endLine: Int(cmark_node_get_end_line(node))))
    }
    self.nodes = nodes
  }
}
