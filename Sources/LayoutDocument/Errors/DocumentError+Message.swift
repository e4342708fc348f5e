import InputLimits

extension DocumentError.Reason {
  /// The message of an error at `keyPath`: the one place where errors become text.
  ///
  /// Errors about a value start with where it is (`root.stack.spacing: `, or `the document: ` at the top);
  /// errors about the whole file, the YAML text and unknown keys (which say where in their own words) do not.
  public func message(at keyPath: String) -> String {
    let place = keyPath.isEmpty ? "the document" : keyPath
    switch self {
    case .cannotReadDocument(let why): return "cannot read the document: \(why)"
    case .notUTF8: return "the document is not valid UTF-8 text"
    case .emptyDocument: return "the document is empty: expected a mapping with 'root'"
    case .yamlSyntax(let problem, let context):
      return "YAML syntax error: \(problem)"
        + (context.map { " (\($0.what) at line \($0.line), column \($0.column))" } ?? "")
    case .yamlTooDeep(let limit, let elementLimit):
      return
        "nesting deeper than \(limit) YAML levels: the limit, which allows \(elementLimit) nested elements"
    case .yamlFlowNestingTooHeavy(let limit):
      return
        "flow collections ([…], {…}) nested too deeply around too many values: their depths sum past \(limit), "
        + "the limit (nest less, or write the outer levels in block style)"
    case .yamlTooLarge(let limit):
      return
        "more than \(limit) YAML values and collection ends here, the limit: more than a document of "
        + "\(Budgets.elements) elements needs (split the document)"
    case .yamlReader(let problem): return "YAML reader error: \(problem)"
    case .yamlRepeatedKey(let key, let firstLine):
      return "repeated key '\(key)' in one mapping (first given at line \(firstLine))"
    case .yamlOther(let text): return "YAML error: \(text)"
    case .yamlUnsupportedTag(let tag):
      return
        "the YAML tag \(YAMLTags.shortName(tag)) is not supported: a layout document holds strings (!!str), numbers "
        + "(!!int, !!float), booleans (!!bool), null (!!null), lists (!!seq) and mappings (!!map)"
    case .yamlTagMismatch(let tag, let value):
      return "'\(value)' is not a value of the YAML tag \(YAMLTags.shortName(tag))"
    case .unknownKey(let key, let container, let mappingPlace, let suggestion, let expected):
      return "unknown key '\(key)' in \(container) at \(mappingPlace)" + Self.hint(suggestion)
        + " (expected one of \(expected.joined(separator: ", ")))"
    default:
      return "\(place): " + valueMessage
    }
  }

