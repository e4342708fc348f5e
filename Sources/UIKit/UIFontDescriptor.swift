import Foundation

/// A font's description as attributes (family, size, traits), as app code changes a font's weight or slant
/// through it: `font.fontDescriptor.withSymbolicTraits(.traitBold)`, `UIFont(descriptor:size:)`.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// An attribute of a descriptor.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// A key of the `.traits` dictionary.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A `UIFont.Weight` raw value (a `CGFloat`).
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    /// A `SymbolicTraits` raw value.
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
  }

  /// The traits a face has.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
  }

  /// A system design (kept; the system family is used for every design).
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// The attributes.
  public let fontAttributes: [AttributeName: Any]

  public init(fontAttributes attributes: [AttributeName: Any]) {
    fontAttributes = attributes
  }

  public override convenience init() {
    self.init(fontAttributes: [:])
  }

  /// A text style's system font at the current content size category.
  public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The size in points (0 when unset).
  public var pointSize: CGFloat { (fontAttributes[.size] as? CGFloat) ?? 0 }

  private var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

  /// The face's traits.
  public var symbolicTraits: SymbolicTraits {
    SymbolicTraits(rawValue: traits[.symbolic] as? UInt32 ?? 0)
  }

  /// The same description with `symbolicTraits` instead of its own; bold sets the bold weight.
  public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var traits = self.traits
    traits[.symbolic] = symbolicTraits.rawValue
    if symbolicTraits.contains(.traitBold) { traits[.weight] = UIFont.Weight.bold.rawValue }
    return adding([.traits: traits])
  }

  /// The same description at another size.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { adding([.size: newPointSize]) }

  /// The same description in another system design (kept).
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }

  /// The description with `attributes` added (replacing those it had).
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor { adding(attributes) }

  private func adding(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
  }

  /// The font the description names at `size` (its own size when 0).
  func font(size: CGFloat) -> UIFont {
    let family = fontAttributes[.family] as? String ?? UIFont.systemFontFamily
    let weight = (traits[.weight] as? CGFloat).map(UIFont.Weight.init(rawValue:)) ?? .regular
    let size = size > 0 ? size : (pointSize > 0 ? pointSize : 12)
    return UIFont(
      familyName: family, pointSize: size, weight: weight, isItalic: symbolicTraits.contains(.traitItalic))
  }
}

extension UIFont {
  /// The font as a descriptor: its family, size, weight and slant.
  public var fontDescriptor: UIFontDescriptor {
    var symbolic: UIFontDescriptor.SymbolicTraits = []
    if isItalic { symbolic.insert(.traitItalic) }
    if weight.rawValue >= UIFont.Weight.bold.rawValue { symbolic.insert(.traitBold) }
    return UIFontDescriptor(fontAttributes: [
      .family: familyName, .size: pointSize,
      .traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue, .symbolic: symbolic.rawValue],
    ])
  }

  /// The font a descriptor names, at `pointSize` (the descriptor's size when 0).
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let font = descriptor.font(size: pointSize)
    self.init(
      familyName: font.familyName, pointSize: font.pointSize, weight: font.weight, isItalic: font.isItalic)
  }
}
