import Foundation
import TextureLayout

/// `ratio`: `ASRatioLayoutSpec`.
enum RatioKeys {
  static let ratio = DocumentKey<CGFloat>(
    spec: KeySpec("ratio", .positiveNumber, required: true, "Height ÷ width, above 0."),
    read: { node throws(DocumentError) in
      let ratio = try node.number([.negativeAllowed])
      guard RatioLayoutSpec.isValidRatio(ratio) else { throw node.error(.ratioNotPositive(node.shown)) }
      return ratio
    }, fallback: nil)
}

extension ElementKindSpec {
  /// The `ratio` kind.
  static let ratio = ElementKindSpec(
    spec: .ratio, summary: "ASRatioLayoutSpec: the child at a fixed height ÷ width.",
    keys: [RatioKeys.ratio.spec, .element(ChildKeys.child, "The element given the ratio.")]
  ) { builder, reader, depth throws(DocumentError) in
    let ratio = try RatioKeys.ratio.read(
      reader.required(RatioKeys.ratio.name, what: "height ÷ width, a positive number"))
    return RatioLayoutSpec(ratio: ratio, child: try builder.required(reader, ChildKeys.child, depth: depth))
  }
}
