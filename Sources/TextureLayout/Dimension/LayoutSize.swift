import Foundation

/// A width and a height that are each a `Dimension` (Texture's `ASLayoutSize`).
public struct LayoutSize: Hashable, Sendable {
  /// The width.
  public var width: Dimension
  /// The height.
  public var height: Dimension

  /// Creates a layout size from two dimensions.
  public init(width: Dimension, height: Dimension) {
    self.width = width
    self.height = height
  }

  /// Both dimensions auto (`ASLayoutSizeAuto`).
  public static let auto = LayoutSize(width: .auto, height: .auto)

  /// `ASLayoutSizeResolveSize`: each dimension resolved against the parent, `autoSize` where it is auto.
  public func resolve(parentSize: CGSize, autoSize: CGSize) -> CGSize {
    CGSize(
      width: width.resolve(parentSize: parentSize.width, autoSize: autoSize.width),
      height: height.resolve(parentSize: parentSize.height, autoSize: autoSize.height))
  }
}

extension LayoutSize: CustomStringConvertible {
  /// `{70pt, 50%}`.
  public var description: String { "{\(width), \(height)}" }
}
