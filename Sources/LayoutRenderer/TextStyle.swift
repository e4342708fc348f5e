import CCairo

/// How text that does not fit its lines is cut (a document's `truncation`).
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
  /// An ellipsis at the end of the last line.
  case tail
  /// An ellipsis in the middle of the last line.
  case middle
  /// An ellipsis at the start of the last line.
  case head
  /// No ellipsis: the text is cut at the last line.
  case clip

  /// Pango's ellipsis mode.
  var pangoEllipsize: PangoEllipsizeMode {
    switch self {
    case .tail: PANGO_ELLIPSIZE_END
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .head: PANGO_ELLIPSIZE_START
    case .clip: PANGO_ELLIPSIZE_NONE
    }
  }
}

/// How lines sit horizontally within the text's frame (a document's `alignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// Against the left edge.
  case left
  /// Centred.
  case center
  /// Against the right edge.
  case right

  /// Pango's alignment.
  var pangoAlignment: PangoAlignment {
    switch self {
    case .left: PANGO_ALIGN_LEFT
    case .center: PANGO_ALIGN_CENTER
    case .right: PANGO_ALIGN_RIGHT
    }
  }
}
