import Foundation
import TextureLayout

/// A style key: its spec and how its value is set on an `ASLayoutElementStyle`.
struct StyleKey: Sendable {
  /// The key's name, shape and meaning.
  let spec: KeySpec
  /// Reads the value and sets it on the style.
  let apply: @Sendable (DocumentNode, inout LayoutElementStyle) throws(DocumentError) -> Void

  /// A key that sets one property of the style.
  init<Value: Sendable>(
    _ key: DocumentKey<Value>, _ property: WritableKeyPath<LayoutElementStyle, Value> & Sendable
  ) {
    spec = key.spec
    apply = { node, style throws(DocumentError) in style[keyPath: property] = try key.read(node) }
  }

  init(
    spec: KeySpec,
    apply: @escaping @Sendable (DocumentNode, inout LayoutElementStyle) throws(DocumentError) -> Void
  ) {
    self.spec = spec
    self.apply = apply
  }
}

/// The `style` keys of an element: `ASLayoutElementStyle`'s properties, in the contract's order, each set as
/// its Texture setter does, key by key in document order.
enum StyleKeys {
  /// The 1.x `sizeRange`'s `min`.
  static let relativeMin = DocumentKey<LayoutSize>.layoutSize(
    "min", "The least size (ASRelativeSizeRange's min).")
  /// The 1.x `sizeRange`'s `max`.
  static let relativeMax = DocumentKey<LayoutSize>.layoutSize(
    "max", "The most size (ASRelativeSizeRange's max).")

  /// Every style key.
  static let all: [StyleKey] = [
    StyleKey(
      .dimension("width", "The element's width: points, a percentage of the parent's, or auto."), \.width),
    StyleKey(
      .dimension("height", "The element's height: points, a percentage of the parent's, or auto."), \.height),
    StyleKey(.dimension("minWidth", "The least width the element is given."), \.minWidth),
    StyleKey(.dimension("maxWidth", "The most width the element is given."), \.maxWidth),
    StyleKey(.dimension("minHeight", "The least height the element is given."), \.minHeight),
    StyleKey(.dimension("maxHeight", "The most height the element is given."), \.maxHeight),
    StyleKey(.size("preferredSize", "Sets width and height in points."), \.preferredSize),
    StyleKey(.size("minSize", "Sets minWidth and minHeight in points."), \.minSize),
    StyleKey(.size("maxSize", "Sets maxWidth and maxHeight in points."), \.maxSize),
    StyleKey(
      .layoutSize("preferredLayoutSize", "Sets width and height as dimensions."), \.preferredLayoutSize),
    StyleKey(.layoutSize("minLayoutSize", "Sets minWidth and minHeight as dimensions."), \.minLayoutSize),
    StyleKey(.layoutSize("maxLayoutSize", "Sets maxWidth and maxHeight as dimensions."), \.maxLayoutSize),
    StyleKey(
      .number(
        "spacingBefore", .finite, default: 0, "Extra space before the element along a stack's main axis."),
      \.spacingBefore),
    StyleKey(
      .number(
        "spacingAfter", .finite, default: 0, "Extra space after the element along a stack's main axis."),
      \.spacingAfter),
    StyleKey(
      .numberOrBoolean(
        "flexGrow", .nonNegative, default: 0, "Share of a stack's free space the element grows by (true = 1)."
      ),
      \.flexGrow),
    StyleKey(
      .numberOrBoolean(
        "flexShrink", .nonNegative, default: 0,
        "Share of a stack's overflow the element shrinks by (true = 1)."),
      \.flexShrink),
    StyleKey(.dimension("flexBasis", "The element's starting size along a stack's main axis."), \.flexBasis),
    StyleKey(
      .choice(
        "alignSelf", EnumNames.alignSelf, default: .auto,
        "Cross-axis alignment in a stack, overriding the stack's alignItems."),
      \.alignSelf),
    StyleKey(
      .number("ascender", .finite, default: 0, "Distance from the element's top to its first baseline."),
      \.ascender),
    StyleKey(
      .number(
        "descender", .finite, default: 0,
        "Distance from the last baseline to the bottom, negative as a font's descender."),
      \.descender),
    StyleKey(
      .point("layoutPosition", default: .zero, "The element's origin in an absolute or static spec."),
      \.layoutPosition),
    StyleKey(
      spec: KeySpec(
        "sizeRange",
        .mapping(name: "a relative size range", keys: [relativeMin.spec, relativeMax.spec]),
        "The 1.x ASRelativeSizeRange: sets the min and max layout sizes."),
      apply: { node, style throws(DocumentError) in
        let range = try MappingReader(
          node, allowed: [relativeMin.name, relativeMax.name], what: "a relative size range")
        style.sizeRange = ASRelativeSizeRange(
          min: try range.value(relativeMin) ?? .auto, max: try range.value(relativeMax) ?? .auto)
      }),
  ]

  /// The keys by name.
  private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.spec.name, $0) })

  /// The names of every style key, in order.
  static let names = all.map(\.spec.name)

  /// Applies every key of `node`, a `style` mapping, to `style` in document order.
  static func apply(_ node: DocumentNode, to style: inout LayoutElementStyle) throws(DocumentError) {
    let reader = try MappingReader(node, allowed: names, what: "style")
    for (key, _, value) in reader.entries {
      try byName[key]!.apply(value, &style)
    }
  }
}
