/// How text that does not fit its lines is cut (a text element's `truncation`).
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
  /// An ellipsis at the end of the last line.
  case tail
  /// An ellipsis in the middle of the last line.
  case middle
  /// An ellipsis at the start of the last line.
  case head
  /// No ellipsis: the text is cut at the last line.
  case clip
}

/// How lines sit horizontally within the text's frame (a text element's `alignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// Against the left edge.
  case left
  /// Centered.
  case center
  /// Against the right edge.
  case right
}
