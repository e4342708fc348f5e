import TextureLayout

/// One thing a layout got wrong, or probably did not mean: found in the sizing records of a layout that was
/// already made, said in Texture's terms, with what to do about it.
public struct LayoutDiagnostic: Hashable, Sendable {
  /// Which rule found it: its stable id names it in every output.
  public var rule: DiagnosticRule
  /// How sure the rule is that the layout is wrong.
  public var severity: DiagnosticSeverity
  /// The axis it is about, when it is about one.
  public var axis: LayoutAxis?
  /// One sentence about the element, such as "laid out 0pt wide: flexGrow 1 had no free space to grow
  /// into".
  public var message: String
  /// One sentence on what to change.
  public var hint: String

  /// The message cut to what it found and its first reason (`laid out 0pt wide: flexShrink 1 shrank it
  /// away`, `style.height 40pt could not apply: the range it received requires at least 60pt`): short
  /// enough for a figure's key, and still saying why.
  public var summary: String {
    message.components(separatedBy: ": ").prefix(2).joined(separator: ": ")
      .components(separatedBy: ", and ").first ?? message
  }

  /// A finding of `rule`, with the rule's own severity unless given.
  public init(
    _ rule: DiagnosticRule, severity: DiagnosticSeverity? = nil, axis: LayoutAxis? = nil, message: String,
    hint: String
  ) {
    self.rule = rule
    self.severity = severity ?? rule.defaultSeverity
    self.axis = axis
    self.message = message
    self.hint = hint
  }
}

/// How sure a rule is that a layout is wrong.
public enum DiagnosticSeverity: String, Hashable, Sendable, Comparable, CaseIterable {
  /// Almost certainly not what the author meant: a size that does nothing, content cut or drawn outside.
  case warning
  /// Worth knowing, often meant: a zero size the style asked for, text cut at its `maxLines`.
  case note

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs == .warning && rhs == .note
  }
}
