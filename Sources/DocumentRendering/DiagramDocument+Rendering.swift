import DiagramValues
import Foundation
import LayoutDocument
import LayoutRenderer
import TextureLayout

extension DiagramDocument {
  /// The document as one view draws it: diagram style, with only the view's annotations.
  public func drawing(_ view: DiagramView) -> DiagramDocument {
    var document = self
    document.style = .diagram
    document.annotations = view.annotations
    return document
  }

  /// The document with `overrides` applied, to lay out and render. Throws for a scale that is not a positive
  /// finite number.
  public func applying(_ overrides: RenderOverrides) -> DiagramDocument {
    var document = self
    if let pixelGrid = overrides.pixelGrid { document.pixelGrid = pixelGrid }
    if let style = overrides.style { document.style = style }
    if overrides.hidesKey { document.showsKey = false }
    if let focus = overrides.focus { document.focus = focus }
    if let detail = overrides.detail { document.detail = detail }
    if let magnification = overrides.magnification { document.magnification = magnification }
    if !overrides.views.isEmpty { document.views = overrides.views }
    return document
  }

  /// The renderer's options from the document's `scale`, `style`, `background` and `annotate`.
  public var renderOptions: RenderOptions {
    var options = RenderOptions(
      scale: scale, style: style, background: resolvedBackground, annotations: Set(annotations))
    options.showsKey = showsKey
    options.layers = layers
    options.focus = focus
    options.magnification = CGFloat(magnification)
    options.detail = detail
    return options
  }

  /// Each element's `name`, `fill` and `stroke`, found by the element's identity.
  public var appearance: @Sendable (any LayoutElement) -> ElementAppearance {
    let elements = elements
    return { element in
      guard let described = elements[ObjectIdentifier(element)] else { return .none }
      return ElementAppearance(
        name: described.name, fill: described.fill, stroke: described.stroke,
        addedAnnotations: described.addedAnnotations, removedAnnotations: described.removedAnnotations,
        note: described.note)
    }
  }

  /// A renderer of the document in its light theme (`Theme.standard`) with the document's own `theme:`
  /// changes on top.
  public func renderer(theme: Theme = .standard) -> LayoutRenderer {
    renderer(base: theme, dark: false, themeFile: nil)
  }

  /// A renderer of the document in one appearance: the built-in theme of that appearance (`base`), then a
  /// theme file's changes, then the document's own `theme:`, each in its light or dark palette; the dark
  /// appearance draws on a transparent canvas; a palette's `canvas` color replaces the background. The one
  /// place theme layers are put together, for `render`, `check` and docs builds alike.
  public func renderer(base: Theme, dark: Bool, themeFile: ThemeOverrides?) -> LayoutRenderer {
    var options = renderOptions
    let overrides = (themeFile ?? ThemeOverrides()).overridden(by: theme ?? ThemeOverrides())
    let palette = dark ? overrides.dark : overrides.light
    if dark { options.background = nil }
    if let canvas = palette.canvas { options.background = canvas }
    return LayoutRenderer(
      options: options, theme: base.applying(palette, shared: overrides), appearance: appearance)
  }
}

/// The image of `document` in `format`: `layout` (by default the document's own layout) drawn with the
/// document's options and appearances.
///
/// Lay out and render a deeply nested document inside `LargeStack.run(_:)`.
public func renderDocument(
  _ document: DiagramDocument, as format: ImageFormat, layout: RecordedLayout? = nil, theme: Theme = .standard
) throws(RenderError) -> Data {
  let renderer = document.renderer(theme: theme)
  if let layout { return try renderer.render(layout, as: format) }
  guard document.style == .diagram else { return try renderer.render(document.layout(), as: format) }
  return try renderer.render(document.recordedLayout(), as: format)
}

extension DiagramDocument {
  /// The document's own image in `format`, drawn from `layout` when given (so that several formats share one
  /// recorded layout), else from a new layout of the document (recorded in diagram style, whose annotations
  /// say where values came from). A layout the renderer cannot draw (of no area, or too
  /// large) is reported as an error of the document at its root.
  ///
  /// Lay out and render a deeply nested document inside `LargeStack.run(_:)`.
  public func image(as format: ImageFormat, layout: RecordedLayout? = nil) throws(DocumentError) -> Data {
    // Laid out first within the layout budget, so that a pass that would not end is an error of its own.
    var layout = layout
    if layout == nil {
      if style == .diagram { layout = try checkedRecordedLayout() } else { _ = try checkedLayout() }
    }
    do {
      return try renderDocument(self, as: format, layout: layout)
    } catch {
      // An image that cannot be drawn is an error of its leaf; every other, of the drawing as a whole.
      var described = element(for: root)
      if case .imageUnreadable(let leaf, _) = error, let image = element(identifiedBy: leaf) {
        described = image
      }
      throw DocumentError(
        location: described?.location ?? SourceLocation(file: file, line: 1, column: 1),
        keyPath: described?.keyPath.description ?? "root", reason: .cannotRender("\(error)"))
    }
  }
}
