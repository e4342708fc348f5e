import Foundation

/// The style properties that most elements leave at their defaults: stack spacing, baselines, the position
/// in an absolute spec and the properties added outside the engine.
struct RareStyleProperties: Hashable, Sendable {
  /// Extra space before the child in a stack.
  var spacingBefore: CGFloat = 0
  /// Extra space after the child in a stack.
  var spacingAfter: CGFloat = 0
  /// Distance from the top to the first baseline.
  var ascender: CGFloat = 0
  /// Distance from the last baseline to the bottom, as a negative number.
  var descender: CGFloat = 0
  /// The origin inside an absolute layout spec.
  var layoutPosition: CGPoint = .zero
  /// Values of added properties, by key.
  var extensions: [ObjectIdentifier: StyleExtensionValue] = [:]

  /// Whether every property is its default, bit for bit: a -0 or a NaN is kept, as a value that was set.
  var isDefault: Bool {
    spacingBefore.bitPattern == 0 && spacingAfter.bitPattern == 0 && ascender.bitPattern == 0
      && descender.bitPattern == 0 && layoutPosition.x.bitPattern == 0 && layoutPosition.y.bitPattern == 0
      && extensions.isEmpty
  }
}
