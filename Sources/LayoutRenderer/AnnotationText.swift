import Foundation
import TextureLayout

/// The wording of annotation values: `120pt`, `50% → 160pt`, `2:1 = 0.5 ratio`.
enum AnnotationText {
  /// A number with at most two decimals and no trailing zeros: `120`, `12.5`, `0.33`, `∞`.
  static func number(_ value: CGFloat) -> String {
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

  /// A length in points: `120pt`.
  static func points(_ value: CGFloat) -> String {
    "\(number(value))pt"
  }

  /// A dimension and the length it gave: `120pt`, or `50% → 160pt` for a fraction of the parent.
  static func dimension(_ dimension: TextureLayout.Dimension, resolvedTo length: CGFloat) -> String {
    switch dimension.unit {
    case .fraction: "\(stated(dimension)) → \(points(length))"
    case .points, .auto: points(length)
    }
  }

  /// A length that a minimum or maximum gave instead of the exact dimension: the exact dimension with the
  /// length it resolved to when that is known, then the bound and the final length:
  /// `50% → 160pt, minWidth 200pt → 200pt`, or `50%, minWidth 200pt → 200pt` when the fraction's length is
  /// unknown. An auto exact dimension is left out: `minWidth 50% → 160pt`.
  static func bounded(
    exact: TextureLayout.Dimension, exactLength: CGFloat?, boundName: String,
    bound: TextureLayout.Dimension, resolvedTo length: CGFloat
  ) -> String {
    let boundText = "\(boundName) \(stated(bound)) → \(points(length))"
    switch exact.unit {
    case .auto: return boundText
    case .points: return "\(stated(exact)), \(boundText)"
    case .fraction:
      guard let exactLength else { return "\(stated(exact)), \(boundText)" }
      return "\(stated(exact)) → \(points(exactLength)), \(boundText)"
    }
  }

  /// A dimension as written: `200pt`, `50%` or `auto`.
  static func stated(_ dimension: TextureLayout.Dimension) -> String {
    switch dimension.unit {
    case .auto: "auto"
    case .points: points(dimension.value)
    case .fraction: "\(number(dimension.value * 100))%"
    }
  }

  /// An inset and the distance it gave: `10pt`, or `∞ → 35pt` for an infinite inset.
  static func inset(_ inset: CGFloat, resolvedTo distance: CGFloat) -> String {
    inset.isInfinite ? "\(number(inset)) → \(points(distance))" : points(inset)
  }

  /// A ratio (height ÷ width) as width:height when small whole numbers give it: `2:1 = 0.5 ratio`.
  static func ratio(_ ratio: CGFloat) -> String {
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

  /// An absolute position: `(20, 30)`.
  static func position(_ point: CGPoint) -> String {
    "(\(number(point.x)), \(number(point.y)))"
  }
}
