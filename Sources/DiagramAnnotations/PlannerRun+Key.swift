import DiagramValues
import Foundation
import TextureLayout
import SizingExplanation

/// One row of a figure's key: an element named by a badge (or not marked at all), a value the budget or
/// the room left out, or a note.
public struct KeyEntry: Hashable, Sendable {
  /// The badge number drawn on the element, when one was.
  public var badge: Int?
  /// The element the row is about, when it is about one.
  public var element: Int?
  /// The element's name, or what the value was (`width of header`).
  public var name: String
  /// The value left out, or the element's note.
  public var note: String?

  /// Creates a row.
  public init(badge: Int? = nil, element: Int? = nil, name: String, note: String? = nil) {
    self.badge = badge
    self.element = element
    self.name = name
    self.note = note
  }
}

extension AnnotationKind {
  /// What the kind's color stands for, as a key says it: the gaps of a stack are its spacing and the free
  /// space justify put there.
  public var keyName: String {
    switch self {
    case .spacing: "spacing and free space"
    default: rawValue
    }
  }
}

extension PlannerRun {
  /// What a color stands for, as the key says it: the gaps of a stack are its spacing and the free space
  /// justify put there.
  static func keyName(_ kind: AnnotationKind) -> String {
    kind.keyName
  }

  /// What the key says `kind`'s color stands for in this figure: a stack's gaps are `spacing` unless one the
  /// figure labels is free space.
  func colorName(_ kind: AnnotationKind) -> String {
    kind == .spacing && !freeSpaceShown ? "spacing" : Self.keyName(kind)
  }

  /// The most rows a key draws.
  static let longestKey = 12

  /// Named elements laid out at zero width or height: drawn as nothing, so the key says why, in the layout
  /// diagnostics' words when they give a reason, else in the sizing record's.
  mutating func addZeroSizeNotes() {
    for index in elements.indices where elements[index].name != nil {
      let size = elements[index].frame.size
      guard size.width < 0.01 || size.height < 0.01 else { continue }
      if let reason = elements[index].zeroSizeReason {
        keyEntries.append(KeyEntry(element: index, name: elements[index].name!, note: reason))
        continue
      }
      let axis: LayoutAxis = size.width < 0.01 ? .horizontal : .vertical
      let what = axis == .horizontal ? "0pt wide" : "0pt tall"
      let reason = elements[index].sizing.map { $0.explanation(of: axis) }
      keyEntries.append(
        KeyEntry(element: index, name: elements[index].name!, note: reason.map { "\(what): \($0)" } ?? what))
    }
  }

  /// What the layout diagnostics warn about named elements (an ignored size, text clipped): the figure
  /// shows the layout as it is, so the key says where it is probably not what was meant.
  mutating func addWarningNotes() {
    for index in elements.indices where elements[index].name != nil {
      for warning in elements[index].warnings {
        keyEntries.append(KeyEntry(element: index, name: elements[index].name!, note: warning))
      }
    }
  }

  /// Rows that say the same of several elements (two separators' warning, two corners' callout) said
  /// once, naming each element once: a value or note is not given twice.
  /// A merged row names its first `mergedNames` elements and counts the rest.
  static func merged(_ rows: [KeyEntry]) -> [KeyEntry] {
    var merged: [(row: KeyEntry, names: [String], seen: Set<String>)] = []
    // The first row without a badge of each note, found by the note.
    var byNote: [String: Int] = [:]
    for row in rows {
      guard row.badge == nil, let note = row.note, let index = byNote[note] else {
        if row.badge == nil, let note = row.note { byNote[note] = merged.count }
        merged.append((row, [row.name], [row.name]))
        continue
      }
      if merged[index].seen.insert(row.name).inserted { merged[index].names.append(row.name) }
    }
    return merged.map { row, names, _ in
      var row = row
      row.name = names.prefix(mergedNames).joined(separator: ", ")
      if names.count > mergedNames { row.name += " and \(names.count - mergedNames) more" }
      return row
    }
  }

  /// The most names a merged key row lists.
  static let mergedNames = 5

