import Foundation

/// How lines sit within a text's frame.
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

/// How a text that does not fit is wrapped or cut.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A paragraph's alignment, line spacing and line breaking. (UIKit's is immutable; here only the mutable
/// subclass is meant to be changed.)
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  public var alignment: NSTextAlignment = .natural
  public var lineSpacing: CGFloat = 0
  public var lineBreakMode: NSLineBreakMode = .byWordWrapping

  /// The default style: natural alignment, no line spacing, word wrapping.
  public static var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style that can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}

extension NSAttributedString.Key {
  /// A `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// An `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Extra space between characters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
}

extension NSAttributedString.Key {
  /// An `NSUnderlineStyle` raw value (kept; not drawn).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  public static let link = NSAttributedString.Key("NSLink")
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// How text is underlined or struck through (kept in attributes; not drawn).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
