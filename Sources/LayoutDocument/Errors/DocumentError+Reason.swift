import TextureLayout

extension DocumentError {
  /// What is wrong with a document, with the values its message names.
  ///
  /// Texts shown as found in the document (`found`, `value`) are quoted and shortened as the reader shows
  /// them (`'wide'`, `a list`).
  public enum Reason: Hashable, Sendable {
    /// The file could not be read: `why` is "no such file" or "unreadable file".
    case cannotReadDocument(why: String)
    /// The bytes are not UTF-8 text.
    case notUTF8
    /// The document holds no YAML value.
    case emptyDocument
    /// The YAML is malformed; `context` is what the YAML reader was reading, and where.
    case yamlSyntax(problem: String, context: YAMLContext?)
    /// The YAML is nested deeper than `limit` levels, which allows `elementLimit` nested elements.
    case yamlTooDeep(limit: Int, elementLimit: Int)
    /// Flow collections nest so deeply around so many values that reading them would take minutes: their
    /// values' depths sum past `limit`.
    case yamlFlowNestingTooHeavy(limit: Int)
    /// The YAML makes more than `eventLimit` events (values, and each list's and mapping's start and end):
    /// more than a document of the element budget needs.
    case yamlTooLarge(eventLimit: Int)
    /// The YAML reader found a byte it cannot read.
    case yamlReader(problem: String)
    /// A YAML mapping repeats a key first given at `firstLine`.
    case yamlRepeatedKey(key: String, firstLine: Int)
    /// A YAML tag the format has no meaning for (`!!binary`, `!!set`, a local `!tag`).
    case yamlUnsupportedTag(tag: String)
    /// A YAML tag the value does not fit (`!!int abc`).
    case yamlTagMismatch(tag: String, value: String)
    /// Any other error of the YAML reader.
    case yamlOther(String)

    /// The value is of another type than the key takes.
    case wrongType(expected: String, found: String)
    /// A list that must have a given length has `count` items.
    case wrongListLength(expected: String, count: Int)
    /// A number too large to be a finite double.
    case numberTooLarge(String)
    /// NaN, never allowed.
    case notANumber
    /// An infinity where the number must be finite.
    case notFinite(String)
    /// A negative number where it must be zero or more.
    case negative(String)
    /// Not a whole number within `range`.
    case notWholeNumber(range: ClosedRange<Int>, found: String)
    /// A name that is not one of `expected`, with the nearest one when it is close.
    case unknownValue(found: String, suggestion: String?, expected: [String])
    /// A value the engine's own types reject: out of range (negative or infinite points, a fraction outside
    /// 0...1, a size range whose minimum exceeds its maximum, a scale that is not positive and finite) or
    /// malformed (a dimension such as `"50%%"`).
    case invalidValue(LayoutValueError)
    /// A color that starts with `#` but is not 3, 6 or 8 hexadecimal digits.
    case malformedColor(String)
    /// A color name CSS does not have, with the nearest one when it is close.
    case unknownColor(String, suggestion: String?)

    /// A mapping key that is not a name (a list or mapping used as a key), in the mapping named `container`.
    case keyNotAName(container: String, found: String)
    /// A key the mapping does not take, with the nearest allowed one when it is close.
    case unknownKey(String, container: String, place: String, suggestion: String?, expected: [String])
    /// A key given twice in one mapping.
    case repeatedKey(String, firstLine: Int)
    /// A required key is missing; `what` says what it holds.
    case missingKey(String, what: String)

    /// Elements nested deeper than `limit`.
    case elementsTooDeep(limit: Int)
    /// More elements than `limit`.
    case tooManyElements(limit: Int)
    /// Aliases that add more than `limit` elements to those the document writes.
    case aliasesExpandTooFar(limit: Int)
    /// A name or note longer than `limit` Unicode scalars.
    case nameTooLong(length: Int, limit: Int)
    /// A font description longer than `limit` Unicode scalars.
    case fontTooLong(length: Int, limit: Int)
    /// An element without a kind key.
    case noKind(expected: [String])
    /// An element with two kind keys.
    case twoKinds(String, String)
    /// An `annotate:` item that is not an annotation kind, with the nearest one when it is close.
    case unknownAnnotation(String, suggestion: String?, expected: [String])
    /// A ratio of zero or less.
    case ratioNotPositive(String)
    /// A wrapper given both `child` and `children`.
    case wrapperChildAndChildren
    /// A wrapper given neither `child` nor `children`.
    case wrapperWithoutChildren
    /// The text measurer failed.
    case cannotMeasureText(String)
    /// A text of `length` Unicode scalars, more than `limit`.
    case textTooLong(length: Int, limit: Int)
    /// A run of `count` combining marks, more than `limit`.
    case tooManyCombiningMarks(count: Int, limit: Int)
    /// A paragraph of a text holds more tabs than Pango places in reasonable time.
    case tooManyTabs(count: Int, limit: Int)
    /// A paragraph of a text changes writing direction more often than Pango lays out in reasonable time.
    case tooManyDirectionChanges(count: Int, limit: Int)
    /// The document's texts together are longer than `limit` characters.
    case documentTextTooLong(limit: Int)
    /// A finite number whose magnitude passes `limit`.
    case numberBeyondLimit(String, limit: Double)
    /// A scale outside the range a run draws.
    case scaleOutOfRange(String, range: ClosedRange<Double>)
    /// An image scale of zero.
    case imageScaleNotPositive(String)
    /// An image file that cannot be read, and why.
    case cannotReadImage(path: String, why: String)
    /// The layout needed more than `limit` element layouts.
    case layoutTooLong(limit: Int)
    /// A layout pass shaping more characters of text than `limit`.
    case textShapingTooLong(limit: Int)
    /// A layout pass wrapping texts into more lines than `limit` beyond their paragraphs.
    case textWrapsTooLong(limit: Int)
    /// The laid-out document cannot be drawn (of no area, or too large), and why.
    case cannotRender(String)
    /// Specs nested deeper than `limit` at this element, too deep to draw as ASCII art (each spec's box holds
    /// its children's, so the art grows with the square of the depth).
    case tooDeepForASCIIArt(limit: Int)
  }
}

/// What the YAML reader was reading when it failed (`while parsing a block mapping`), and where that began.
public struct YAMLContext: Hashable, Sendable {
  /// The reader's words.
  public var what: String
  /// The line it began on, from 1.
  public var line: Int
  /// The column it began at, from 1.
  public var column: Int

  /// Creates a context.
  public init(what: String, line: Int, column: Int) {
    self.what = what
    self.line = line
    self.column = column
  }
}
