@_implementationOnly import CCairo
import Foundation

/// A color as layout code writes it: components in 0...1, the white shades and the named colors. Only
/// drawing reads it; layout never does.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
  /// The color as Core Graphics takes it (a layer's border and shadow colors, a node's `borderColor`),
  /// which holds the components.
  public let cgColor: CGColor

  /// The components, each in 0...1. Package-wide only: UIKit's colors have no such properties (code reads
  /// them with `getRed`), and apps often declare `red` or `alpha` in their own extensions.
  package var red: CGFloat { cgColor.red }
  package var green: CGFloat { cgColor.green }
  package var blue: CGFloat { cgColor.blue }
  package var alpha: CGFloat { cgColor.alpha }

  /// A color of red, green, blue and alpha components, each clamped to 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A `#colorLiteral(red:green:blue:alpha:)`, as Xcode's color picker writes it.
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// A color of hue, saturation and brightness, each in 0...1, as UIKit converts them.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let hue = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
    let sector = Int(hue.rounded(.down)) % 6
    let fraction = hue - hue.rounded(.down)
    let (p, q, t) = (
      brightness * (1 - saturation), brightness * (1 - saturation * fraction),
      brightness * (1 - saturation * (1 - fraction))
    )
    let (red, green, blue): (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (brightness, t, p)
      case 1: (q, brightness, p)
      case 2: (p, brightness, t)
      case 3: (p, q, brightness)
      case 4: (t, p, brightness)
      default: (brightness, p, q)
      }
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A color of the same components as a Core Graphics color.
  public convenience init(cgColor: CGColor) {
    self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
  }

  /// A gray of `white` (0 black, 1 white).
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The components, as UIKit hands them out; always succeeds.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// The same color with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Makes this the fill and stroke color of the current drawing context.
  open func set() {
    setFill()
    setStroke()
  }

  /// Makes this the fill color of the current drawing context.
  open func setFill() {
    GraphicsContextStack.current?.fillColor = self
  }

  /// Makes this the stroke color of the current drawing context.
  open func setStroke() {
    GraphicsContextStack.current?.strokeColor = self
  }

  /// Makes this Cairo's source.
  func setSource(on cairo: OpaquePointer) {
    cairo_set_source_rgba(cairo, red, green, blue, alpha)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
  }

  open override var hash: Int {
    var hasher = Hasher()
    for component in [red, green, blue, alpha] { hasher.combine(component) }
    return hasher.finalize()
  }

  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  public static var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public static var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// iOS's light-appearance system colors.
  public static var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
  public static var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
  public static var systemGreen: UIColor {
    UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
  }
  public static var systemGray: UIColor {
    UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
  }
  public static var label: UIColor { .black }
  public static var secondaryLabel: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  }
  public static var systemBackground: UIColor { .white }
  public static var secondarySystemBackground: UIColor {
    UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  }
  public static var systemGroupedBackground: UIColor { secondarySystemBackground }
  public static var separator: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
  }
  public static var tertiaryLabel: UIColor {
    UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  }
  public static var systemOrange: UIColor { UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1) }
  public static var systemYellow: UIColor { UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1) }
  public static var systemPink: UIColor { UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1) }
  public static var systemPurple: UIColor {
    UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
  }
  public static var systemTeal: UIColor {
    UIColor(red: 90 / 255, green: 200 / 255, blue: 250 / 255, alpha: 1)
  }
  public static var systemIndigo: UIColor {
    UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
  }
}

/// What `#colorLiteral(…)` makes in a file that imports UIKit.
public typealias _ColorLiteralType = UIColor

/// A color as Core Graphics keeps it: red, green, blue and alpha in 0...1. Layers and nodes take it for
/// their border and shadow colors, as on iOS.
public final class CGColor: Hashable, @unchecked Sendable {
  package let red: CGFloat
  package let green: CGFloat
  package let blue: CGFloat
  public let alpha: CGFloat

  /// A color of red, green, blue and alpha components (`CGColor(red:green:blue:alpha:)`, iOS 13).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func clamped(_ value: CGFloat) -> CGFloat { value.isFinite ? min(1, max(0, value)) : 0 }
    self.red = clamped(red)
    self.green = clamped(green)
    self.blue = clamped(blue)
    self.alpha = clamped(alpha)
  }

  /// The components, alpha last.
  public var components: [CGFloat]? { [red, green, blue, alpha] }
  public var numberOfComponents: Int { 4 }

  /// The same color with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
  }

  public func hash(into hasher: inout Hasher) {
    for component in [red, green, blue, alpha] { hasher.combine(component) }
  }
}
