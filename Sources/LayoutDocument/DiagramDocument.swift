import DiagramValues
import Foundation
import InputLimits
import TextureLayout

/// A layout document read into a TextureLayout element tree, with everything the document says about how
/// its diagram is drawn.
///
/// Build one with `DiagramDocument(contentsOf:measurer:)` or `DiagramDocument(yaml:file:measurer:)`, the measurer
/// supplying text and image sizes (`PangoContentMeasurer` in DocumentRendering). A document nested
/// thousands of elements deep is laid out and released by recursive code; do that inside
/// `LargeStack.run(_:)`.
public struct DiagramDocument: Sendable {
  /// The path the document was read from, as given (used in messages).
  public var file: String
  /// The range the root is laid out in.
  public var constrainedSize: SizeRange
  /// The size the root's relative dimensions resolve against.
  public var parentSize: CGSize
  /// The pixel grid of the document's `scale`.
  public var pixelGrid: PixelGrid
  /// `plain` or `diagram`.
  public var style: DiagramStyle
  /// The canvas color as written; `nil` when the document gives none (see `resolvedBackground`).
  public var background: CanvasBackground?
  /// What `diagram` style annotates.
  public var annotations: [AnnotationKind]
  /// How diagram style draws layers that share a frame.
  public var layers: LayerDrawing
  /// Whether diagram style draws the key (badges, values left out, notes, colors) when anything went into
  /// it.
  public var showsKey: Bool
  /// The name of the element the figure is about (`focus:`): the rest is dimmed and not annotated.
  public var focus: String?
  /// How many times larger diagram style draws the geometry (`magnification:`), labels kept their size.
  public var magnification = 1
  /// The name of the element drawn again under the figure, magnified (`detail:`).
  public var detail: String?
  /// The views `render` draws as images of their own (`views:`); none for one image of `annotations`.
  public var views: [DiagramView] = []
  /// The document's own changes to the theme (`theme:`), over a theme file's.
  public var theme: ThemeOverrides?
  /// The root element.
  public var root: any LayoutElement
  /// What the document says about each element.
  var descriptions: ElementDescriptions
  /// The characters of all the document's texts, an aliased text once.
  public internal(set) var textCharacters = 0

  /// What the document says about each element, by the element's identity. A copy made when read: use
  /// `element(for:)` to look one element up.
  public var elements: [ObjectIdentifier: DocumentElement] {
    get { descriptions.dictionary }
    set { descriptions = ElementDescriptions(newValue) }
  }

  /// The screen scale: PNG pixels per point.
  public var scale: CGFloat { pixelGrid.scale }

  /// The number of elements in the tree.
  public var elementCount: Int { descriptions.count }

  /// The canvas color: the document's, else none in `plain` style and white in `diagram` style.
  public var resolvedBackground: RGBAColor? {
    switch background {
    case .some(.none): return nil
    case .some(.color(let color)): return color
    case nil: return style == .plain ? nil : .white
    }
  }

  /// What the document says about `element`, if it is one of this document's.
  public func element(for element: any LayoutElement) -> DocumentElement? {
    descriptions[ObjectIdentifier(element)]
  }

  /// The description of the element whose identity is `identifier`, when the document built it.
  public func element(identifiedBy identifier: ObjectIdentifier) -> DocumentElement? {
    descriptions[identifier]
  }

  /// The kind and name the document gives `element`, without the rest of its description.
  func kindAndName(of element: any LayoutElement) -> (kind: ElementKind, name: String?)? {
    descriptions.kindAndName(of: ObjectIdentifier(element)).map { ($0.kind, $0.name) }
  }

  /// The kind, name and description position of `element`, looked for first at `expected`: for a walk in
  /// tree order, which finds each element one position after the last.
  func kindAndName(of element: any LayoutElement, expectedAt expected: Int) -> (
    kind: ElementKind, name: String?, position: Int
  )? {
    descriptions.kindAndName(of: ObjectIdentifier(element), expectedAt: expected)
  }

  /// Lays the root out in `constrainedSize` against `parentSize`, on the document's pixel grid.
  public func layout() -> Layout {
    layout(in: constrainedSize)
  }

  /// Lays the root out as `layout()` does, recording how every element's size came about.
  public func recordedLayout() -> RecordedLayout {
    calculateRecordedRootLayout(
      root, sizeRange: constrainedSize, parentSize: parentSize, pixelGrid: pixelGrid)
  }

  /// The element layouts a pass over this document may make (`Budgets.layoutWorkFloor`, or
  /// `Budgets.layoutWorkPerElement` per element when that is more).
  public var layoutWorkLimit: Int {
    max(Budgets.layoutWorkFloor, Budgets.layoutWorkPerElement * elementCount)
  }

  /// The characters of text a pass over this document may shape (`Budgets.shapedTextFloor`, or
  /// `Budgets.shapedTextPerCharacter` times the document's text when that is more).
  public var shapedTextLimit: Int {
    max(Budgets.shapedTextFloor, Budgets.shapedTextPerCharacter * textCharacters)
  }

  /// The lines wrapping may add to texts in a pass over this document (`Budgets.wrappedLines`, or one per
  /// `Budgets.charactersPerWrappedLine` characters of the document's texts when that is more).
  public var wrappedLineLimit: Int {
    max(Budgets.wrappedLines, textCharacters / Budgets.charactersPerWrappedLine)
  }

  /// `layout()` within the document's layout budget: an error at the root when the pass needs more.
  public func checkedLayout() throws(DocumentError) -> Layout {
    let work = LayoutWork(
      limit: layoutWorkLimit, textLimit: shapedTextLimit, wrappedLineLimit: wrappedLineLimit)
    let layout = LayoutWork.withCurrent(work) { self.layout() }
    try check(work)
    return layout
  }

  /// `recordedLayout()` within the document's layout budget: an error at the root when the pass needs more.
  public func checkedRecordedLayout() throws(DocumentError) -> RecordedLayout {
    let work = LayoutWork(
      limit: layoutWorkLimit, textLimit: shapedTextLimit, wrappedLineLimit: wrappedLineLimit)
    let layout = LayoutWork.withCurrent(work) { self.recordedLayout() }
    try check(work)
    return layout
  }

  /// An error at the root when a pass spent its budget of layouts or of text shaped.
  private func check(_ work: LayoutWork) throws(DocumentError) {
    guard !work.isSpent else { throw rootError(.layoutTooLong(limit: work.limit)) }
    if work.isWrappingSpent, let limit = work.wrappedLineLimit {
      throw rootError(.textWrapsTooLong(limit: limit))
    }
    if work.isTextSpent, let limit = work.textLimit { throw rootError(.textShapingTooLong(limit: limit)) }
  }

  /// An error of the document at its root element.
  public func rootError(_ reason: DocumentError.Reason) -> DocumentError {
    let described = element(for: root)
    return DocumentError(
      location: described?.location ?? SourceLocation(file: file, line: 1, column: 1),
      keyPath: described?.keyPath.description ?? "root", reason: reason)
  }

  /// Lays the root out in another range, against the document's `parentSize`, on its pixel grid.
  public func layout(in range: SizeRange) -> Layout {
    PixelGrid.withCurrent(pixelGrid) {
      root.layoutThatFits(range, parentSize: parentSize)
    }
  }
}
