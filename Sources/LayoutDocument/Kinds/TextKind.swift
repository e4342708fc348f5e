import DiagramValues
import Foundation
import InputLimits
import TextureLayout

/// `text`: a text node.
enum TextKeys {
  static let string = DocumentKey<String>.string("string", "The text.")
  static let font = DocumentKey<String>.font(
    "font", default: TextDescription.defaultFont, "A font description such as \"DejaVu Sans 14\".")
  static let color = DocumentKey<RGBAColor>(
    spec: KeySpec("color", .color, default: .string("black"), "The text's color."),
    read: { node throws(DocumentError) in try node.color() }, fallback: .black)
  static let maxLines = DocumentKey<Int>.wholeNumber(
    "maxLines", in: 0...1_000_000, default: 0, "The most lines shown; 0 for no limit.")
  static let truncation = DocumentKey.choice(
    "truncation", EnumNames.truncation, default: .tail, "Where text that does not fit is cut.")
  static let alignment = DocumentKey.choice(
    "alignment", EnumNames.textAlignment, default: .left, "How lines are aligned.")
}

extension ElementKindSpec {
  /// The `text` kind.
  static let text = ElementKindSpec(
    kind: .text, summary: "A text node, measured with Pango.",
    keys: [
      TextKeys.string.spec.required(), TextKeys.font.spec, TextKeys.color.spec, TextKeys.maxLines.spec,
      TextKeys.truncation.spec, TextKeys.alignment.spec,
    ],
    build: { builder, reader, _ throws(DocumentError) in try builder.text(reader) })
}

extension ElementBuilder {
  /// A `text` node, measured by the measurer. The aliases of one text mapping, and texts whose string is
  /// one aliased string with the same font and layout, share its reading and its measured content, so that
  /// a text aliased a thousand times is read, checked, counted and measured once.
  mutating func text(_ reader: MappingReader) throws(DocumentError) -> (any LayoutElement, ElementContent?) {
    let key = reader.mapping.node.index
    if let known = readTexts[key] { return (DisplayNode(content: known.content), .text(known.text)) }
    let stringNode = try reader.required(TextKeys.string.name, what: "the text")
    let described = TextDescription(
      string: "",
      font: try reader.valueOrDefault(TextKeys.font),
      color: try reader.valueOrDefault(TextKeys.color),
      maxLines: try reader.valueOrDefault(TextKeys.maxLines),
      truncation: try reader.valueOrDefault(TextKeys.truncation),
      alignment: try reader.valueOrDefault(TextKeys.alignment))
    let stringKey = AliasedString(node: stringNode.node.index, description: described)
    if let known = readStrings[stringKey] {
      readTexts[key] = known
      return (DisplayNode(content: known.content), .text(known.text))
    }
    let string = try stringNode.string()
    try Self.checkTextBudget(string, at: stringNode)
    textLength += string.unicodeScalars.count
    guard textLength <= Budgets.documentTextLength else {
      throw stringNode.error(.documentTextTooLong(limit: Budgets.documentTextLength))
    }
    var text = described
    text.string = string
    let content: any IntrinsicContent
    do {
      content = try measurer.textContent(text)
    } catch {
      throw reader.mapping.error(.cannotMeasureText("\(error)"))
    }
    readTexts[key] = (content, text)
    readStrings[stringKey] = (content, text)
    return (DisplayNode(content: content), .text(text))
  }

  /// A text's string by its place in the YAML tree (which its aliases share) and the rest of its reading.
  struct AliasedString: Hashable {
    var node: UInt32
    var description: TextDescription
  }

  /// Fails on a text longer than `Budgets.textLength` or with more combining marks in a row than
  /// `Budgets.combiningMarksInARow`: what Pango would take seconds to shape, or overflow measuring.
  ///
  /// A run is what Pango shapes as one cluster: every scalar that extends the grapheme before it (marks,
  /// the combining grapheme joiner, variation selectors, the zero-width joiner, spacing marks). Pango does
  /// not follow Unicode's stream-safe rule, which restarts the count at a grapheme joiner, so neither does
  /// this count: a joiner every 29 marks keeps one cluster growing, quadratic to shape.
  private static func checkTextBudget(_ string: String, at node: DocumentNode) throws(DocumentError) {
    // Too long is found by counting alone, before each character's properties are looked up (a megabyte
    // of text took a second to weigh).
    if string.utf8.count > Budgets.textLength {
      let count = string.unicodeScalars.count
      guard count <= Budgets.textLength else {
        throw node.error(.textTooLong(length: count, limit: Budgets.textLength))
      }
    }
    var length = 0
    var marks = 0
    var longestRun = 0
    var tabs = 0
    var mostTabs = 0
    var direction: Bool?
    var changes = 0
    var mostChanges = 0
    for scalar in string.unicodeScalars {
      length += 1
      switch scalar.value {
      case 0x09:
        tabs += 1
        mostTabs = max(mostTabs, tabs)
      case 0x0A, 0x0D, 0x2029:
        tabs = 0
        changes = 0
        direction = nil
      default: break
      }
      if let isRightToLeft = Self.strongDirection(scalar) {
        if let direction, direction != isRightToLeft {
          changes += 1
          mostChanges = max(mostChanges, changes)
        }
        direction = isRightToLeft
      }
      let properties = scalar.properties
      let extendsCluster =
        properties.isGraphemeExtend || properties.generalCategory == .spacingMark || scalar.value == 0x200D
      marks = extendsCluster ? marks + 1 : 0
      longestRun = max(longestRun, marks)
    }
    guard length <= Budgets.textLength else {
      throw node.error(.textTooLong(length: length, limit: Budgets.textLength))
    }
    guard mostTabs <= Budgets.tabsInAParagraph else {
      throw node.error(.tooManyTabs(count: mostTabs, limit: Budgets.tabsInAParagraph))
    }
    guard mostChanges <= Budgets.directionChangesInAParagraph else {
      throw node.error(
        .tooManyDirectionChanges(count: mostChanges, limit: Budgets.directionChangesInAParagraph))
    }
    guard longestRun <= Budgets.combiningMarksInARow else {
      throw node.error(.tooManyCombiningMarks(count: longestRun, limit: Budgets.combiningMarksInARow))
    }
  }

  /// Whether `scalar` is written right to left (`true`), left to right (`false`), or neither (digits,
  /// spaces, punctuation, marks): the scripts and directional marks that start a direction run.
  static func strongDirection(_ scalar: Unicode.Scalar) -> Bool? {
    switch scalar.value {
    case 0x200F, 0x202B, 0x202E, 0x2067: return true
    case 0x200E, 0x202A, 0x202D, 0x2066: return false
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
    default:
      let properties = scalar.properties
      return properties.isAlphabetic && !properties.isGraphemeExtend ? false : nil
    }
  }
}
