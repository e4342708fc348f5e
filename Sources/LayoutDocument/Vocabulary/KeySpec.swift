import DiagramValues
import Foundation
import InputLimits
import TextureLayout

/// A key a document may write: its name, how its value is written, its default and what it means. The reader
/// accepts exactly these keys and the JSON Schema is generated from them.
struct KeySpec: Sendable {
  /// The key as written.
  let name: String
  /// How the value is written.
  let shape: ValueShape
  /// The value a missing key stands for, when there is one to show.
  let defaultValue: SchemaValue?
  /// Whether the key must be given.
  let isRequired: Bool
  /// What the key means, for editors.
  let summary: String

  init(
    _ name: String, _ shape: ValueShape, default defaultValue: SchemaValue? = nil, required: Bool = false,
    _ summary: String
  ) {
    self.name = name
    self.shape = shape
    self.defaultValue = defaultValue
    self.isRequired = required
    self.summary = summary
  }
}

/// A key with the reader of its value, so that what the key is said to take and what is read cannot differ.
struct DocumentKey<Value: Sendable>: Sendable {
  /// The key's name, shape and meaning.
  let spec: KeySpec
  /// Reads a written value.
  let read: @Sendable (DocumentNode) throws(DocumentError) -> Value
  /// The value a missing key stands for.
  let fallback: Value?

  /// The key's name.
  var name: String { spec.name }
}

extension DocumentKey {
  /// A key whose value is one of `table`'s names, standing for `fallback` when not written.
  static func choice(
    _ name: String, _ table: KeyValuePairs<String, Value>, default fallback: Value, _ summary: String
  ) -> DocumentKey where Value: Equatable {
    let defaultName = table.first { $0.value == fallback }?.key
    return choice(
      name, table,
      spec: KeySpec(name, .choice(table.map(\.key)), default: defaultName.map(SchemaValue.string), summary),
      fallback: fallback)
  }

  /// A key whose value is one of `table`'s names, with no default.
  static func choice(_ name: String, _ table: KeyValuePairs<String, Value>, _ summary: String) -> DocumentKey
  {
    choice(name, table, spec: KeySpec(name, .choice(table.map(\.key)), summary), fallback: nil)
  }

  private static func choice(
    _ name: String, _ table: KeyValuePairs<String, Value>, spec: KeySpec, fallback: Value?
  ) -> DocumentKey {
    let pairs = Array(table)
    return DocumentKey(
      spec: spec, read: { node throws(DocumentError) in try node.oneOf(pairs) }, fallback: fallback)
  }
}

extension DocumentKey where Value == CGFloat {
  /// A NUMBER key.
  static func number(_ name: String, _ rule: NumberRule, default fallback: CGFloat? = nil, _ summary: String)
    -> DocumentKey
  {
    DocumentKey(
      spec: KeySpec(name, .number(rule), default: fallback.map { .number(Double($0)) }, summary),
      read: { node throws(DocumentError) in try node.number(rule) }, fallback: fallback)
  }

  /// A font size in points: not negative, at most `Budgets.fontSize` (what FreeType can make glyphs of).
  static func fontSize(_ name: String, _ summary: String) -> DocumentKey {
    DocumentKey(
      spec: KeySpec(name, .number(.nonNegative), summary),
      read: { node throws(DocumentError) in
        let size = try node.number(.nonNegative)
        guard size <= Budgets.fontSize else {
          throw node.error(.numberBeyondLimit(node.node.scalar?.string ?? "\(size)", limit: Budgets.fontSize))
        }
        return size
      }, fallback: nil)
  }

  /// A NUMBER key where `true` and `false` mean 1 and 0.
  static func numberOrBoolean(
    _ name: String, _ rule: NumberRule, default fallback: CGFloat, _ summary: String
  )
    -> DocumentKey
  {
    DocumentKey(
      spec: KeySpec(name, .numberOrBoolean(rule), default: .number(Double(fallback)), summary),
      read: { node throws(DocumentError) in try node.numberOrBool(rule) }, fallback: fallback)
  }
}

