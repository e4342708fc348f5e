import Foundation

/// The first and last baselines of content, for a stack's baseline alignment.
public struct Baselines: Hashable, Sendable {
  /// Distance from the top of the content down to its first baseline.
  public var ascender: CGFloat
  /// The font descender of the last line: the distance from the last baseline down to the bottom, negative.
  public var descender: CGFloat

  /// Creates baselines from an ascender and a (negative) descender.
  public init(ascender: CGFloat, descender: CGFloat) {
    self.ascender = ascender
    self.descender = descender
  }
}

/// Content that knows its own size, such as text or an image: the way measurement reaches the engine
/// without the engine knowing how content is drawn. A renderer implements it (text through Pango, images
/// through Cairo); the engine only asks.
public protocol IntrinsicContent: Sendable {
  /// The content's size when it may use at most `constrainedSize` (either dimension may be infinite).
  func sizeThatFits(_ constrainedSize: CGSize) -> CGSize
  /// The content's baselines, if it has text; they become the node's `style.ascender` and `style.descender`.
  var baselines: Baselines? { get }
  /// Whether the content's size is the same whatever the constrained size (a box of a given size, an
  /// image's pixel size): its leaf is then laid out afresh each time, as a plain leaf is, which costs less
  /// than the layout cache's check and store. Text, whose size depends on the width, says no.
  var hasFixedSize: Bool { get }
}

extension IntrinsicContent {
  /// No baselines unless the content says so.
  public var baselines: Baselines? { nil }
  /// Not fixed unless the content says so.
  public var hasFixedSize: Bool { false }
}

/// Text content that can say whether what it shows is all of it, as Texture's text nodes answer
/// `isTruncated` and `lineCount`: the engine never asks (truncation does not change a size), but diagnostics
/// do.
public protocol TextLinesContent: IntrinsicContent {
  /// The most lines shown; 0 means no limit (`maximumNumberOfLines`).
  var maximumNumberOfLines: Int { get }
  /// The size of all of the text laid out within `width`, with no line limit.
  func unlimitedSize(atWidth width: CGFloat) -> CGSize
}
