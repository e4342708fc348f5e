import Foundation
import SizingExplanation
import TextureLayout

/// Two layouts of a document compared element by element, matched by path: what moved or was resized,
/// what was added or removed, and, from the sizing records, what the author changed and how it reached
/// each element.
public struct LayoutDiff: Sendable {
  /// The elements whose frames differ, in the new layout's order.
  public var changes: [LayoutChange] = []
  /// The paths only the new layout has.
  public var added: [String] = []
  /// The paths only the old layout has.
  public var removed: [String] = []
  /// The root's size before and after.
  public var sizeBefore: CGSize
  public var sizeAfter: CGSize

  /// Whether the two layouts place every element alike.
  public var isEmpty: Bool { changes.isEmpty && added.isEmpty && removed.isEmpty }

  /// Compares `old` with `new`.
  public init(old: LayoutTree, new: LayoutTree) {
    sizeBefore = old.size
    sizeAfter = new.size
    let oldNodes = Dictionary(old.nodes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let newPaths = Set(new.nodes.map(\.path))
    removed = old.nodes.map(\.path).filter { !newPaths.contains($0) }
    // Elements whose own inputs changed, whether or not they moved: where changes come from.
    var origins: [(path: String, inputs: [String])] = []
    for node in new.nodes {
      guard let was = oldNodes[node.path] else {
        added.append(node.path)
        continue
      }
      let inputs =
        (was.sizing).flatMap { before in node.sizing.map { AuthoredInputs.changes(from: before, to: $0) } }
        ?? []
      if !inputs.isEmpty { origins.append((node.path, inputs)) }
      guard !Self.same(was.frame, node.frame) else { continue }
      var change = LayoutChange(
        path: node.path, before: was.frame, after: node.frame, inputs: inputs, howBefore: [], howAfter: [])
      if let before = was.sizing, let after = node.sizing {
        change.howBefore = change.changedAxes.map { before.explanation(of: $0) }
        change.howAfter = change.changedAxes.map { after.explanation(of: $0) }
      }
      changes.append(change)
    }
    for index in changes.indices where changes[index].inputs.isEmpty {
      changes[index].cause = Self.nearest(to: changes[index].path, among: origins).map {
        "\($0.path) changed: \($0.inputs.joined(separator: ", "))"
      }
    }
  }

  /// The origin sharing the longest leading path with `path` (a sibling's subtree, then further out).
  private static func nearest(to path: String, among origins: [(path: String, inputs: [String])])
    -> (path: String, inputs: [String])?
  {
    let steps = path.split(separator: "/")
    return origins.max { a, b in
      shared(steps, a.path) < shared(steps, b.path)
    }
  }

  private static func shared(_ steps: [Substring], _ other: String) -> Int {
    zip(steps, other.split(separator: "/")).prefix { $0 == $1 }.count
  }

  /// Lengths closer than a thousandth of a point are the same.
  static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

  static func same(_ a: CGRect, _ b: CGRect) -> Bool {
    same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width) && same(a.height, b.height)
  }

  /// A length as the frames JSON writes it: whole numbers without a point, others in their shortest form.
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return value > 0 ? "inf" : "-inf" }
    return TextureLayout.format(value)
  }

}
