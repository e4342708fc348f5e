/// The main axis of a stack (`ASStackLayoutDirection`).
public enum StackLayoutDirection: Hashable, Sendable, CaseIterable {
  /// Children top to bottom.
  case vertical
  /// Children left to right (Texture's default).
  case horizontal
  /// Children bottom to top: the forward direction mirrored along the main axis.
  case verticalReverse
  /// Children right to left: the forward direction mirrored along the main axis.
  case horizontalReverse
}

extension StackLayoutDirection {
  /// Whether the direction is one of the reverse ones, mirrored along the main axis.
  var isReversed: Bool { self == .horizontalReverse || self == .verticalReverse }
}

/// How children are placed along the main axis (`ASStackLayoutJustifyContent`).
public enum StackLayoutJustifyContent: Hashable, Sendable, CaseIterable {
  /// Packed at the start.
  case start
  /// Packed in the middle.
  case center
  /// Packed at the end.
  case end
  /// Free space shared between children, none at the ends.
  case spaceBetween
  /// Free space shared around children, half a share at each end.
  case spaceAround
}

/// How children are placed along the cross axis (`ASStackLayoutAlignItems`).
public enum StackLayoutAlignItems: Hashable, Sendable, CaseIterable {
  /// At the cross-axis start.
  case start
  /// At the cross-axis end.
  case end
  /// Centered on the cross axis.
  case center
  /// Stretched to the stack's cross size (Texture's default).
  case stretch
  /// First baselines lined up (horizontal stacks).
  case baselineFirst
  /// Last baselines lined up (horizontal stacks).
  case baselineLast
  /// Not set: `horizontalAlignment`/`verticalAlignment` decide.
  case notSet
}

/// How a single child overrides its stack's `alignItems` (`ASStackLayoutAlignSelf`).
public enum StackLayoutAlignSelf: Hashable, Sendable, CaseIterable {
  /// Use the stack's `alignItems`.
  case auto
  /// At the cross-axis start.
  case start
  /// At the cross-axis end.
  case end
  /// Centered on the cross axis.
  case center
  /// Stretched to the stack's cross size.
  case stretch
}

/// Whether a stack breaks its children into lines (`ASStackLayoutFlexWrap`).
public enum StackLayoutFlexWrap: Hashable, Sendable, CaseIterable {
  /// One line, children may overflow.
  case noWrap
  /// As many lines as the main-axis size requires.
  case wrap
}

/// How the lines of a wrapping stack are placed along the cross axis (`ASStackLayoutAlignContent`).
public enum StackLayoutAlignContent: Hashable, Sendable, CaseIterable {
  /// Packed at the start.
  case start
  /// Packed in the middle.
  case center
  /// Packed at the end.
  case end
  /// Free space shared between lines.
  case spaceBetween
  /// Free space shared around lines.
  case spaceAround
  /// Free space added to each line's cross size.
  case stretch
}

/// Horizontal alignment that maps onto justify or align depending on direction (`ASHorizontalAlignment`).
public enum HorizontalAlignment: Hashable, Sendable, CaseIterable {
  /// No alignment set.
  case none
  /// At the left.
  case left
  /// In the middle.
  case middle
  /// At the right.
  case right
}

/// Vertical alignment that maps onto justify or align depending on direction (`ASVerticalAlignment`).
public enum VerticalAlignment: Hashable, Sendable, CaseIterable {
  /// No alignment set.
  case none
  /// At the top.
  case top
  /// In the middle.
  case center
  /// At the bottom.
  case bottom
}
