/// An sRGB color with alpha, each channel 0...255, as documents write it: `#rgb`, `#rrggbb`, `#rrggbbaa`
/// or a CSS color name with its CSS meaning.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0...255.
  public var red: UInt8
  /// Green, 0...255.
  public var green: UInt8
  /// Blue, 0...255.
  public var blue: UInt8
  /// Alpha, 0 (transparent) ... 255 (opaque).
  public var alpha: UInt8

  /// Creates a color from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#rgb`, `#rrggbb`, `#rrggbbaa` (hex digits in either case) or a CSS color name (any case);
  /// `nil` for anything else.
  public init?(_ text: String) {
    if text.hasPrefix("#") {
      let digits = text.dropFirst().map { $0.hexDigitValue }
      guard digits.allSatisfy({ $0 != nil }) else { return nil }
      let values = digits.map { UInt8($0!) }
      switch values.count {
      case 3:
        self.init(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
      case 6, 8:
        let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
      default:
        return nil
      }
    } else if let named = Color.cssNames[text.lowercased()] {
      self = named
    } else {
      return nil
    }
  }

  /// Creates an opaque color from `0xRRGGBB`.
  init(rgb: UInt32) {
    self.init(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
  }

  /// White, the `diagram` style's default canvas.
  public static let white = Color(red: 255, green: 255, blue: 255)
  /// Black, the default text color.
  public static let black = Color(red: 0, green: 0, blue: 0)

  /// `#rrggbb`, or `#rrggbbaa` when not opaque.
  public var description: String {
    let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    return "#" + channels.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }
}
