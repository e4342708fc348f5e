import Foundation
import TextureLayout
import UIKit

/// Texture's text cell: a text node inset in its cell (ASCellNode.mm). Its text is `text` in
/// `textAttributes` (the system font at 18pt unless set), inside `textInsets` (15pt left and right, 11pt
/// top and bottom unless set).
open class ASTextCellNode: ASCellNode, @unchecked Sendable {
  /// The text node the cell lays out.
  public let textNode = ASTextNode()

  /// The text shown; `nil` shows none.
  public var text: String? {
    get { cellText.text }
    set {
      cellText.text = newValue
      updateAttributedText()
    }
  }

  /// The attributes `text` is shown in.
  public var textAttributes: [NSAttributedString.Key: Any] {
    get { cellText.attributes }
    set {
      cellText.attributes = newValue
      updateAttributedText()
    }
  }

  /// The space between the cell's edges and the text.
  public var textInsets: UIEdgeInsets {
    get { cellText.insets }
    set {
      cellText.insets = newValue
      setNeedsLayout()
    }
  }

  private var cellText: (text: String?, attributes: [NSAttributedString.Key: Any], insets: UIEdgeInsets)

  /// A cell with Texture's default attributes and insets. Designated, as Objective-C's `init` is, so that
  /// an app's subclass may override it.
  public override init() {
    cellText = (
      nil, [.font: UIFont.systemFont(ofSize: 18)], UIEdgeInsets(top: 11, left: 15, bottom: 11, right: 15)
    )
    super.init()
    automaticallyManagesSubnodes = true
  }

  /// A cell showing its text in `textAttributes` inside `textInsets`.
  public init(attributes textAttributes: [NSAttributedString.Key: Any], insets textInsets: UIEdgeInsets) {
    cellText = (nil, textAttributes, textInsets)
    super.init()
    automaticallyManagesSubnodes = true
  }

  private func updateAttributedText() {
    textNode.attributedText = cellText.text.map {
      NSAttributedString(string: $0, attributes: cellText.attributes)
    }
    setNeedsLayout()
  }

  open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec? {
    ASInsetLayoutSpec(insets: textInsets, child: textNode)
  }
}
