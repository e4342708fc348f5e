import Foundation

/// The reader's text size setting (Settings › Display & Text Size), which Dynamic Type fonts follow. Layout
/// tests choose it through `UITraitCollection.current`; `.large`, iOS's default, unless set.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXXL")

  /// The categories from smallest to largest, as the size table's columns are.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The column of the size table: an unspecified or unknown category reads as `.large`, as iOS's default.
  var column: Int { Self.ordered.firstIndex(of: self) ?? 3 }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { column >= 7 }

  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.column < rhs.column
  }
}

/// The traits a font or an image is chosen for. Only the content size category affects layout here.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The reader's text size.
  public let preferredContentSizeCategory: UIContentSizeCategory

  public override init() {
    preferredContentSizeCategory = .unspecified
  }

  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// The traits `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics` read, as on iOS, where this is
  /// the screen's: a test sets it to lay out at another text size (`.large` unless set).
  nonisolated(unsafe) public static var current = UITraitCollection(preferredContentSizeCategory: .large)

  /// The category a font is sized for: this collection's, else the current one's when this one leaves it
  /// unspecified.
  var effectiveCategory: UIContentSizeCategory {
    preferredContentSizeCategory == .unspecified
      ? UITraitCollection.current.preferredContentSizeCategory : preferredContentSizeCategory
  }
}

extension UIFont {
  /// A Dynamic Type text style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    public static let body = TextStyle("UICTFontTextStyleBody")
    public static let callout = TextStyle("UICTFontTextStyleCallout")
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

    /// The style's point size at each content size category, extra small to accessibility extra extra
    /// extra large, as Apple's Human Interface Guidelines list them for iOS; `.body`'s for a style of an
    /// app's own.
    var pointSizes: [CGFloat] {
      switch self {
      case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
      case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
      case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
      case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
      case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
      default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      }
    }

    /// The style's weight: semibold for the headline, regular for the others.
    var weight: UIFont.Weight { self == .headline ? .semibold : .regular }

    /// The style's size at `category`.
    func pointSize(at category: UIContentSizeCategory) -> CGFloat { pointSizes[category.column] }
  }

  /// The system font of a text style at the current content size category (`UITraitCollection.current`).
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font of a text style at the traits' content size category, the current one's when `nil`
  /// or unspecified.
  public class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  )
    -> UIFont
  {
    let category = traitCollection?.effectiveCategory ?? UITraitCollection.current.effectiveCategory
    return UIFont(
      familyName: systemFontFamily, pointSize: style.pointSize(at: category), weight: style.weight)
  }
}

/// Scales an app's own fonts and values as a text style's size scales with the content size category (an
/// app's custom font at 17pt grows as `.body` grows).
open class UIFontMetrics: NSObject, @unchecked Sendable {
  /// The style whose growth is followed.
  public let textStyle: UIFont.TextStyle

  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// The body style's metrics.
  public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// `font` at the size it has at the current category.
  open func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, compatibleWith: nil)
  }

  /// `font` at the size it has at the traits' category.
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
  }

  /// `font` scaled, no larger than `maximumPointSize`.
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    font.withSize(min(scaledValue(for: font.pointSize), maximumPointSize))
  }

  /// `value` scaled at the current category.
  open func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled by the ratio of the style's size at the traits' category to its size at `.large`.
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    let category = traitCollection?.effectiveCategory ?? UITraitCollection.current.effectiveCategory
    return value * textStyle.pointSize(at: category) / textStyle.pointSize(at: .large)
  }
}