extension DocumentKey where Value == String {
  /// A key of any text.
  static func string(_ name: String, default fallback: String? = nil, _ summary: String) -> DocumentKey {
    DocumentKey(
      spec: KeySpec(name, .string, default: fallback.map(SchemaValue.string), summary),
      read: { node throws(DocumentError) in try node.string() }, fallback: fallback)
  }

  /// A key of a font description or family list, at most `Budgets.fontDescriptionLength` long.
  static func font(_ name: String, default fallback: String? = nil, _ summary: String) -> DocumentKey {
    DocumentKey(
      spec: KeySpec(name, .string, default: fallback.map(SchemaValue.string), summary),
      read: { node throws(DocumentError) in
        let font = try node.string()
        let length = font.unicodeScalars.count
        guard length <= Budgets.fontDescriptionLength else {
          throw node.error(.fontTooLong(length: length, limit: Budgets.fontDescriptionLength))
        }
        return font
      }, fallback: fallback)
  }
}

extension DocumentKey where Value == RGBAColor {
  /// A COLOR key.
  static func color(_ name: String, _ summary: String) -> DocumentKey {
    DocumentKey(
      spec: KeySpec(name, .color, summary), read: { node throws(DocumentError) in try node.color() },
      fallback: nil)
  }
}

extension DocumentKey where Value == Dimension {
  /// A DIMENSION key, `auto` when not written (as every dimension of a style is).
  static func dimension(_ name: String, _ summary: String) -> DocumentKey {
    DocumentKey(
      spec: KeySpec(name, .dimension, default: .string("auto"), summary),
      read: { node throws(DocumentError) in try node.dimension() }, fallback: .auto)
  }
}

extension DocumentKey where Value == CGSize {
  /// A SIZE key.
  static func size(_ name: String, _ summary: String, rule: NumberRule = .nonNegative) -> DocumentKey {
    DocumentKey(
      spec: KeySpec(name, .size(rule), summary), read: { node throws(DocumentError) in try node.size(rule) },
      fallback: nil)
  }
}

extension DocumentKey where Value == LayoutSize {
  /// A LAYOUT SIZE key.
  static func layoutSize(_ name: String, _ summary: String) -> DocumentKey {
    DocumentKey(
      spec: KeySpec(name, .layoutSize, summary),
      read: { node throws(DocumentError) in try node.layoutSize() }, fallback: nil)
  }
}

extension DocumentKey where Value == CGPoint {
  /// A POINT key.
  static func point(_ name: String, default fallback: CGPoint? = nil, _ summary: String) -> DocumentKey {
    DocumentKey(
      spec: KeySpec(
        name, .point, default: fallback.map { .array([.number(Double($0.x)), .number(Double($0.y))]) },
        summary),
      read: { node throws(DocumentError) in try node.point() }, fallback: fallback)
  }
}

extension DocumentKey where Value == Bool {
  /// A `true`/`false` key.
  static func boolean(_ name: String, default fallback: Bool, _ summary: String) -> DocumentKey {
    DocumentKey(
      spec: KeySpec(name, .boolean, default: .boolean(fallback), summary),
      read: { node throws(DocumentError) in try node.bool() }, fallback: fallback)
  }
}

extension DocumentKey where Value == Int {
  /// A whole-number key within `range`.
  static func wholeNumber(
    _ name: String, in range: ClosedRange<Int>, default fallback: Int, _ summary: String
  )
    -> DocumentKey
  {
    DocumentKey(
      spec: KeySpec(name, .wholeNumber(range), default: .number(Double(fallback)), summary),
      read: { node throws(DocumentError) in try node.integer(in: range) }, fallback: fallback)
  }
}

extension DocumentKey where Value == EdgeInsets {
  /// An INSETS key; missing edges are 0.
  static func insets(_ name: String, _ summary: String) -> DocumentKey {
    DocumentKey(
      spec: KeySpec(name, .insets, summary), read: { node throws(DocumentError) in try node.insets() },
      fallback: .zero)
  }
}

extension KeySpec {
  /// A key holding one child element.
  static func element(_ name: String, _ summary: String) -> KeySpec {
    KeySpec(name, .element, required: true, summary)
  }

  /// The `children` key: a list of elements.
  static let children = KeySpec(ChildKeys.children, .list(.element), "The child elements, in tree order.")
}
