import CCairo
import DiagramValues

extension TextTruncation {
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

extension TextAlignment {
  /// Pango's alignment.
  var pangoAlignment: PangoAlignment {
    switch self {
    case .left: PANGO_ALIGN_LEFT
    case .center: PANGO_ALIGN_CENTER
    case .right: PANGO_ALIGN_RIGHT
    }
  }
}
