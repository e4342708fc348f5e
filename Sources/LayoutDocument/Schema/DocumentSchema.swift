import DiagramValues

/// The JSON Schema (draft 2020-12) of layout documents, generated from the key tables the reader reads with
/// (`DocumentKeys`, `CommonKeys`, `ElementKinds`, `StyleKeys`, `ThemeKeys`), so that the two cannot drift.
///
/// Editors use it to check and complete documents as they are typed; the YAML language server reads it from a
/// `# yaml-language-server: $schema=PATH` comment. The schema checks keys, types and names; a few rules only
/// the reader checks (a size range's min not above its max, a quoted number, a negative or infinite value in
/// some places) are said in the descriptions.
public enum DocumentSchema {
  /// The schema as indented JSON.
  public static var json: String { schema.json() + "\n" }

  /// The schema as a value.
  static var schema: SchemaValue {
    .object(
      [
        ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
        ("title", .string("Layout document")),
        (
          "description",
          .string(
            "A tree of Texture layout elements, the size range it is laid out in, and how its diagram is "
              + "drawn (LayoutDiagrams' layout document contract, v1).")
        ),
        ("type", .string("object")),
      ] + members(of: DocumentKeys.all) + [
        (
          "$defs",
          .object(
            [
              ("element", element),
              ("dimension", dimension),
              ("color", color),
              ("size", pair("width", "height", number(.nonNegative))),
              ("sizeOrInfinity", pair("width", "height", number([.infinityAllowed]))),
              ("layoutSize", pair("width", "height", reference("dimension"))),
              ("point", pair("x", "y", number(.finite))),
            ] + numberRules.map { ($0.name, numberDefinition($0.rule)) })
        )
      ])
  }

  /// An element: exactly one kind key, and any common keys.
  private static var element: SchemaValue {
    let kinds: [(String, SchemaValue)] = ElementKinds.all.map { kind in
      (
        kind.kind.rawValue,
        .object(
          [
            ("description", .string(kind.summary)),
            // A kind without required keys may be written with nothing after it (`box:`).
            (
              "type",
              kind.keys.contains(where: \.isRequired)
                ? .string("object") : .array([.string("object"), .string("null")])
            ),
          ] + members(of: kind.keys)
            + (kind.exactlyOneOf.isEmpty
              ? []
              : [("oneOf", .array(kind.exactlyOneOf.map { .object([("required", .array([.string($0)]))]) }))])
        )
      )
    }
    let common = CommonKeys.all.map { ($0.name, property($0)) }
    return .object([
      (
        "description",
        .string(
          "An element: exactly one kind key, whose mapping holds the kind's properties and "
            + "child elements, and any of the keys every element may have.")
      ),
      ("type", .string("object")),
      ("properties", .object(kinds + common)),
      ("additionalProperties", .boolean(false)),
      (
        "oneOf", .array(ElementKinds.all.map { .object([("required", .array([.string($0.kind.rawValue)]))]) })
      ),
    ])
  }

  /// DIMENSION: points, `"70pt"`, `"50%"` or `auto`.
  private static var dimension: SchemaValue {
    .object([
      (
        "description",
        .string("A number of points, \"70pt\", \"50%\" (of the parent) or auto; finite and not negative.")
      ),
      (
        "anyOf",
        .array([
          number(.nonNegative),
          .object([
            ("type", .string("string")),
            ("pattern", .string("^(auto|\\+?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?(pt|%))$")),
          ]),
        ])
      ),
    ])
  }

  /// COLOR: `#rgb`, `#rrggbb`, `#rrggbbaa` or a CSS color name.
  private static var color: SchemaValue {
    .object([
      (
        "description",
        .string("#rgb, #rrggbb, #rrggbbaa or a CSS color name (the reader ignores the name's case).")
      ),
      (
        "anyOf",
        .array([
          .object([
            ("type", .string("string")),
            ("pattern", .string("^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$")),
          ]),
          .object([("enum", .array(RGBAColor.cssNames.keys.sorted().map(SchemaValue.string)))]),
          .object([("type", .string("string")), ("pattern", .string(caseInsensitiveNames))]),
        ])
      ),
    ])
  }

  /// The `properties`, `required` and `additionalProperties` of a mapping of `keys` (its `type` is the
  /// caller's).
  private static func members(of keys: [KeySpec]) -> [(String, SchemaValue)] {
    var members: [(String, SchemaValue)] = [("properties", .object(keys.map { ($0.name, property($0)) }))]
    let required = keys.filter(\.isRequired).map { SchemaValue.string($0.name) }
    if !required.isEmpty { members.append(("required", .array(required))) }
    members.append(("additionalProperties", .boolean(false)))
    return members
  }

  /// One key's schema: its shape, with its description and default.
  private static func property(_ key: KeySpec) -> SchemaValue {
    var members: [(String, SchemaValue)] = [("description", .string(key.summary))]
    if let defaultValue = key.defaultValue { members.append(("default", defaultValue)) }
    guard case .object(let shapeMembers) = shape(key.shape) else { return .object(members) }
    return .object(members + shapeMembers.filter { $0.0 != "description" })
  }

