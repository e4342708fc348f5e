import DiagramValues
import Foundation
import InputLimits
import TextureLayout

/// The keys at the top of a document.
enum DocumentKeys {
  static let constrainedSize = DocumentKey<SizeRange>(
    spec: KeySpec(
      "constrainedSize",
      .either(
        .mapping(name: "a size range", keys: [sizeRangeMin.spec, sizeRangeMax.spec]),
        .size(.nonNegative)),
      "The size range the root is laid out in: {min: SIZE, max: SIZE}, or one SIZE for both; unbounded by "
        + "default."),
    read: { node throws(DocumentError) in try DiagramDocument.sizeRange(node) }, fallback: .unconstrained)
  /// A size range's `min`, zero when left out.
  static let sizeRangeMin = DocumentKey<CGSize>(
    spec: KeySpec(
      "min", .size(.nonNegative), default: .array([.number(0), .number(0)]), "The least size."),
    // Finite: a least size cannot be unbounded, and a huge number is named as written, not as infinity.
    read: { node throws(DocumentError) in try node.size(.nonNegative) }, fallback: .zero)
  /// A size range's `max`, unbounded when left out.
  static let sizeRangeMax = DocumentKey<CGSize>(
    spec: KeySpec("max", .size([.infinityAllowed]), "The most size; .inf for unbounded."),
    read: { node throws(DocumentError) in try node.size([.infinityAllowed]) },
    fallback: SizeRange.unconstrained.max)
  static let parentSize = DocumentKey<CGSize>.size(
    "parentSize", "The size the root's percentages resolve against; constrainedSize's max by default.",
    rule: [.infinityAllowed])
  static let scale = DocumentKey<PixelGrid>(
    spec: KeySpec(
      "scale", .positiveNumber, default: .number(2),
      "Pixels per point: of the PNG, and of the grid layout sizes and positions are ceiled to."),
    read: { node throws(DocumentError) in
      let value = try node.number([.negativeAllowed, .infinityAllowed])
      let grid: PixelGrid
      do throws(LayoutValueError) {
        grid = try PixelGrid(scale: value)
      } catch {
        // A huge number is read as infinity where infinity is allowed; the message names what was written.
        guard value.isInfinite, let written = node.node.scalar?.string,
          DocumentNode.specialNumber(written) == nil
        else { throw node.error(.invalidValue(error)) }
        throw node.error(.scaleOutOfRange(written, range: Budgets.scale))
      }
      guard Budgets.scale.contains(Double(value)) else {
        throw node.error(.scaleOutOfRange(TextureLayout.format(value), range: Budgets.scale))
      }
      return grid
    }, fallback: .retina)
  static let style = DocumentKey.choice(
    "style", EnumNames.diagramStyle, default: .diagram,
    "plain: only fills (the snapshot-test look); diagram: outlines, names and annotations.")
  static let background = DocumentKey<CanvasBackground>(
    spec: KeySpec(
      "background", .colorOrNone, "The canvas color, or none; none in plain style, white in diagram style."),
    read: { node throws(DocumentError) in
      (try? node.string()) == "none" ? CanvasBackground.none : .color(try node.color())
    }, fallback: nil)
  static let annotate = DocumentKey<[AnnotationKind]>(
    spec: KeySpec(
      "annotate", .list(.choice(EnumNames.annotation.map(\.key))), default: .array([.string("size")]),
      "The annotation kinds drawn in diagram style."),
    read: { node throws(DocumentError) in
      var kinds: [AnnotationKind] = []
      for item in try node.sequence() {
        kinds.append(try item.oneOf(EnumNames.annotation))
      }
      return kinds
    }, fallback: [.size])
  static let layers = DocumentKey.choice(
    "layers", EnumNames.layers, default: .flat,
    "flat: layers that share a frame drawn as laid out; exploded: the lower one offset up and right behind "
      + "the upper, as Texture's docs draw them (diagram style).")
  static let key = DocumentKey<Bool>.boolean(
    "key", default: true,
    "Whether diagram style draws a key under the figure (numbered names, values left out, notes, colors) "
      + "when anything went into it.")
  static let focus = DocumentKey<String>.string(
    "focus",
    "The name of the element the figure is about: everything else is dimmed and only its subtree is "
      + "annotated.")
  static let magnification = DocumentKey<Int>.wholeNumber(
    "magnification", in: 1...8, default: 1,
    "How many times larger diagram style draws the geometry, its labels and lines kept at their usual size: "
      + "for parts too small to dimension at one to one.")
  static let detail = DocumentKey<String>.string(
    "detail",
    "The name of an element drawn again under the figure, magnified to about 240pt (2 to 8 times), with its "
      + "subtree's values: for a region too small for them in the figure (diagram style).")
  static let views = DocumentKey<[DiagramView]>(
    spec: KeySpec(
      "views", .list(.choice(DiagramView.allCases.map(\.rawValue))),
      "Render one image per view (NAME.structure.png, NAME.widths.png, NAME.heights.png) instead of one, "
        + "each drawing only that view's annotations."),
    read: { node throws(DocumentError) in
      var views: [DiagramView] = []
      for item in try node.sequence() {
        let view = try item.oneOf(DiagramView.allCases.map { (key: $0.rawValue, value: $0) })
        if !views.contains(view) { views.append(view) }
      }
      return views
    }, fallback: [])
  static let theme = DocumentKey<ThemeOverrides>(
    spec: KeySpec("theme", ThemeKeys.shape, "Colors, fonts and line widths of the diagram."),
    read: { node throws(DocumentError) in try ThemeKeys.read(node) }, fallback: nil)
  static let root = KeySpec.element("root", "The root element.")

  /// Every top-level key, in order.
  static let all = [
    constrainedSize.spec, parentSize.spec, scale.spec, style.spec, background.spec, annotate.spec,
    layers.spec, key.spec, focus.spec, views.spec, magnification.spec, detail.spec,
    theme.spec, root,
  ]
}
