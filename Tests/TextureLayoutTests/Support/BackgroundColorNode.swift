import Foundation

@testable import TextureLayout

/// Texture's test helper `ASDisplayNodeWithBackgroundColor(color, size)`, with the color as a name (there is
/// no UIColor here): a node named after its color with an exact style size, 0 × 0 by default.
func ASDisplayNodeWithBackgroundColor(_ color: String, _ size: CGSize = .zero) -> ASDisplayNode {
  boxNode(color, size.width, size.height)
}
