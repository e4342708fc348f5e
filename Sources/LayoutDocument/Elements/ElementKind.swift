/// The kinds of element a document may hold, named as the document writes them.
public enum ElementKind: String, Hashable, Sendable, CaseIterable {
  /// A plain display node, optionally of a fixed size.
  case box
  /// A text node, measured by a `ContentMeasuring`.
  case text
  /// An image node, measured by a `ContentMeasuring`.
  case image
  /// `ASStackLayoutSpec`.
  case stack
  /// `ASInsetLayoutSpec`.
  case inset
  /// `ASOverlayLayoutSpec`.
  case overlay
  /// `ASBackgroundLayoutSpec`.
  case background
  /// `ASCenterLayoutSpec`.
  case center
  /// `ASRatioLayoutSpec`.
  case ratio
  /// `ASRelativeLayoutSpec`.
  case relative
  /// `ASAbsoluteLayoutSpec`.
  case absolute
  /// The 1.x `ASStaticLayoutSpec`.
  case `static`
  /// `ASCornerLayoutSpec`.
  case corner
  /// `ASWrapperLayoutSpec`.
  case wrapper
}
