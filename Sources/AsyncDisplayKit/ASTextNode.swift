import DiagramValues
import Foundation
import LayoutRenderer
import TextureLayout
import UIKit

/// Texture's text node: an attributed string measured by Pango from its attributes (the font, color and
/// paragraph style of its first character; a string of several fonts measures in the first one's), cut at
/// `maximumNumberOfLines` with `truncationMode`, inside `textContainerInset`.
///
/// `truncationAttributedText` is accepted; the truncation is drawn with Pango's ellipsis.
open class ASTextNode: ASDisplayNode, @unchecked Sendable {
  /// The text; `nil` or empty measures zero, as Texture's text node does.
  public var attributedText: NSAttributedString? {
    didSet { updateContent() }
  }
  /// The most lines shown; 0 for no limit.
  public var maximumNumberOfLines: UInt = 0 {
    didSet { updateContent() }
  }
  /// Where text that does not fit is cut.
  public var truncationMode: NSLineBreakMode = .byTruncatingTail {
    didSet { updateContent() }
  }
  /// What stands for the cut text (drawn as Pango's ellipsis).
  public var truncationAttributedText: NSAttributedString?
  /// Space between the node's edges and its text.
  public var textContainerInset: UIEdgeInsets = .zero {
    didSet { invalidateCalculatedLayout() }
  }

  /// The text as the engine measures it.
  public var textContent: PangoTextContent? { content as? PangoTextContent }

  private func updateContent() {
    guard let text = attributedText, text.length > 0 else {
      content = nil
      return
    }
    let attributes = text.attributes(at: 0, effectiveRange: nil)
    let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 12)
    let color = (attributes[.foregroundColor] as? UIColor).map {
      RGBAColor(red: Double($0.red), green: Double($0.green), blue: Double($0.blue), alpha: Double($0.alpha))
    }
    let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
    content = PangoTextContent(
      string: text.string, font: font.pangoDescription, color: color ?? .black,
      maxLines: Int(clamping: maximumNumberOfLines), truncation: Self.truncation(truncationMode),
      alignment: Self.alignment(paragraph?.alignment ?? .natural))
  }

  static func truncation(_ mode: NSLineBreakMode) -> TextTruncation {
    switch mode {
    case .byTruncatingHead: .head
    case .byTruncatingMiddle: .middle
    case .byClipping, .byWordWrapping, .byCharWrapping: .clip
    case .byTruncatingTail: .tail
    }
  }

  static func alignment(_ alignment: NSTextAlignment) -> TextAlignment {
    switch alignment {
    case .center: .center
    case .right: .right
    case .left, .justified, .natural: .left
    }
  }

  /// The text's size within the width left by the inset, the inset added back.
  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    guard let text = textContent else { return .zero }
    let inset = textContainerInset
    let width = constrainedSize.width - inset.left - inset.right
    let size = text.sizeThatFits(CGSize(width: max(0, width), height: .infinity))
    return CGSize(
      width: size.width + inset.left + inset.right, height: size.height + inset.top + inset.bottom)
  }
}

/// Texture's second text node: the same here.
public typealias ASTextNode2 = ASTextNode
