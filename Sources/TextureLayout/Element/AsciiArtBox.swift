import Foundation

/// Which way an ASCII-art box lays out its children's boxes.
public enum AsciiArtDirection: Hashable, Sendable {
  /// Side by side, as a horizontal stack and every other spec draw.
  case horizontal
  /// One above the other, as a vertical stack draws.
  case vertical
}

/// Draws a parent's name around its children's ASCII-art boxes, by the rules of Texture's
/// `ASAsciiArtBoxCreator`: the name centered in a dashed top line, a dashed bottom line, bars on both sides and
/// two spaces of padding around each child.
public enum AsciiArtBox {
  /// Spaces between a box's bars and its children, and between children side by side.
  static let padding = 2

  /// The parent's box around `children`, drawn in `direction`; just the name when there are no children.
  public static func box(around children: [String], parent: String, direction: AsciiArtDirection) -> String {
    switch direction {
    case .horizontal: return horizontal(children: children, parent: parent)
    case .vertical: return vertical(children: children, parent: parent)
    }
  }

  /// Children side by side, each centered vertically on the tallest (an odd extra blank line goes on top); the
  /// rows are widened around the children when the name is longer than them.
  public static func horizontal(children: [String], parent: String) -> String {
    guard !children.isEmpty else { return parent }
    let childLines = children.map(lines)
    let height = childLines.map(\.count).max() ?? 0
    let columns = childLines.map { lines -> [String] in
      let blank = spaces(lines.first?.count ?? 0)
      let missing = height - lines.count
      return Array(repeating: blank, count: halfRoundedUp(missing)) + lines
        + Array(repeating: blank, count: missing / 2)
    }
    let gap = spaces(padding)
    var rows = (0..<height).map { row in
      "|" + gap + columns.map { $0[row] + gap }.joined() + "|"
    }
    let rowWidth = rows.first?.count ?? 0
    if rowWidth < parent.count {
      let extra = parent.count + 2 * padding - rowWidth
      rows = rows.map {
        "|" + spaces(halfRoundedUp(extra)) + $0.dropFirst().dropLast() + spaces(extra / 2) + "|"
      }
    }
    return framed(rows, parent: parent)
  }

  /// Children one above the other, each centered horizontally on the widest (an odd extra space goes on the
  /// left); when the name is longer than the widest child, every row is widened around the children.
  public static func vertical(children: [String], parent: String) -> String {
    guard !children.isEmpty else { return parent }
    let childLines = children.map(lines)
    let widest = childLines.map { $0.first?.count ?? 0 }.max() ?? 0
    let extra = widest < parent.count ? parent.count + 2 * padding - widest : 0
    let leftMargin = spaces(halfRoundedUp(extra) + padding)
    let rightMargin = spaces(extra / 2 + padding)
    let rows = childLines.flatMap { lines -> [String] in
      let missing = widest - (lines.first?.count ?? 0)
      return lines.map {
        "|" + spaces(halfRoundedUp(missing)) + leftMargin + $0 + spaces(missing / 2) + rightMargin + "|"
      }
    }
    return framed(rows, parent: parent)
  }

  /// The rows between a top line of dashes with the parent's name centered in it (an odd extra dash on the left)
  /// and a bottom line of dashes, as wide as the first row.
  private static func framed(_ rows: [String], parent: String) -> String {
    let width = rows.first?.count ?? 0
    let dashes = max(0, width - parent.count)
    let top =
      String(repeating: "-", count: halfRoundedUp(dashes)) + parent
      + String(repeating: "-", count: dashes / 2)
    return ([top] + rows + [String(repeating: "-", count: width)]).joined(separator: "\n")
  }

  private static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  private static func spaces(_ count: Int) -> String {
    String(repeating: " ", count: max(0, count))
  }

  private static func halfRoundedUp(_ value: Int) -> Int {
    (value + 1) / 2
  }
}
