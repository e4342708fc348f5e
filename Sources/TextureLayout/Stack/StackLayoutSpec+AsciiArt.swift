import Foundation

extension StackLayoutSpec: DirectionalAsciiArt {
  /// A horizontal stack draws its children side by side, a vertical one one above the other, as Texture's does.
  public var asciiArtDirection: AsciiArtDirection {
    isHorizontal ? .horizontal : .vertical
  }
}