  /// The message of an error about a value, after its place.
  private var valueMessage: String {
    switch self {
    case .wrongType(let expected, let found): return "expected \(expected), found \(found)"
    case .wrongListLength(let expected, let count): return "expected \(expected), found a list of \(count)"
    case .numberTooLarge(let text): return "number \(Self.excerpt(text)) is too large"
    case .notANumber: return "NaN is not allowed"
    case .notFinite(let text): return "\(Self.excerpt(text)) is not allowed here: the number must be finite"
    case .negative(let text): return "\(Self.excerpt(text)) is negative; it must be zero or more"
    case .notWholeNumber(let range, let found):
      return "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(found)"
    case .unknownValue(let found, let suggestion, let expected):
      return "unknown value \(found)" + Self.hint(suggestion) + " (expected one of \(Self.list(expected)))"
    case .invalidValue(let error): return error.description
    case .malformedColor(let text):
      return "malformed color '\(text)': expected #rgb, #rrggbb or #rrggbbaa in hexadecimal digits"
    case .unknownColor(let text, let suggestion):
      return "unknown color '\(text)'" + Self.hint(suggestion)
        + " (expected #rgb, #rrggbb, #rrggbbaa or a CSS color name)"
    case .keyNotAName(let container, let found): return "keys of \(container) must be names, found \(found)"
    case .repeatedKey(let key, let firstLine):
      return "repeated key '\(key)' (first given at line \(firstLine))"
    case .missingKey(let key, let what): return "missing '\(key)' (\(what))"
    case .elementsTooDeep(let limit): return "nesting deeper than \(limit) elements, the limit"
    case .tooManyElements(let limit): return "more than \(limit) elements, the limit"
    case .aliasesExpandTooFar(let limit):
      return "aliases repeat more than \(limit) elements beyond those the document writes, the limit"
    case .nameTooLong(let length, let limit):
      return "\(length) characters, more than \(limit), the longest a name or note may be"
    case .fontTooLong(let length, let limit):
      return "\(length) characters, more than \(limit), the longest a font description may be"
    case .noKind(let expected): return "the element has no kind: expected one key of \(Self.list(expected))"
    case .twoKinds(let first, let second):
      return "two kinds in one element, '\(first)' and '\(second)'; an element has exactly one kind key"
    case .unknownAnnotation(let name, let suggestion, let expected):
      return "unknown annotation kind '\(name)'" + Self.hint(suggestion)
        + " (expected one of \(Self.list(expected)), each optionally prefixed with + or -)"
    case .ratioNotPositive(let shown): return "ratio \(shown) is not positive; it must be above 0"
    case .wrapperChildAndChildren: return "a wrapper takes 'child' or 'children', not both"
    case .wrapperWithoutChildren: return "missing 'child' or 'children' (the wrapped elements)"
    case .cannotMeasureText(let why): return "cannot measure the text: \(why)"
    case .textTooLong(let length, let limit):
      return "a text of \(length) characters, more than \(limit), the limit"
    case .tooManyDirectionChanges(let count, let limit):
      return
        "\(count) changes of writing direction in one paragraph, more than \(limit), the limit (Pango lays out "
        + "each direction run against the others, in time that grows with the square of their number)"
    case .documentTextTooLong(let limit):
      return "the document's texts together pass \(limit) characters, the limit (split the document)"
    case .tooManyTabs(let count, let limit):
      return
        "\(count) tabs in one paragraph, more than \(limit), the limit (Pango places each tab after every one "
        + "before it on its line, in time that grows with the square of their number)"
    case .tooManyCombiningMarks(let count, let limit):
      return
        "\(count) combining marks and joiners in one character, more than \(limit), the limit (Pango shapes them as "
        + "one cluster, in time that grows with its square)"
    case .numberBeyondLimit(let text, let limit):
      return "number \(Self.excerpt(text)) is beyond ±\(Int(limit)), the largest a document takes"
    case .scaleOutOfRange(let text, let range):
      return
        "scale \(Self.excerpt(text)) is outside \(range.lowerBound)…\(Int(range.upperBound)), the range a render draws"
    case .imageScaleNotPositive(let shown): return "image scale \(shown) must be above 0"
    case .cannotReadImage(let path, let why): return "cannot read image '\(path)': \(why)"
    case .cannotRender(let why): return "cannot render: \(why)"
    case .tooDeepForASCIIArt(let limit):
      return
        "specs nest more than \(limit) deep here, too deep for --ascii (each spec's box is drawn around its "
        + "children's); leave --ascii out for the frames as JSON"
    case .textShapingTooLong(let limit):
      return
        "the layout shapes more than \(limit) characters of text, the limit: a long text offered many widths "
        + "(an alias in wrappers of different widths) is shaped again at each; shorten it or offer it fewer widths"
    case .textWrapsTooLong(let limit):
      return
        "the layout wraps its texts into more than \(limit) lines, the limit: each line wrapped is shaped again "
        + "at its ends; widen the column or shorten the text"
    case .layoutTooLong(let limit):
      return
        "the layout needs more than \(limit) element layouts, the limit: elements are laid out at more "
        + "different sizes than the document can afford; nest fewer flexible stacks"
    case .cannotReadDocument, .notUTF8, .emptyDocument, .yamlSyntax, .yamlTooDeep, .yamlFlowNestingTooHeavy,
      .yamlTooLarge,
      .yamlReader,
      .yamlRepeatedKey, .yamlOther, .yamlUnsupportedTag, .yamlTagMismatch, .unknownKey:
      return message(at: "")
    }
  }

  /// A written value as a message shows it: whole when short, else its start and its length, so that a
  /// million digits are not echoed back.
  static func excerpt(_ text: String) -> String {
    guard text.count > 40 else { return text }
    return String(text.prefix(24)) + "… (\(text.count) characters)"
  }

  private static func hint(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }

  private static func list(_ names: [String]) -> String {
    names.joined(separator: ", ")
  }
}
