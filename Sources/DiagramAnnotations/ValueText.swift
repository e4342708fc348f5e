import Foundation
import TextureLayout

/// The texts of annotation values: numbers to two decimals, with where a value came from.
public enum ValueText {
  /// `12`, `12.5`, `46.67`.
  public static func number(_ value: CGFloat) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value > 0 ? "∞" : "-∞" }
    let hundredths = (value * 100).rounded()
    if hundredths.magnitude >= 1e15 { return String(Double(value)) }
    let whole = Int64(hundredths) / 100
    let fraction = abs(Int64(hundredths) % 100)
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    if fraction == 0 { return "\(sign)\(whole)" }
    let decimals = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(sign)\(whole).\(decimals)"
  }

  /// `12pt`.
  public static func points(_ value: CGFloat) -> String { "\(number(value))pt" }

  /// A dimension as written: `auto`, `12pt`, `50%`.
  public static func stated(_ dimension: TextureLayout.Dimension) -> String {
    switch dimension.unit {
    case .auto: "auto"
    case .points: points(dimension.value)
    case .fraction: "\(number(dimension.value * 100))%"
    }
  }

  /// A length with where it came from, from its sizing record: `50% → 160pt`, `160pt → min 200pt`,
  /// `160pt → max 120pt`, or the length alone.
  public static func length(_ sizing: AxisSizing?, final length: CGFloat) -> String {
    guard let sizing else { return points(length) }
    let resolved = sizing.resolvedStyle
    let stated = sizing.style.unit == .fraction ? "\(self.stated(sizing.style)) → " : ""
    switch sizing.decidedBy {
    case .styleMin:
      let from = resolved.map { "\(stated)\(points($0)) → " } ?? ""
      return "\(from)min \(points(sizing.length))"
    case .styleMax:
      let from = resolved.map { "\(stated)\(points($0)) → " } ?? ""
      return "\(from)max \(points(sizing.length))"
    default:
      if sizing.style.unit == .fraction, let resolved, abs(resolved - length) < 1 {
        return "\(stated)\(points(length))"
      }
      return points(length)
    }
  }

  /// A stack child's main length with its flex basis and flexing, each value once: `flexBasis 40% →
  /// 128pt`, `flexGrow 1 → 149.5pt` (grown from nothing), `104pt grew to 128pt`,
  /// `flexBasis 60% → 216pt, shrank to 167pt`.
  public static func flexed(_ child: StackChildSizing, final length: CGFloat, showsBasis: Bool) -> String {
    var text = ""
    if showsBasis, child.flexBasis != .auto {
      let basis = child.flexBasis.unit == .fraction ? "\(stated(child.flexBasis)) → " : ""
      text = "flexBasis \(basis)\(points(child.baseLength))"
    }
    if let flex = child.flex {
      let verb = flex.direction == .grow ? "grew" : "shrank"
      if text.isEmpty && abs(child.baseLength) < 0.005 {
        let factor = flex.direction == .grow ? "flexGrow" : "flexShrink"
        return "\(factor) \(number(flex.factor)) → \(points(length))"
      }
      text =
        text.isEmpty
        ? "\(points(child.baseLength)) \(verb) to \(points(length))" : "\(text), \(verb) to \(points(length))"
    }
    return text.isEmpty ? points(length) : text
  }

  /// An inset: `10pt`, or `∞ → 25pt` for a centering infinite inset.
  public static func inset(_ inset: CGFloat, resolvedTo distance: CGFloat) -> String {
    inset.isInfinite ? "∞ → \(points(distance))" : points(inset)
  }

  /// A ratio with its smallest whole-number form: `2:1 = 0.5 ratio`.
  public static func ratio(_ ratio: CGFloat) -> String {
    let value = "\(number(ratio)) ratio"
    guard ratio.isFinite, ratio > 0 else { return value }
    for width in 1...20 {
      let height = (ratio * CGFloat(width)).rounded()
      if height >= 1, abs(height / CGFloat(width) - ratio) < 1e-9 {
        return "\(width):\(Int(height)) = \(value)"
      }
    }
    return value
  }

  /// A ratio spec's height from its ratio: `ratio 0.5625 × width → 168.75pt`, the ratio to four decimals (a
  /// ratio such as 9:16 rounded to two would not give the height shown).
  /// Given the width, a height that is not the exact product says so: Texture floors the product to the
  /// pixel grid (`ASFloorPixelValue` in ASRatioLayoutSpec.mm), so `ratio 1.25 × 375pt, floored → 468.5pt`,
  /// lest the arithmetic read as an error.
  public static func ratio(_ ratio: CGFloat, height: CGFloat, width: CGFloat? = nil) -> String {
    let factor = (ratio * 10_000).rounded() / 10_000
    var text = String(format: "%.4f", Double(factor))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    if let width, width > 0, abs(ratio * width - height) > 0.01 {
      return "ratio \(text) × \(points(width)), floored → \(points(height))"
    }
    return "ratio \(text) × width → \(points(height))"
  }
}
