/// Every kind of document error the contract lists, each with the position and message it must give.
/// Both the in-process tests (LayoutDocumentTests) and the tests of the executable (LayoutDiagramCLITests)
/// run them.
public struct ErrorCase: CustomStringConvertible, Sendable {
  /// What kind of error it is.
  public var name: String
  /// The document.
  public var yaml: String
  /// The expected line.
  public var line: Int
  /// The expected column.
  public var column: Int
  /// Text the message must contain.
  public var message: String

  /// The case's name, as test reports show it.
  public var description: String { name }

  public static let all: [ErrorCase] = [
    ErrorCase(
      name: "unknown key", yaml: "root:\n  stack:\n    justifyContnet: center\n", line: 3, column: 5,
      message: "unknown key 'justifyContnet' in stack at root.stack; did you mean 'justifyContent'?"),
    ErrorCase(
      name: "unknown kind", yaml: "root:\n  stak: {}\n", line: 2, column: 3,
      message: "unknown key 'stak' in an element at root; did you mean 'stack'?"),
    ErrorCase(
      name: "element without a kind", yaml: "root:\n  name: lonely\n", line: 2, column: 3,
      message: "root: the element has no kind"),
    ErrorCase(
      name: "unknown enum value", yaml: "root:\n  stack:\n    justifyContent: centre\n", line: 3, column: 21,
      message: "root.stack.justifyContent: unknown value 'centre'; did you mean 'center'?"),
    ErrorCase(
      name: "wrong type", yaml: "root:\n  stack:\n    spacing: wide\n", line: 3, column: 14,
      message: "root.stack.spacing: expected a number, found 'wide'"),
    ErrorCase(
      name: "wrong type of element", yaml: "root: [1, 2]\n", line: 1, column: 7,
      message: "root: expected a mapping for an element, found a list"),
    ErrorCase(
      name: "missing root", yaml: "scale: 2\n", line: 1, column: 1,
      message: "the document: missing 'root'"),
    ErrorCase(
      name: "missing child", yaml: "root:\n  inset:\n    insets: {top: 1}\n", line: 3, column: 5,
      message: "root.inset: missing 'child'"),
    ErrorCase(
      name: "two kinds", yaml: "root:\n  box: {}\n  stack: {}\n", line: 3, column: 3,
      message: "root: two kinds in one element, 'box' and 'stack'"),
    ErrorCase(
      name: "NaN", yaml: "root:\n  stack:\n    spacing: .nan\n", line: 3, column: 14,
      message: "root.stack.spacing: NaN is not allowed"),
    ErrorCase(
      name: "negative size", yaml: "root:\n  box: {size: [-4, 10]}\n", line: 2, column: 16,
      message: "root.box.size[0]: -4 is negative"),
    ErrorCase(
      name: "negative dimension", yaml: "root:\n  box: {}\n  style: {width: -3}\n", line: 3, column: 18,
      message: "root.style.width: points -3 is invalid"),
    ErrorCase(
      name: "size range minimum above maximum",
      yaml: "constrainedSize: {min: [100, 0], max: [50, 10]}\nroot: {box: {}}\n", line: 1, column: 18,
      message: "constrainedSize: size range minimum [100, 0] exceeds its maximum [50, 10]"),
    ErrorCase(
      name: "zero scale", yaml: "scale: 0\nroot: {box: {}}\n", line: 1, column: 8,
      message: "scale: scale 0 is invalid: it must be a positive finite number"),
    ErrorCase(
      name: "infinite scale", yaml: "scale: .inf\nroot: {box: {}}\n", line: 1, column: 8,
      message: "scale: scale inf is invalid"),
    ErrorCase(
      name: "ratio not positive", yaml: "root:\n  ratio:\n    ratio: 0\n    child: {box: {}}\n", line: 3,
      column: 12,
      message: "root.ratio.ratio: ratio '0' is not positive"),
    ErrorCase(
      name: "malformed dimension 50%%", yaml: "root:\n  box: {}\n  style: {width: \"50%%\"}\n", line: 3,
      column: 18, message: "root.style.width: malformed dimension \"50%%\""),
    ErrorCase(
      name: "malformed dimension pt", yaml: "root:\n  box: {}\n  style: {height: pt}\n", line: 3, column: 19,
      message: "root.style.height: malformed dimension \"pt\""),
    ErrorCase(
      name: "fraction above 100%", yaml: "root:\n  box: {}\n  style: {flexBasis: 150%}\n", line: 3,
      column: 22,
      message: "root.style.flexBasis: fraction 1.5 (150%) is outside 0...1"),
    ErrorCase(
      name: "malformed color", yaml: "root:\n  fill: \"#12345\"\n  box: {}\n", line: 2, column: 9,
      message: "root.fill: malformed color '#12345'"),
    ErrorCase(
      name: "unknown color name", yaml: "root:\n  fill: gren\n  box: {}\n", line: 2, column: 9,
      message: "root.fill: unknown color 'gren'; did you mean 'green'?"),
    ErrorCase(
      name: "YAML syntax error", yaml: "root:\n  box: {size: [1, 2}\n", line: 2, column: 20,
      message: "YAML syntax error"),
    ErrorCase(
      name: "repeated key", yaml: "root: {box: {}}\nscale: 2\nroot: {box: {}}\n", line: 3, column: 1,
      message: "repeated key 'root' in one mapping (first given at line 1)"),
    ErrorCase(
      name: "infinite spacing", yaml: "root:\n  stack:\n    spacing: .inf\n", line: 3, column: 14,
      message: "root.stack.spacing: .inf is not allowed here: the number must be finite"),
    ErrorCase(
      name: "not a mapping", yaml: "- 1\n- 2\n", line: 1, column: 1,
      message: "expected a mapping for the document, found a list"),
    ErrorCase(
      name: "wrapper with child and children",
      yaml: "root:\n  wrapper:\n    child: {box: {}}\n    children: []\n", line: 4, column: 5,
      message: "root.wrapper: a wrapper takes 'child' or 'children', not both"),
    ErrorCase(
      name: "missing image", yaml: "root:\n  image: {path: missing.png}\n", line: 2, column: 17,
      message: "root.image.path: cannot read image 'missing.png': no such file"),
    ErrorCase(
      name: "misspelt enum prefix", yaml: "root:\n  stack:\n    alignItems: baseline\n", line: 3, column: 17,
      message: "unknown value 'baseline'; did you mean 'baselineFirst'?"),
  ]
}
