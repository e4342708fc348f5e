import Foundation

/// Whether an element draws (a node) or only arranges others (a spec) (`ASLayoutElementType`).
public enum LayoutElementType: Hashable, Sendable {
  /// A leaf that is drawn: it survives flattening (`ASLayoutElementTypeDisplayNode`).
  case displayNode
  /// An arrangement of children, dissolved by flattening (`ASLayoutElementTypeLayoutSpec`).
  case layoutSpec
}

/// Anything that can be laid out: display nodes and layout specs (Texture's `ASLayoutElement`).
///
/// The sizing chain is Texture's: `layoutThatFits(_:)` lays out against the range's max as parent size;
/// `layoutThatFits(_:parentSize:)` hands the element's style size to
/// `calculateLayoutThatFits(_:restrictedTo:relativeToParentSize:)`, which by default resolves that size
/// against the parent, intersects it with the constrained size (where they don't overlap, the constrained
/// size wins) and calls `calculateLayoutThatFits(_:)`. `LayoutElementBase` implements all of it, with a cache.
public protocol LayoutElement: AnyObject, Sendable {
  /// The element's layout properties.
  var style: LayoutElementStyle { get set }
  /// A name for diagrams, descriptions and error messages.
  var debugName: String? { get }
  /// Node or spec.
  var layoutElementType: LayoutElementType { get }
  /// The children in tree order.
  var sublayoutElements: [any LayoutElement] { get }
  /// Lays the element out within `constrainedSize`, resolving relative style dimensions against `parentSize`.
  func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize) -> Layout
  /// Applies a style size to the constrained size and calculates the layout.
  func calculateLayoutThatFits(
    _ constrainedSize: SizeRange, restrictedTo size: LayoutElementSize,
    relativeToParentSize parentSize: CGSize
  ) -> Layout
  /// Calculates the layout for a range that already holds the style's size.
  func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout
  /// An ASCII-art picture of the element and its children (Texture's `asciiArtString`).
  func asciiArtString() -> String
  /// The element's name in ASCII art (Texture's `asciiArtName`).
  func asciiArtName() -> String
}

extension LayoutElement {
  /// Lays the element out within `constrainedSize`, with the range's max as the parent size.
  public func layoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    layoutThatFits(constrainedSize, parentSize: constrainedSize.max)
  }
}

/// `ASLayoutElementParentSizeUndefined`: a parent size whose dimensions are unknown, so that percentages
/// resolve as auto.
public let undefinedParentSize = CGSize(width: CGFloat.nan, height: CGFloat.nan)

/// `ASCalculateRootLayout`: lays out a root element within `sizeRange` on a pixel grid.
/// `calculateRecordedRootLayout` does the same and records how every element's size came about.
public func calculateRootLayout(
  _ root: any LayoutElement, sizeRange: SizeRange, pixelGrid: PixelGrid = .current
) -> Layout {
  LayoutContext.$current.withValue(LayoutContext(grid: pixelGrid, recorder: nil)) {
    root.layoutThatFits(sizeRange, parentSize: sizeRange.max)
  }
}
