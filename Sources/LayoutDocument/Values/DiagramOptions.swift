import DiagramValues

/// The canvas behind the root (the document's `background`).
public enum CanvasBackground: Hashable, Sendable {
  /// Transparent.
  case none
  /// A color.
  case color(RGBAColor)
}
