import Foundation

/// A layout's frames as the `frames` command prints them (the contract's frames output): the root size
/// and every element, in tree order, with its kind, name and frame relative to its parent.
public struct FramesTree: Equatable, Sendable {
  /// The root layout's size.
  public var size: CGSize
  /// The root element.
  public var root: FramesElement

  /// Reads the JSON the `frames` command prints.
  public init(json: Data) throws(ConformanceError) {
    guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
      let size = object["size"] as? [String: Any], let width = Self.number(size["width"]),
      let height = Self.number(size["height"]), let root = object["root"] as? [String: Any]
    else { throw .unreadableFrames("not the frames JSON: expected {\"size\": …, \"root\": …}") }
    self.size = CGSize(width: width, height: height)
    self.root = try FramesElement(object: root)
  }

  /// A tree from its parts.
  public init(size: CGSize, root: FramesElement) {
    self.size = size
    self.root = root
  }

  /// Whether every number in the tree is a whole number of points.
  public var isWholePoints: Bool {
    [size.width, size.height].allSatisfy(\.isWholeNumber) && root.isWholePoints
  }

  /// The first difference from `other` (this being the expected tree), in words, or `nil` when the two
  /// are equal.
  public func firstDifference(from actual: FramesTree) -> String? {
    if size != actual.size {
      return "root size: expected \(Self.text(size)), got \(Self.text(actual.size))"
    }
    return root.firstDifference(from: actual.root, path: root.label)
  }

  /// The tree as the `frames` command prints it, one element a line.
  public var json: String {
    "{\"size\": {\"width\": \(FramesElement.text(size.width)), \"height\": \(FramesElement.text(size.height))},\n"
      + " \"root\": " + root.json(depth: 1) + "}"
  }

  static func number(_ value: Any?) -> CGFloat? {
    (value as? NSNumber).map { CGFloat($0.doubleValue) }
  }

  static func text(_ size: CGSize) -> String {
    "\(FramesElement.text(size.width)) × \(FramesElement.text(size.height))"
  }
}

/// One element of a frames tree.
public struct FramesElement: Equatable, Sendable {
  /// The element's kind (`stack`, `box`, …).
  public var kind: String
  /// Its name, if it has one.
  public var name: String?
  /// Its frame, relative to its parent's.
  public var frame: CGRect
  /// Its children, in tree order.
  public var children: [FramesElement]

  init(object: [String: Any]) throws(ConformanceError) {
    guard let kind = object["kind"] as? String, let frame = object["frame"] as? [String: Any],
      let x = FramesTree.number(frame["x"]), let y = FramesTree.number(frame["y"]),
      let width = FramesTree.number(frame["width"]), let height = FramesTree.number(frame["height"])
    else { throw .unreadableFrames("an element without a kind or a frame {x, y, width, height}") }
    self.kind = kind
    name = object["name"] as? String
    self.frame = CGRect(x: x, y: y, width: width, height: height)
    var children: [FramesElement] = []
    for child in object["children"] as? [[String: Any]] ?? [] {
      children.append(try FramesElement(object: child))
    }
    self.children = children
  }

  /// An element from its parts.
  public init(kind: String, name: String?, frame: CGRect, children: [FramesElement]) {
    self.kind = kind
    self.name = name
    self.frame = frame
    self.children = children
  }

  func json(depth: Int) -> String {
    let name = self.name.map { ", \"name\": \"\($0)\"" } ?? ""
    let frame = [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)]
      .map { "\"\($0)\": \(Self.text($1))" }.joined(separator: ", ")
    let indent = String(repeating: "  ", count: depth + 1)
    let children = self.children.map { indent + $0.json(depth: depth + 1) }.joined(separator: ",\n")
    return "{\"kind\": \"\(kind)\"\(name), \"frame\": {\(frame)}, \"children\": ["
      + (children.isEmpty ? "" : "\n" + children) + "]}"
  }

  /// `kind name`, or the kind alone.
  var label: String { name.map { "\(kind) \($0)" } ?? kind }

  var isWholePoints: Bool {
    [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isWholeNumber)
      && children.allSatisfy(\.isWholePoints)
  }

  /// The element with the children of every stack mirrored along the horizontal axis inside the stack's
  /// width, as the contract lays out `horizontalReverse`.
  func mirroringStackChildren() -> FramesElement {
    var mirrored = self
    mirrored.children = children.map { child in
      var child = child.mirroringStackChildren()
      if kind == "stack" { child.frame.origin.x = frame.width - child.frame.minX - child.frame.width }
      return child
    }
    return mirrored
  }

  func firstDifference(from actual: FramesElement, path: String) -> String? {
    if kind != actual.kind || name != actual.name {
      return "\(path): expected \(label), got \(actual.label)"
    }
    let fields: [(String, CGFloat, CGFloat)] = [
      ("x", frame.minX, actual.frame.minX), ("y", frame.minY, actual.frame.minY),
      ("width", frame.width, actual.frame.width), ("height", frame.height, actual.frame.height),
    ]
    for (field, expected, got) in fields where !Self.same(expected, got) {
      return "\(path): \(field) expected \(Self.text(expected)), got \(Self.text(got))"
    }
    if children.count != actual.children.count {
      return "\(path): expected \(children.count) children, got \(actual.children.count)"
    }
    for (expected, got) in zip(children, actual.children) {
      if let difference = expected.firstDifference(from: got, path: "\(path) › \(expected.label)") {
        return difference
      }
    }
    return nil
  }

  /// Equal to a thousandth of a point: the JSON prints at most that many decimals.
  private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
    a == b || abs(a - b) < 0.0005
  }

  static func text(_ value: CGFloat) -> String {
    value.isWholeNumber && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
  }
}

extension CGFloat {
  fileprivate var isWholeNumber: Bool { isFinite && self == rounded() }
}
