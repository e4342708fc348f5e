/// A card: a photo over a caption, as the article's diagram draws it.
public struct Card {
  /// The photo's height as a share of its width.
  public var photoRatio: Double

  /// A card with a photo of `photoRatio`.
  public init(photoRatio: Double = 0.5) {
    self.photoRatio = photoRatio
  }
}
