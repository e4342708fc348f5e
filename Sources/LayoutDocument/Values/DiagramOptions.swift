/// How a diagram is drawn (the document's top-level `style`).
public enum DiagramStyle: String, Hashable, Sendable, CaseIterable {
  /// Only fills are painted: the snapshot-test look.
  case plain
  /// Outlines, names and dimension annotations.
  case diagram
}

/// What `diagram` style annotates (the document's `annotate` list).
public enum AnnotationKind: String, Hashable, Sendable, CaseIterable {
  /// Width and height dimension lines of named elements.
  case size
  /// The basis each stack child started from.
  case flexBasis
  /// An arrow and value for each inset edge.
  case insets
  /// The ratio of ratio specs.
  case ratio
  /// The gaps between stack children.
  case spacing
  /// Absolute positions.
  case position
}

/// The canvas behind the root (the document's `background`).
public enum CanvasBackground: Hashable, Sendable {
  /// Transparent.
  case none
  /// A color.
  case color(Color)
}
