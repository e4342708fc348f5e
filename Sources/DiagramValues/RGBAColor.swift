import Foundation

/// A color in sRGB with straight (not premultiplied) alpha, each component in `0...1`.
public struct RGBAColor: Hashable, Sendable {
  /// Red, `0...1`.
  public var red: Double
  /// Green, `0...1`.
  public var green: Double
  /// Blue, `0...1`.
  public var blue: Double
  /// Opacity, `0...1`.
  public var alpha: Double

  /// Creates a color from components in `0...1`; values outside are clamped and NaN becomes 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.unit(red)
    self.green = Self.unit(green)
    self.blue = Self.unit(blue)
    self.alpha = Self.unit(alpha)
  }

  /// Creates a color from 8-bit components, as `#rrggbbaa` writes them.
  public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
    self.init(
      red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
      alpha: Double(alpha8) / 255)
  }

  /// Creates an opaque color from `0xRRGGBB`.
  public init(hex: UInt32) {
    self.init(
      red8: UInt8(truncatingIfNeeded: hex >> 16), green8: UInt8(truncatingIfNeeded: hex >> 8),
      blue8: UInt8(truncatingIfNeeded: hex))
  }

  /// Opaque white.
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)
  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// Fully transparent black.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// The same color with another opacity.
  public func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  private static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }
}
