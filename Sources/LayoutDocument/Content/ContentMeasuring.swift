import Foundation
import TextureLayout

/// Measures the content of `text` and `image` leaves, which only a renderer can do exactly (Pango for text,
/// the image decoder for images). The caller injects it; the engine only asks the returned content.
public protocol ContentMeasuring: Sendable {
  /// Content that measures `text` within a constrained size and knows its baselines.
  func textContent(_ text: TextDescription) throws -> any IntrinsicContent
  /// Content of the image at `url` whose size is its pixel size ÷ `scale`.
  func imageContent(at url: URL, scale: CGFloat) throws -> any IntrinsicContent
}

/// Content of one fixed size, whatever the constrained size (a `box` with a `size`).
public struct FixedSizeContent: IntrinsicContent, Hashable {
  /// The size.
  public var size: CGSize

  /// Creates content of a fixed size.
  public init(size: CGSize) {
    self.size = size
  }

  /// The fixed size.
  public func sizeThatFits(_ constrainedSize: CGSize) -> CGSize { size }

  /// Fixed: the leaf takes the engine's one leaf chain without the layout cache.
  public var hasFixedSize: Bool { true }
}
