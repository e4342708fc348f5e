import Foundation
import LayoutDocument
import TextureLayout

/// A laid-out document as a diff sees it: every element once, in tree order, under a path of names that
/// finds the same element in another version of the document.
public struct LayoutTree: Sendable {
  /// One element.
  public struct Node: Sendable {
    /// The element's path from the root: each step its name, or its kind and its place among its parent's
    /// children when it has none (`feed/cell[2]/title`, `feed/stack#0`); a name repeated among siblings is
    /// told apart by its count (`row[1]`).
    public var path: String
    /// The element's kind as the frames JSON names it (`stack`, `text`).
    public var kind: String
    /// The element's frame in its parent's coordinates, as `frames` prints it.
    public var frame: CGRect
    /// The element's frame in the root's coordinates.
    public var absoluteFrame: CGRect = .zero
    /// How its size came about, when the layout was recorded from a document.
    public var sizing: SizingRecord?
  }

  /// The root's size.
  public var size: CGSize
  /// Every element, in tree order.
  public var nodes: [Node]

  /// The tree of a document, laid out with its sizing recorded.
  public init(document: DiagramDocument, recorded: RecordedLayout) {
    size = recorded.layout.size
    var builder = PathBuilder()
    var nodes: [Node] = []
    FramesReport.forEachEntry(document: document, recorded: recorded, diagnosing: false) { entry in
      let kind = entry.kind?.rawValue ?? "node"
      nodes.append(
        Node(
          path: builder.path(depth: entry.depth, name: entry.name, kind: kind), kind: kind,
          frame: entry.frame,
          sizing: entry.sizing))
    }
    self.nodes = Self.placed(nodes, depths: builder.depths)
  }

  /// The tree of frames JSON as `layout-diagram frames` prints it (`{"size", "root": {"kind", "name",
  /// "frame", "children"}}`); `file` names it in errors. Larger than `framesBytes`, it is refused unread.
  public init(framesJSON data: Data, file: String) throws(LayoutTreeError) {
    guard let top = Self.framesObject(data) else {
      throw LayoutTreeError(file: file, message: "not frames JSON: no \"root\" object with a \"frame\"")
    }
    try self.init(frames: top, file: file)
  }

  /// The top object of frames JSON, or `nil` when `data` is not frames (a document, other JSON, or more
  /// than `framesBytes`).
  public static func framesObject(_ data: Data) -> [String: Any]? {
    guard data.count <= framesBytes,
      let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
      let top = object as? [String: Any], let root = top["root"] as? [String: Any], root["frame"] != nil
    else { return nil }
    return top
  }

  /// The most bytes of a frames file: the frames of a document at the element budget, one element per
  /// line, take a few megabytes.
  public static let framesBytes = 4 << 20

  /// The tree of frames JSON already read (`framesObject(_:)`).
  public init(frames top: [String: Any], file: String) throws(LayoutTreeError) {
    guard let root = top["root"] as? [String: Any] else {
      throw LayoutTreeError(file: file, message: "not frames JSON: no \"root\" object")
    }
    size = Self.size(top["size"]) ?? .zero
    var builder = PathBuilder()
    var nodes: [Node] = []
    var pending: [(object: [String: Any], depth: Int)] = [(root, 0)]
    while let (object, depth) = pending.popLast() {
      guard depth <= Self.deepestFrames else {
        throw LayoutTreeError(file: file, message: "frames nested more than \(Self.deepestFrames) deep")
      }
      guard let frame = Self.frame(object["frame"]) else {
        throw LayoutTreeError(
          file: file, message: "an element at depth \(depth) has no frame {x, y, width, height}")
      }
      let kind = object["kind"] as? String ?? "node"
      nodes.append(
        Node(
          path: builder.path(depth: depth, name: object["name"] as? String, kind: kind), kind: kind,
          frame: frame, sizing: nil))
      guard nodes.count <= Self.mostFrames else {
        throw LayoutTreeError(file: file, message: "more than \(Self.mostFrames) frames")
      }
      guard let children = (object["children"] ?? [Any]()) as? [[String: Any]] else {
        throw LayoutTreeError(
          file: file, message: "an element at depth \(depth) has children that are not elements")
      }
      pending += children.reversed().map { ($0, depth + 1) }
    }
    self.nodes = Self.placed(nodes, depths: builder.depths)
  }

  /// `nodes` with their frames in the root's coordinates, from each one's depth in tree order.
  private static func placed(_ nodes: [Node], depths: [Int]) -> [Node] {
    var origins: [CGPoint] = []
    var placed = nodes
    for index in placed.indices {
      let depth = depths[index]
      origins.removeLast(max(0, origins.count - depth))
      let parent = origins.last ?? .zero
      let frame = placed[index].frame
      placed[index].absoluteFrame = frame.offsetBy(dx: parent.x, dy: parent.y)
      origins.append(placed[index].absoluteFrame.origin)
    }
    return placed
  }

  /// The most frames a frames file may hold, and the deepest nesting: a document's own budgets.
  static let mostFrames = 20_000
  static let deepestFrames = 4_000

  private static func size(_ value: Any?) -> CGSize? {
    guard let object = value as? [String: Any], let width = number(object["width"]),
      let height = number(object["height"])
    else { return nil }
    return CGSize(width: width, height: height)
  }

  private static func frame(_ value: Any?) -> CGRect? {
    guard let object = value as? [String: Any], let x = number(object["x"]), let y = number(object["y"]),
      let width = number(object["width"]), let height = number(object["height"])
    else { return nil }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  private static func number(_ value: Any?) -> CGFloat? {
    (value as? NSNumber).map { CGFloat($0.doubleValue) }.flatMap { $0.isFinite ? $0 : nil }
  }
}

/// A frames file that cannot be read as one.
public struct LayoutTreeError: Error, Sendable, CustomStringConvertible {
  /// The file.
  public var file: String
  /// What is wrong.
  public var message: String

  public var description: String { "\(file): error: \(message)" }
}

/// Paths of names for elements met in tree order with their depths.
struct PathBuilder {
  /// The path of each open ancestor, and the names already used among its children.
  private var stack: [(path: String, used: [String: Int])] = []
  /// The depth of every element met, in order.
  private(set) var depths: [Int] = []

  /// The path of the next element, at `depth` below the root.
  mutating func path(depth: Int, name: String?, kind: String) -> String {
    depths.append(depth)
    stack.removeLast(max(0, stack.count - depth))
    let step: String
    if let name {
      let used = stack.last?.used[name] ?? 0
      step = used == 0 ? name : "\(name)[\(used)]"
      if !stack.isEmpty { stack[stack.count - 1].used[name] = used + 1 }
    } else {
      let key = "#" + kind
      let used = stack.last?.used[key] ?? 0
      step = "\(kind)#\(used)"
      if !stack.isEmpty { stack[stack.count - 1].used[key] = used + 1 }
    }
    let path = stack.last.map { "\($0.path)/\(step)" } ?? step
    stack.append((path, [:]))
    return path
  }
}
