import Foundation
import InputLimits

extension LayoutDiff {
  /// For people: each changed element with what moved or was resized, its own inputs that changed, how
  /// its new lengths came about and how the old ones did, or the change it followed; then what was added
  /// and removed, and a summary line.
  public var text: String {
    var lines: [String] = []
    for change in changes {
      lines.append("\(change.path): \(change.edits.joined(separator: ", "))")
      if !change.inputs.isEmpty { lines.append("  changed: \(change.inputs.joined(separator: ", "))") }
      for (after, before) in zip(change.howAfter, change.howBefore) where after != before {
        lines.append("  now: \(after)")
        lines.append("  was: \(before)")
      }
      if let cause = change.cause { lines.append("  after \(cause)") }
    }
    lines += added.map { "\($0): added" }
    lines += removed.map { "\($0): removed" }
    let size =
      Self.sameSize(sizeBefore, sizeAfter)
      ? "size \(Self.size(sizeAfter))" : "size \(Self.size(sizeBefore)) → \(Self.size(sizeAfter))"
    lines.append(
      "\(size); \(Self.counted(changes.count, "element changed", "elements changed")), \(added.count) added, "
        + "\(removed.count) removed")
    return lines.map { $0.escapingControlCharacters }.joined(separator: "\n") + "\n"
  }

  /// For programs: `{"size": {"before", "after"}, "changed": [{"path", "before", "after", "inputs",
  /// "now", "was", "after"}], "added": [...], "removed": [...]}`.
  public var json: String {
    let object: [String: Any] = [
      "size": ["before": Self.object(sizeBefore), "after": Self.object(sizeAfter)],
      "changed": changes.map { change -> [String: Any] in
        var entry: [String: Any] = [
          "path": change.path, "before": Self.object(change.before), "after": Self.object(change.after),
          "inputs": change.inputs, "now": change.howAfter, "was": change.howBefore,
        ]
        if let cause = change.cause { entry["cause"] = cause }
        return entry
      },
      "added": added, "removed": removed,
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func object(_ size: CGSize) -> [String: Double] {
    ["width": Double(size.width), "height": Double(size.height)]
  }

  private static func object(_ frame: CGRect) -> [String: Double] {
    [
      "x": Double(frame.minX), "y": Double(frame.minY), "width": Double(frame.width),
      "height": Double(frame.height),
    ]
  }

  private static func sameSize(_ a: CGSize, _ b: CGSize) -> Bool {
    same(a.width, b.width) && same(a.height, b.height)
  }

  private static func size(_ size: CGSize) -> String { "\(number(size.width))×\(number(size.height))" }

  private static func counted(_ count: Int, _ one: String, _ many: String) -> String {
    "\(count) \(count == 1 ? one : many)"
  }
}
