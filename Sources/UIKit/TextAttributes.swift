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
