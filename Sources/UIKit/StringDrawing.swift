@_implementationOnly import DiagramValues
import Foundation
@_implementationOnly import LayoutRenderer

/// An attributed string as Pango lays it out: the text (Pango markup, a span per run of fonts, colors and
/// kerning, when its runs differ; else plain), the font and color of its first run and the alignment of
/// its first paragraph. A text node and `NSAttributedString.size()` measure through this one reading.
package struct PangoTextDescription: Sendable {
  package let text: String
  package let isMarkup: Bool
  package let fontDescription: String
  package let color: (red: Double, green: Double, blue: Double, alpha: Double)
  package let alignment: NSTextAlignment

  /// The string's reading; `nil` for an empty string, which measures zero.
  package init?(_ attributed: NSAttributedString) {
    guard attributed.length > 0 else { return nil }
    let attributes = attributed.attributes(at: 0, effectiveRange: nil)
    let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 12)
    let color = attributes[.foregroundColor] as? UIColor ?? .black
    let markup = Self.markup(of: attributed)
    text = markup ?? attributed.string
    isMarkup = markup != nil
    fontDescription = font.pangoDescription
    self.color = (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    alignment = (attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
  }

  /// The text as Pango markup when its runs differ (a name in bold then a date in gray) or it is kerned;
  /// `nil` for a text of one plain run.
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

  /// The size Pango lays the text out at within `width`, on as many lines as it takes.
  func size(within width: CGFloat) -> CGSize {
    let content = PangoTextContent(
      string: text, font: fontDescription,
      color: RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha),
      isMarkup: isMarkup)
    return content.sizeThatFits(CGSize(width: width, height: .infinity))
  }
}

/// How `boundingRect(with:options:context:)` measures: only `.usesLineFragmentOrigin` (wrap at the width)
/// changes the result here, as on iOS, where without it the text is measured on one line.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
}

/// What a measurement reports back (accepted, not filled in).
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
  open var minimumScaleFactor: CGFloat = 0
  public override init() {}
}

extension NSAttributedString {
  /// An empty attributed string, as `NSAttributedString()` makes on iOS (swift-corelibs-foundation has no
  /// such initializer; the unnamed parameter keeps it apart from `NSObject.init()`).
  public convenience init(_ empty: Void = ()) {
    self.init(string: "")
  }

  /// The size the string takes on one line, as Pango measures it with the string's fonts.
  public func size() -> CGSize {
    PangoTextDescription(self)?.size(within: .infinity) ?? .zero
  }

  /// The rectangle the string takes within `size`'s width (wrapped with `.usesLineFragmentOrigin`, else on
  /// one line), its height not limited, as UIKit measures it.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let width = options.contains(.usesLineFragmentOrigin) && size.width > 0 ? size.width : .infinity
    let measured = PangoTextDescription(self)?.size(within: width) ?? .zero
    return CGRect(origin: .zero, size: measured)
  }
}

extension String {
  /// The size the string takes on one line in `attributes`' font.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSAttributedString(string: self, attributes: attributes).size()
  }

  /// The rectangle the string takes within `size` in `attributes`' font.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    NSAttributedString(string: self, attributes: attributes).boundingRect(
      with: size, options: options, context: context)
  }
}
