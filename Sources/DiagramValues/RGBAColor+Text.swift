/// Colors as documents write them: `#rgb`, `#rrggbb`, `#rrggbbaa` or a CSS color name with its CSS meaning.
extension RGBAColor: CustomStringConvertible {
  /// Parses `#rgb`, `#rrggbb`, `#rrggbbaa` (hex digits in either case) or a CSS color name (any case);
  /// `nil` for anything else.
  public init?(_ text: String) {
    if text.hasPrefix("#") {
      let digits = text.dropFirst().map { $0.hexDigitValue }
      guard digits.allSatisfy({ $0 != nil }) else { return nil }
      let values = digits.map { UInt8($0!) }
      switch values.count {
      case 3:
        self.init(red8: values[0] * 17, green8: values[1] * 17, blue8: values[2] * 17)
      case 6, 8:
        let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        self.init(
          red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes.count == 4 ? bytes[3] : 255)
      default:
        return nil
      }
    } else if let named = RGBAColor.cssNames[text.lowercased()] {
      self = named
    } else {
      return nil
    }
  }

  /// `#rrggbb`, or `#rrggbbaa` when not opaque, each component rounded to 8 bits.
  public var description: String {
    let channels = [red, green, blue] + (alpha8 == 255 ? [] : [alpha])
    return "#" + channels.map { Self.byte($0) }.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  /// The opacity as an 8-bit value, 0 (transparent) ... 255 (opaque).
  public var alpha8: UInt8 { Self.byte(alpha) }

  private static func byte(_ unit: Double) -> UInt8 {
    UInt8((unit * 255).rounded())
  }
}
