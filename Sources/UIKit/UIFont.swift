@_implementationOnly import CCairo
import Foundation
@_implementationOnly import LayoutRenderer

/// A font as layout code asks for one, measured by Pango. The system font is `systemFontFamily` (DejaVu Sans
/// unless set): its metrics are not San Francisco's, so text measures differently than on iOS and snapshot
/// references are recorded on Linux.
open class UIFont: NSObject, @unchecked Sendable {
  /// A font weight, with UIKit's values (-1 ultra light … 1 black, 0 regular).
  public struct Weight: Hashable, Sendable, RawRepresentable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    /// Pango's word for the weight, or `nil` for regular.
    var pangoName: String? {
      switch rawValue {
      case ..<(-0.7): "Ultra-Light"
      case ..<(-0.5): "Thin"
      case ..<(-0.2): "Light"
      case ..<0.1: nil
      case ..<0.27: "Medium"
      case ..<0.35: "Semi-Bold"
      case ..<0.5: "Bold"
      case ..<0.6: "Heavy"
      default: "Black"
      }
    }
  }

  /// The family the system fonts map to; a test or an app's set-up may change it before laying out.
  nonisolated(unsafe) public static var systemFontFamily = "DejaVu Sans"

  /// The family, as Pango names it.
  public let familyName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight and whether the face is italic. Package-wide only: UIKit's fonts have no such properties
  /// (code reads them through `fontDescriptor`), and apps declare them in their own extensions.
  package let weight: Weight
  package let isItalic: Bool

  /// A font of `familyName` at `pointSize`.
  public init(familyName: String, pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
  }

  /// A named font (`"DejaVu Sans"`, `"DejaVuSans-Bold"`); `nil` for a size that is not a positive number.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard fontSize > 0, fontSize.isFinite else { return nil }
    // A PostScript name's style suffix (`-Bold`, `-Oblique`) is read as the weight and slant.
    let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
    let style = parts.count > 1 ? parts[1].lowercased() : ""
    self.init(
      familyName: Self.installedFamily(named: parts[0]) ?? parts[0], pointSize: fontSize,
      weight: style.contains("bold") ? .bold : .regular,
      isItalic: style.contains("oblique") || style.contains("italic"))
  }

  /// The installed family a name stands for, spaces ignored (`DejaVuSans` is `DejaVu Sans`), as fontconfig
  /// lists them through Pango.
  static func installedFamily(named name: String) -> String? {
    let wanted = name.replacingOccurrences(of: " ", with: "").lowercased()
    guard let map = pango_cairo_font_map_get_default() else { return nil }
    var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
    var count: Int32 = 0
    pango_font_map_list_families(map, &families, &count)
    defer { g_free(families) }
    for index in 0..<Int(count) {
      guard let family = families?[index], let cName = pango_font_family_get_name(family) else { continue }
      let familyName = String(cString: cName)
      if familyName.replacingOccurrences(of: " ", with: "").lowercased() == wanted { return familyName }
    }
    return nil
  }

  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(familyName: systemFontFamily, pointSize: fontSize)
  }

  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(familyName: systemFontFamily, pointSize: fontSize, weight: weight)
  }

  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(familyName: systemFontFamily, pointSize: fontSize, weight: .bold)
  }

  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(familyName: systemFontFamily, pointSize: fontSize, isItalic: true)
  }

  /// The same face at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(familyName: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic)
  }

  /// The Pango font description, such as `"DejaVu Sans Bold 15"`.
  public var pangoDescription: String {
    var words = [familyName]
    if let weight = weight.pangoName { words.append(weight) }
    if isItalic { words.append("Italic") }
    words.append(String(format: "%g", Double(pointSize)))
    return words.joined(separator: " ")
  }

  /// The name UIKit gives the face.
  public var fontName: String { pangoDescription }

  private var lineMetrics: (height: CGFloat, ascender: CGFloat) {
    let line = PangoTextContent(string: "Ag", font: pangoDescription)
    let size = line.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
    return (size.height, line.baselines?.ascender ?? size.height)
  }

  /// The height of one line, its ascender and (negative) descender, as Pango lays the face out.
  public var lineHeight: CGFloat { lineMetrics.height }
  public var ascender: CGFloat { lineMetrics.ascender }
  public var descender: CGFloat { lineMetrics.ascender - lineMetrics.height }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return pangoDescription == other.pangoDescription
  }

  open override var hash: Int { pangoDescription.hashValue }
}