  /// The key under the figure, when anything went into it: one row per badge (an element whose name has
  /// no room on it), per note that found no place, per zero size and warning, then the colors of the
  /// annotation kinds the figure shows. Values are never listed: a value the figure has no room for is
  /// left out of it (and reported), since a reader does not cross-reference a list. Rows are labels, so that
  /// the key is drawn, checked and kept clear like every other mark.
  mutating func addKey(under bounds: CGRect) -> [KeyEntry] {
    var rows = Self.merged(keyEntries)
    let kinds = AnnotationKind.allCases.filter { kind in
      canvas.marks.contains { mark in
        if case .label(let label) = mark, label.role == .annotation(kind) { return true }
        return false
      }
    }
    // Layers drawn apart say so: the offset is drawing, not layout.
    for index in elements.indices where elements[index].isOffsetLayer && elements[index].name != nil {
      guard elements[index].parent.map({ !elements[$0].isOffsetLayer }) ?? true else { continue }
      rows.append(
        KeyEntry(
          element: index, name: elements[index].name!,
          note:
            "drawn 8pt up and to the right, under the layer over it; laid out the same size, in the same place"
        ))
    }
    // The colors are keyed when the figure shows values in more than one.
    guard planner.showsKey, !rows.isEmpty || kinds.count > 1 || !structureKeyKinds.isEmpty else {
      return rows
    }
    // A key longer than the figure helps no one: past its first rows it says how many more there are.
    var drawn = rows
    if drawn.count > Self.longestKey {
      let more = drawn.count - (Self.longestKey - 1)
      drawn = Array(drawn.prefix(Self.longestKey - 1))
      drawn.append(KeyEntry(name: "… \(more) more"))
    }
    var y = bounds.maxY + metrics.tierSpacing
    let x = bounds.minX
    func place(_ text: String, role: MarkRole, at left: CGFloat) -> CGFloat {
      let size = canvas.plateSize(text, fontSize: metrics.labelFontSize)
      let label = canvas.label(
        text, fontSize: metrics.labelFontSize, role: role,
        center: CGPoint(x: left + size.width / 2, y: y + size.height / 2))
      canvas.addUnchecked(.label(label))
      return left + size.width + metrics.keyGap
    }
    for row in drawn {
      var left = x
      if let badge = row.badge { left = place("\(badge)", role: .name, at: left) }
      var text = row.name
      // A badge's row names its element, and a spec its kind (`inset`): its values are the figure's.
      if let element = row.element, row.badge != nil, let kind = elements[element].spec?.displayName {
        text += " (\(kind))"
      }
      // A name and what is said of it, told apart: `topSeparator: flexGrow 1 does nothing: …`.
      if row.note != nil, !text.hasSuffix(":"), !text.hasPrefix("…") { text += ":" }
      left = place(text, role: .name, at: left)
      let lineHeight =
        canvas.plateSize(text, fontSize: metrics.labelFontSize).height + metrics.keyRowGap
      if let note = row.note {
        // No wider than the drawing (or a column of reading width under a narrow one): a longer note
        // wraps at its words, its lines under its first, so that the key never sets the figure's width.
        let narrowest = metrics.narrowestKey
        let right = x + max(bounds.width, narrowest)
        if left + canvas.plateSize(note, fontSize: metrics.labelFontSize).width > right {
          let indent = right - left >= narrowest / 2 ? left : x + metrics.tierSpacing
          if indent != left { y += lineHeight }
          let lines = wrapped(note, width: right - indent)
          for (number, line) in lines.enumerated() {
            _ = place(line, role: .note, at: indent)
            if number < lines.count - 1 { y += lineHeight }
          }
        } else {
          _ = place(note, role: .note, at: left)
        }
      }
      y += lineHeight
    }
    // A lone color explains itself, under a key of other rows too.
    if kinds.count > 1 {
      var left = place("colors:", role: .note, at: x)
      for kind in kinds {
        left = place(colorName(kind), role: .annotation(kind), at: left)
      }
      y += canvas.plateSize("colors:", fontSize: metrics.labelFontSize).height + metrics.keyRowGap
    }
    // The structure view's outline colors, when they are keyed rather than called out.
    if !structureKeyKinds.isEmpty {
      var left = place("specs:", role: .note, at: x)
      for kind in structureKeyKinds {
        left = place(kind.displayName, role: .structure(kind), at: left)
      }
    }
    return rows
  }

  /// `text` in lines no wider than `width` where its words allow (a word longer than that is a line).
  mutating func wrapped(_ text: String, width: CGFloat) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if !line.isEmpty, canvas.plateSize(candidate, fontSize: metrics.labelFontSize).width > width {
        lines.append(line)
        line = String(word)
      } else {
        line = candidate
      }
    }
    lines.append(line)
    return lines
  }
}
