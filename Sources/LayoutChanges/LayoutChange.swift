import Foundation
import SizingExplanation
import TextureLayout

/// One element whose frame differs between two layouts, with what the author changed on it and how the
/// change reached it.
public struct LayoutChange: Sendable {
  /// The element's path (`LayoutTree.Node.path`).
  public var path: String
  /// Its frame before and after, in its parent's coordinates.
  public var before: CGRect
  public var after: CGRect
  /// The element's own inputs that differ, in the document's words (`width 40pt → 44pt`,
  /// `flexGrow 1 → 2`); empty when the change came from elsewhere.
  public var inputs: [String]
  /// How each length that changed came about, before and after (`explain`'s sentences), when both layouts
  /// were recorded.
  public var howBefore: [String]
  public var howAfter: [String]
  /// The element whose own inputs changed nearest to this one, when this one's did not: the change came
  /// through it (a sibling that grew, a parent whose range changed).
  public var cause: String?

  /// What moved and what was resized: `x 10 → 12, width 120 → 116`.
  public var edits: [String] {
    var edits: [String] = []
    for (name, old, new) in [
      ("x", before.minX, after.minX), ("y", before.minY, after.minY), ("width", before.width, after.width),
      ("height", before.height, after.height),
    ] where !LayoutDiff.same(old, new) {
      edits.append("\(name) \(LayoutDiff.number(old)) → \(LayoutDiff.number(new))")
    }
    return edits
  }

  /// The lengths that changed: the axes whose sentences are worth giving.
  var changedAxes: [LayoutAxis] {
    var axes: [LayoutAxis] = []
    if !LayoutDiff.same(before.width, after.width) { axes.append(.horizontal) }
    if !LayoutDiff.same(before.height, after.height) { axes.append(.vertical) }
    return axes
  }
}

/// The inputs a sizing record holds that an author writes, compared between two records of one element.
enum AuthoredInputs {
  /// Each input that differs from `old` to `new`, in the document's words.
  static func changes(from old: SizingRecord, to new: SizingRecord) -> [String] {
    var changes: [String] = []
    for axis in LayoutAxis.allCases {
      let name = axis.lengthName
      let capitalized = name.prefix(1).uppercased() + name.dropFirst()
      for (key, was, now) in [
        (name, old[axis].style, new[axis].style),
        ("min" + capitalized, old[axis].minStyle, new[axis].minStyle),
        ("max" + capitalized, old[axis].maxStyle, new[axis].maxStyle),
      ] where was != now {
        changes.append("\(key) \(was) → \(now)")
      }
      // A measured length that changed, its style the same: the content (a text, an image) is not what it
      // was. A stack's child is measured for its base; another element, when its content decides.
      if old[axis].style == new[axis].style, let was = measured(old, axis), let now = measured(new, axis),
        !LayoutDiff.same(was, now)
      {
        // To a hundredth of a point, as a reader compares them; the frames say the rest.
        let shown = { (length: CGFloat) in LayoutDiff.number((length * 100).rounded() / 100) }
        changes.append("content measured \(shown(was)) → \(shown(now))pt \(name)")
      }
    }
    if let was = old.stackChild, let now = new.stackChild {
      if was.flexBasis != now.flexBasis { changes.append("flexBasis \(was.flexBasis) → \(now.flexBasis)") }
      if was.alignment != now.alignment { changes.append("alignment \(was.alignment) → \(now.alignment)") }
      if let flexed = was.flex, let flexes = now.flex, flexed.direction == flexes.direction,
        flexed.factor != flexes.factor
      {
        let key = flexes.direction == .grow ? "flexGrow" : "flexShrink"
        changes.append("\(key) \(LayoutDiff.number(flexed.factor)) → \(LayoutDiff.number(flexes.factor))")
      }
    }
    if let was = old.contributionExplanation, let now = new.contributionExplanation, was != now,
      specInputsDiffer(old, new)
    {
      changes.append("contributes \(now) (was \(was))")
    }
    return changes
  }

  /// The length the element's content measured along `axis`, when that is what sized it: a stack child's
  /// base measured from its content (not given by a basis), or a length its content decided.
  private static func measured(_ record: SizingRecord, _ axis: LayoutAxis) -> CGFloat? {
    guard record.contribution == nil else { return nil }
    if let child = record.stackChild, child.mainAxis == axis {
      return child.baseFromBasis ? nil : child.baseLength
    }
    return record[axis].decidedBy == .content ? record[axis].wanted : nil
  }

  /// Whether what a spec was given to contribute differs, not only what it came to (a stack's free space
  /// changes with its children; its spacing is the author's).
  private static func specInputsDiffer(_ old: SizingRecord, _ new: SizingRecord) -> Bool {
    guard let was = old.contribution, let now = new.contribution else { return false }
    return was.authoredDescription != now.authoredDescription
  }
}
