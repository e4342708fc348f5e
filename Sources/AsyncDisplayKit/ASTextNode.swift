import DiagramValues
import Foundation
import LayoutRenderer
import TextureLayout
import UIKit

/// Texture's text node: an attributed string measured by Pango from its attributes (each run's font, color
/// and kerning; the paragraph style of its first character), cut at `maximumNumberOfLines` with
/// `truncationMode`, inside `textContainerInset`.
///
/// `truncationAttributedText` is accepted; the truncation is drawn with Pango's ellipsis.
open class ASTextNode: ASDisplayNode, @unchecked Sendable {
  /// The text; `nil` or empty measures zero, as Texture's text node does.
  ///
  /// This and the other properties that change what is measured are computed over private storage rather
  /// than observed with `didSet`: Swift skips observers when a property is set inside its own class's
  /// initializers, so text set in an app's `convenience init` would otherwise never be measured.
  public var attributedText: NSAttributedString? {
    get { textAttributes.text }
    set {
      textAttributes.text = newValue
      updateContent()
    }
  }
  /// The most lines shown; 0 for no limit.
  public var maximumNumberOfLines: UInt {
    get { textAttributes.maximumNumberOfLines }
    set {
      textAttributes.maximumNumberOfLines = newValue
      updateContent()
    }
  }
  /// Where text that does not fit is cut.
  public var truncationMode: NSLineBreakMode {
    get { textAttributes.truncationMode }
    set {
      textAttributes.truncationMode = newValue
      updateContent()
    }
  }
  private var textAttributes:
    (text: NSAttributedString?, maximumNumberOfLines: UInt, truncationMode: NSLineBreakMode) = (
      nil, 0, .byTruncatingTail
    )
  /// What stands for the cut text (drawn as Pango's ellipsis).
  public var truncationAttributedText: NSAttributedString?
  /// Space between the node's edges and its text.
  public var textContainerInset: UIEdgeInsets {
    get { storedTextContainerInset }
    set {
      storedTextContainerInset = newValue
      invalidateCalculatedLayout()
    }
  }
  private var storedTextContainerInset = UIEdgeInsets.zero
  /// The link attributes a text node's delegate is asked about; kept (no link is ever tapped here).
  public var linkAttributeNames: [String] = []
  public var passthroughNonlinkTouches = false
  public var alwaysHandleTruncationTokenTap = false
  /// The scales Texture may shrink the text by to fit; kept, and the text is not shrunk here.
  public var pointSizeScaleFactors: [NSNumber]?
  public weak var delegate: (any ASTextNodeDelegate)?
  /// The text shown while the text node has no text (kept, not drawn).
  public var placeholderColor: UIColor?
  public var shadowPadding: UIEdgeInsets = .zero

  /// The text as the engine measures it.
  public var textContent: PangoTextContent? { intrinsicContent as? PangoTextContent }

  private func updateContent() {
    guard let text = attributedText, let reading = PangoTextDescription(text) else {
      intrinsicContent = nil
      return
    }
    intrinsicContent = PangoTextContent(
      string: reading.text, font: reading.fontDescription,
      color: RGBAColor(
        red: reading.color.red, green: reading.color.green, blue: reading.color.blue,
        alpha: reading.color.alpha),
      maxLines: Int(clamping: maximumNumberOfLines), truncation: Self.truncation(truncationMode),
      alignment: Self.alignment(reading.alignment), isMarkup: reading.isMarkup)
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

/// What a text node tells its delegate about links; nothing is tapped here, so it is never called.
public protocol ASTextNodeDelegate: AnyObject {}