  /// The CSS color names in any case, as the reader takes them: `^(?:[Rr][Ee][Dd]|…)$`.
  private static var caseInsensitiveNames: String {
    let names = RGBAColor.cssNames.keys.sorted().map { name in
      name.map { letter in
        let lower = String(letter).lowercased()
        let upper = String(letter).uppercased()
        return lower == upper ? lower : "[\(upper)\(lower)]"
      }.joined()
    }
    return "^(?:" + names.joined(separator: "|") + ")$"
  }

  /// The schema of a value shape.
  private static func shape(_ shape: ValueShape) -> SchemaValue {
    switch shape {
    case .number(let rule): number(rule)
    case .positiveNumber:
      .object([
        ("type", .string("number")), ("exclusiveMinimum", .number(0)),
        ("maximum", .number(.greatestFiniteMagnitude)),
      ])
    case .wholeNumber(let range):
      .object([
        ("type", .string("integer")), ("minimum", .number(Double(range.lowerBound))),
        ("maximum", .number(Double(range.upperBound))),
      ])
    case .boolean: .object([("type", .string("boolean"))])
    case .numberOrBoolean(let rule):
      .object([("anyOf", .array([number(rule), .object([("type", .string("boolean"))])]))])
    case .string: .object([("type", .string("string"))])
    case .color: reference("color")
    case .colorOrNone:
      .object([("anyOf", .array([reference("color"), .object([("const", .string("none"))])]))])
    case .dimension: reference("dimension")
    case .size(let rule) where rule == .nonNegative: reference("size")
    case .size(let rule) where rule == [.infinityAllowed]: reference("sizeOrInfinity")
    case .size(let rule): pair("width", "height", number(rule))
    case .layoutSize: reference("layoutSize")
    case .point: reference("point")
    case .insets:
      .object(
        [("type", .string("object"))]
          + [
            (
              "properties",
              .object(
                ["top", "left", "bottom", "right"].map { ($0, number([.negativeAllowed, .infinityAllowed])) })
            ),
            ("additionalProperties", .boolean(false)),
          ])
    case .choice(let names): .object([("enum", .array(names.map(SchemaValue.string)))])
    case .signedChoice(let names):
      .object([
        ("type", .string("string")), ("pattern", .string("^[+-]?(" + names.joined(separator: "|") + ")$")),
      ])
    case .element: reference("element")
    case .list(let item): .object([("type", .string("array")), ("items", self.shape(item))])
    case .mapping(let name, let keys):
      .object([("description", .string(name)), ("type", .string("object"))] + members(of: keys))
    case .either(let first, let second):
      .object([("anyOf", .array([self.shape(first), self.shape(second)]))])
    }
  }

  /// The number definitions, one per rule.
  private static let numberRules: [(name: String, rule: NumberRule)] = [
    ("number", .finite), ("nonNegativeNumber", .nonNegative),
    ("numberOrInfinity", [.negativeAllowed, .infinityAllowed]),
    ("nonNegativeNumberOrInfinity", [.infinityAllowed]),
  ]

  /// A NUMBER within `rule`.
  private static func number(_ rule: NumberRule) -> SchemaValue {
    reference(numberRules.first { $0.rule == rule }!.name)
  }

  /// The definition of a NUMBER within `rule`; YAML's `.inf` arrives as a number, `inf` written without the
  /// dot as text.
  private static func numberDefinition(_ rule: NumberRule) -> SchemaValue {
    var plain: [(String, SchemaValue)] = [("type", .string("number"))]
    plain.append(("minimum", .number(rule.contains(.negativeAllowed) ? -.greatestFiniteMagnitude : 0)))
    // YAML's `.inf` reads as an infinite number, which only a bound tells from a finite one.
    guard rule.contains(.infinityAllowed) else {
      return .object(plain + [("maximum", .number(.greatestFiniteMagnitude))])
    }
    return .object([
      (
        "anyOf",
        .array([
          .object(plain),
          .object([
            ("type", .string("string")),
            ("pattern", .string("^\\+?\\.?[Ii][Nn][Ff]([Ii][Nn][Ii][Tt][Yy])?$")),
          ]),
        ])
      )
    ])
  }

  /// `[a, b]` or `{first: a, second: b}`.
  private static func pair(_ first: String, _ second: String, _ item: SchemaValue) -> SchemaValue {
    .object([
      (
        "anyOf",
        .array([
          .object([
            ("type", .string("array")), ("prefixItems", .array([item, item])), ("minItems", .number(2)),
            ("maxItems", .number(2)),
          ]),
          .object([
            ("type", .string("object")), ("properties", .object([(first, item), (second, item)])),
            ("required", .array([.string(first), .string(second)])),
            ("additionalProperties", .boolean(false)),
          ]),
        ])
      )
    ])
  }

  private static func reference(_ name: String) -> SchemaValue {
    .object([("$ref", .string("#/$defs/\(name)"))])
  }
}
