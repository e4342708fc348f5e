import Foundation
import TextureLayout

extension SpecContribution {
  /// What the author gave the spec, without what it came to: a stack's direction, spacing and
  /// justification but not its free space, which changes with its children.
  var authoredDescription: String {
    switch self {
    case .stack(let stack):
      "\(stack.direction) spacing \(stack.spacing) \(stack.justifyContent) lineSpacing \(stack.lineSpacing) \(stack.alignContent)"
    case .insets(let insets): "\(insets)"
    case .ratio(let ratio, _): "ratio \(ratio)"
    case .relative(let horizontal, let vertical, _, _): "\(horizontal) \(vertical)"
    case .corner(let location, let offset, _, let wraps): "\(location) \(offset) \(wraps)"
    case .absolute(let positions, let sizing): "\(positions) \(sizing)"
    case .overlay: "overlay"
    case .background: "background"
    }
  }
}
