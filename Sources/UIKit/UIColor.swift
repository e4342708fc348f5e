@_implementationOnly import CCairo
import Foundation

/// A color as layout code writes it: components in 0...1, the white shades and the named colors. Only
/// drawing reads it; layout never does.
open class UIColor: NSObject, @unchecked Sendable {
  /// The components, each in 0...1.
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  /// A color of red, green, blue and alpha components, each clamped to 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func clamped(_ value: CGFloat) -> CGFloat { value.isFinite ? min(1, max(0, value)) : 0 }
    self.red = clamped(red)
    self.green = clamped(green)
    self.blue = clamped(blue)
    self.alpha = clamped(alpha)
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
}
