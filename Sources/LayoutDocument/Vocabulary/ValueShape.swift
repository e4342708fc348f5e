/// How a document writes a value: the contract's value types, which the JSON Schema spells out.
indirect enum ValueShape: Sendable {
  /// NUMBER, within `rule`.
  case number(NumberRule)
  /// NUMBER, above 0.
  case positiveNumber
  /// A whole number within the range.
  case wholeNumber(ClosedRange<Int>)
  /// `true` or `false`.
  case boolean
  /// NUMBER, or `true`/`false` meaning 1/0.
  case numberOrBoolean(NumberRule)
  /// Any text.
  case string
  /// COLOR.
  case color
  /// COLOR, or `none`.
  case colorOrNone
  /// DIMENSION.
  case dimension
  /// SIZE, within `rule`.
  case size(NumberRule)
  /// LAYOUT SIZE.
  case layoutSize
  /// POINT.
  case point
  /// INSETS.
  case insets
  /// One of the names.
  case choice([String])
  /// One of the names, optionally prefixed with `+` (add) or `-` (remove).
  case signedChoice([String])
  /// ELEMENT.
  case element
  /// A list of values of one shape.
  case list(ValueShape)
  /// A mapping of the keys, no others.
  case mapping(name: String, keys: [KeySpec])
  /// Either of two shapes.
  case either(ValueShape, ValueShape)
}
