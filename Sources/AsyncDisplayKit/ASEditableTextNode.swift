import Foundation
import TextureLayout
import UIKit

/// Texture's editable text node (a text view in a node), as laid out: it measures its text, or its
/// placeholder while the text is empty, wrapped at the width it is given, inside `textContainerInset`, and
/// at least one line of its typing font tall. Nothing is typed here; the delegate is never called.
open class ASEditableTextNode: ASDisplayNode, @unchecked Sendable {
  public var attributedText: NSAttributedString? {
    get { editable.text }
    set {
      editable.text = newValue
      invalidateCalculatedLayout()
    }
  }
  public var attributedPlaceholderText: NSAttributedString? {
    get { editable.placeholder }
    set {
      editable.placeholder = newValue
      invalidateCalculatedLayout()
    }
  }
  public var typingAttributes: [String: Any] {
    get { editable.typing }
    set {
      editable.typing = newValue
      invalidateCalculatedLayout()
    }
  }
  public var textContainerInset: UIEdgeInsets {
    get { editable.inset }
    set {
      editable.inset = newValue
      invalidateCalculatedLayout()
    }
  }
  public var maximumLinesToDisplay: UInt = 0
  public var spellCheckingType: UITextSpellCheckingType = .default
  public var autocorrectionType: UITextAutocorrectionType = .default
  public var autocapitalizationType: UITextAutocapitalizationType = .sentences
  public var enablesReturnKeyAutomatically = false
  public var scrollEnabled = true
  public var isSecureTextEntry = false
  public var returnKeyType = 0
  public var keyboardType = 0
  public weak var delegate: (any ASEditableTextNodeDelegate)?
  /// The text view the node edits in (kept: nothing is typed here).
  public let textView = UITextView()

  /// Whether the placeholder shows: the text is empty.
  public func isDisplayingPlaceholder() -> Bool { (attributedText?.length ?? 0) == 0 }

  private var editable:
    (text: NSAttributedString?, placeholder: NSAttributedString?, typing: [String: Any], inset: UIEdgeInsets) =
      (
        nil, nil, [:], .zero
      )

  /// The text, else the placeholder, measured at the width left by the inset, the inset added back.
  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    let inset = textContainerInset
    let width = max(0, constrainedSize.width - inset.left - inset.right)
    let shown = attributedText.flatMap { $0.length > 0 ? $0 : nil } ?? attributedPlaceholderText
    let measured =
      shown?.boundingRect(
        with: CGSize(width: width, height: .infinity), options: .usesLineFragmentOrigin, context: nil
      ).size ?? .zero
    let font = typingAttributes[NSAttributedString.Key.font.rawValue] as? UIFont ?? .systemFont(ofSize: 12)
    return CGSize(
      width: min(constrainedSize.width, measured.width + inset.left + inset.right),
      height: max(measured.height, font.lineHeight) + inset.top + inset.bottom)
  }

}

/// What an editable text node tells its delegate; nothing is typed here, so it is never called.
public protocol ASEditableTextNodeDelegate: AnyObject {}
