import Foundation

@testable import TextureLayout

/// Texture's tests subclass `ASDisplayNode`; the engine leaves that name to the `AsyncDisplayKit` module,
/// whose node class it is, so that a file importing both finds one `ASDisplayNode`.
typealias ASDisplayNode = DisplayNode

/// Texture's test helper `ASDisplayNodeWithBackgroundColor(color, size)`, with the color as a name (there is
/// no UIColor here): a node named after its color with an exact style size, 0 × 0 by default.
func ASDisplayNodeWithBackgroundColor(_ color: String, _ size: CGSize = .zero) -> ASDisplayNode {
  boxNode(color, size.width, size.height)
}
