import TextureLayout

/// An element kind: its name, what it is, its own keys, and how it is built.
struct ElementKindSpec: Sendable {
  /// The kind.
  let kind: ElementKind
  /// What the kind is, for editors.
  let summary: String
  /// The keys of the kind's own mapping, child elements included.
  let keys: [KeySpec]
  /// Keys of which the kind's mapping must hold exactly one (a wrapper's `child` or `children`).
  var exactlyOneOf: [String] = []
  /// Builds the element from the kind's mapping, read against `keys`; children are `depth` elements down.
  let build:
    @Sendable (inout ElementBuilder, MappingReader, _ depth: Int) throws(DocumentError) -> (
      any LayoutElement, ElementContent?
    )
}

/// The names of the keys that hold child elements, which both the kinds' tables and the builder use.
enum ChildKeys {
  /// One child element (inset, overlay, background, center, ratio, relative, corner, wrapper).
  static let child = "child"
  /// A list of child elements (stack, absolute, static, wrapper).
  static let children = "children"
  /// An overlay's element on top.
  static let overlay = "overlay"
  /// A background's element behind.
  static let background = "background"
  /// A corner spec's element on the corner.
  static let corner = "corner"
}

/// Every element kind a document may use, in the contract's order.
enum ElementKinds {
  static let all: [ElementKindSpec] = [
    ElementKindSpec(
      kind: .box, summary: "A plain display node, optionally of a fixed size.", keys: [BoxKeys.size.spec],
      build: { _, reader, _ throws(DocumentError) in try ElementBuilder.box(reader) }),
    ElementKindSpec(
      kind: .text, summary: "A text node, measured with Pango.",
      keys: [
        TextKeys.string.spec.required(), TextKeys.font.spec, TextKeys.color.spec, TextKeys.maxLines.spec,
        TextKeys.truncation.spec, TextKeys.alignment.spec,
      ],
      build: { builder, reader, _ throws(DocumentError) in try builder.text(reader) }),
    ElementKindSpec(
      kind: .image, summary: "An image node: the PNG's pixel size divided by its scale.",
      keys: [ImageKeys.path, ImageKeys.scale.spec],
      build: { builder, reader, _ throws(DocumentError) in try builder.image(reader) }),
    ElementKindSpec(
      kind: .stack, summary: "ASStackLayoutSpec: children in a row or column, flexing and aligned.",
      keys: [
        StackKeys.direction.spec, StackKeys.spacing.spec, StackKeys.justifyContent.spec,
        StackKeys.alignItems.spec, StackKeys.flexWrap.spec, StackKeys.alignContent.spec,
        StackKeys.lineSpacing.spec, StackKeys.horizontalAlignment.spec, StackKeys.verticalAlignment.spec,
        .children,
      ],
      build: { builder, reader, depth throws(DocumentError) in (try builder.stack(reader, depth: depth), nil)
      }),
    ElementKindSpec(
      kind: .inset, summary: "ASInsetLayoutSpec: the child with space around it.",
      keys: [InsetKeys.insets.spec, .element(ChildKeys.child, "The inset element.")],
      build: { builder, reader, depth throws(DocumentError) in (try builder.inset(reader, depth: depth), nil)
      }),
    ElementKindSpec(
      kind: .overlay, summary: "ASOverlayLayoutSpec: the overlay stretched over the child.",
      keys: [
        .element(ChildKeys.child, "The element that sets the size."),
        .element(ChildKeys.overlay, "The element on top."),
      ],
      build: { builder, reader, depth throws(DocumentError) in
        (try builder.overlay(reader, depth: depth), nil)
      }),
    ElementKindSpec(
      kind: .background, summary: "ASBackgroundLayoutSpec: the background stretched under the child.",
      keys: [
        .element(ChildKeys.child, "The element that sets the size."),
        .element(ChildKeys.background, "The element behind."),
      ],
      build: { builder, reader, depth throws(DocumentError) in
        (try builder.background(reader, depth: depth), nil)
      }),
    ElementKindSpec(
      kind: .center, summary: "ASCenterLayoutSpec: the child centered on one or both axes.",
      keys: [
        CenterKeys.centeringOptions.spec, CenterKeys.sizingOptions.spec,
        .element(ChildKeys.child, "The centered element."),
      ],
      build: { builder, reader, depth throws(DocumentError) in (try builder.center(reader, depth: depth), nil)
      }),
    ElementKindSpec(
      kind: .ratio, summary: "ASRatioLayoutSpec: the child at a fixed height ÷ width.",
      keys: [RatioKeys.ratio.spec, .element(ChildKeys.child, "The element given the ratio.")],
      build: { builder, reader, depth throws(DocumentError) in (try builder.ratio(reader, depth: depth), nil)
      }),
    ElementKindSpec(
      kind: .relative, summary: "ASRelativeLayoutSpec: the child at the start, center or end of each axis.",
      keys: [
        RelativeKeys.horizontalPosition.spec, RelativeKeys.verticalPosition.spec,
        RelativeKeys.sizingOption.spec, .element(ChildKeys.child, "The placed element."),
      ],
      build: { builder, reader, depth throws(DocumentError) in
        (try builder.relative(reader, depth: depth), nil)
      }),
    ElementKindSpec(
      kind: .absolute, summary: "ASAbsoluteLayoutSpec: children at their style's layoutPosition.",
      keys: [AbsoluteKeys.sizing.spec, .children],
      build: { builder, reader, depth throws(DocumentError) in
        (try builder.absolute(reader, depth: depth), nil)
      }),
    ElementKindSpec(
      kind: .static,
      summary: "The 1.x ASStaticLayoutSpec: children at their layoutPosition, sized to fit them.",
      keys: [.children],
      build: { builder, reader, depth throws(DocumentError) in
        // The contract reads `static` as `absolute` with default sizing, but Texture's ASStaticLayoutSpec
        // sizes to fit its children; Texture's code wins, so this is StaticLayoutSpec (sizeToFit).
        (StaticLayoutSpec(children: try builder.children(reader, depth: depth)), nil)
      }),
    ElementKindSpec(
      kind: .corner, summary: "ASCornerLayoutSpec: an element placed on a corner of the child.",
      keys: [
        CornerKeys.cornerLocation.spec, CornerKeys.offset.spec, CornerKeys.wrapsCorner.spec,
        .element(ChildKeys.child, "The element whose corner is used."),
        .element(ChildKeys.corner, "The element on the corner."),
      ],
      build: { builder, reader, depth throws(DocumentError) in (try builder.corner(reader, depth: depth), nil)
      }),
    ElementKindSpec(
      kind: .wrapper, summary: "ASWrapperLayoutSpec: its child or children at their own size.",
      keys: [
        KeySpec(ChildKeys.child, .element, "The wrapped element (or give children)."),
        KeySpec(ChildKeys.children, .list(.element), "The wrapped elements (or give child)."),
      ], exactlyOneOf: [ChildKeys.child, ChildKeys.children],
      build: { builder, reader, depth throws(DocumentError) in
        (try builder.wrapper(reader, depth: depth), nil)
      }),
  ]

  private static let byKind = Dictionary(uniqueKeysWithValues: all.map { ($0.kind, $0) })

  /// The spec of `kind`.
  static func spec(for kind: ElementKind) -> ElementKindSpec { byKind[kind]! }
}

extension KeySpec {
  /// The same key, required.
  func required() -> KeySpec {
    KeySpec(name, shape, default: defaultValue, required: true, summary)
  }
}
