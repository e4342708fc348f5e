import Foundation
import TextureLayout
import UIKit

/// Where a button's image sits relative to its title.
public enum ASButtonNodeImageAlignment: Int, Sendable {
  /// Before the title (left, or above).
  case beginning
  /// After the title.
  case end
}

/// Texture's button node, laid out by the spec its `layoutSpecThatFits:` builds (ASButtonNode.mm): a stack
/// of the image and the title (the image first unless `imageAlignment` is `.end`; a node without image or
/// title is left out), `contentSpacing` apart, horizontal unless `laysOutHorizontally` is off, aligned by
/// `contentHorizontalAlignment` and `contentVerticalAlignment`; inside `contentEdgeInsets` when they are
/// not zero; over the background image when there is one. Titles and images are kept per state; layout
/// uses the normal state's.
open class ASButtonNode: ASControlNode, @unchecked Sendable {
  /// The title, the image and the background image.
  public let titleNode = ASTextNode()
  public let imageNode = ASImageNode()
  public let backgroundImageNode = ASImageNode()

  /// Texture's defaults.
  public var contentSpacing: CGFloat = 8 { didSet { invalidateCalculatedLayout() } }
  public var laysOutHorizontally = true { didSet { invalidateCalculatedLayout() } }
  public var contentHorizontalAlignment: ASHorizontalAlignment = .middle {
    didSet { invalidateCalculatedLayout() }
  }
  public var contentVerticalAlignment: ASVerticalAlignment = .center {
    didSet { invalidateCalculatedLayout() }
  }
  public var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateCalculatedLayout() } }
  public var imageAlignment: ASButtonNodeImageAlignment = .beginning {
    didSet { invalidateCalculatedLayout() }
  }

  private var titles: [UInt: NSAttributedString] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]

  public override init() {
    super.init()
    automaticallyManagesSubnodes = true
  }

  /// The title for a state, in a font and color.
  public func setTitle(_ title: String, with font: UIFont?, with color: UIColor?, for state: UIControl.State)
  {
    var attributes: [NSAttributedString.Key: Any] = [:]
    if let font { attributes[.font] = font }
    if let color { attributes[.foregroundColor] = color }
    setAttributedTitle(NSAttributedString(string: title, attributes: attributes), for: state)
  }

  /// The attributed title for a state.
  public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    titles[state.rawValue] = title
    if state == .normal { titleNode.attributedText = title }
    invalidateCalculatedLayout()
  }

  /// The title for a state.
  public func attributedTitle(for state: UIControl.State) -> NSAttributedString? { titles[state.rawValue] }

  /// The image for a state.
  public func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    if state == .normal { imageNode.image = image }
    invalidateCalculatedLayout()
  }

  /// The image for a state.
  public func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }

  /// The background image for a state.
  public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
    if state == .normal { backgroundImageNode.image = image }
    invalidateCalculatedLayout()
  }

  open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec? {
    let stack = ASStackLayoutSpec()
    stack.direction = laysOutHorizontally ? .horizontal : .vertical
    stack.spacing = contentSpacing
    stack.horizontalAlignment = contentHorizontalAlignment
    stack.verticalAlignment = contentVerticalAlignment
    var children: [any ASLayoutElement] = []
    if imageNode.image != nil { children.append(imageNode) }
    if let title = titleNode.attributedText, title.length > 0 {
      if imageAlignment == .beginning {
        children.append(titleNode)
      } else {
        children.insert(titleNode, at: 0)
      }
    }
    stack.children = children
    var spec: ASLayoutSpec = stack
    if contentEdgeInsets != .zero {
      spec = ASInsetLayoutSpec(insets: contentEdgeInsets, child: spec)
    }
    if backgroundImageNode.image != nil {
      spec = ASBackgroundLayoutSpec(child: spec, background: backgroundImageNode)
    }
    return spec
  }
}

/// Texture's control node: a display node that takes touches (none here). Its states are open, as apps
/// override them to restyle a control.
open class ASControlNode: ASDisplayNode, @unchecked Sendable {
  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
  open var isTracking: Bool { false }
  open var isTouchInside: Bool { false }
}
