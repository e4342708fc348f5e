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
    let markup = Self.markup(of: text)
    content = PangoTextContent(
      string: markup ?? text.string, font: font.pangoDescription, color: color ?? .black,
      maxLines: Int(clamping: maximumNumberOfLines), truncation: Self.truncation(truncationMode),
      alignment: Self.alignment(paragraph?.alignment ?? .natural), isMarkup: markup != nil)
  }

  /// The text as Pango markup, a span per run of fonts, colors and kerning, when its runs differ (a name in
  /// bold then a date in gray); `nil` for a text of one run, which is measured as plain text.
  static func markup(of text: NSAttributedString) -> String? {
    var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
      runs.append((range, attributes))
    }
    let first = runs.first?.attributes
    let differ = runs.dropFirst().contains { run in
      (run.attributes[.font] as? UIFont) != (first?[.font] as? UIFont)
        || (run.attributes[.foregroundColor] as? UIColor) != (first?[.foregroundColor] as? UIColor)
        || (run.attributes[.kern] as? NSNumber) != (first?[.kern] as? NSNumber)
    }
    guard differ || first?[.kern] != nil else { return nil }
    let string = text.string as NSString
    return runs.map { run in
      var attributes: [String] = []
      if let font = run.attributes[.font] as? UIFont {
        attributes.append(#"font_desc="\#(font.pangoDescription)""#)
      }
      if let color = run.attributes[.foregroundColor] as? UIColor {
        let hex = [color.red, color.green, color.blue, color.alpha].map {
          String(format: "%02x", Int(($0 * 255).rounded()))
        }
        attributes.append("foreground=\"#" + hex.joined() + "\"")
      }
      if let kern = run.attributes[.kern] as? NSNumber {
        attributes.append(#"letter_spacing="\#(Int((kern.doubleValue * 1024).rounded()))""#)
      }
      let escaped = XMLText.escaped(string.substring(with: run.range))
      return attributes.isEmpty ? escaped : "<span \(attributes.joined(separator: " "))>\(escaped)</span>"
    }.joined()
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
