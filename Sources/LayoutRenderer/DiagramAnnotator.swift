import DiagramValues
import Foundation
import TextureLayout

/// Builds what diagram style draws over the elements: outlines and names, then the requested annotations,
/// read from the elements themselves (style dimensions, spec properties) and their frames.
struct DiagramAnnotator {
  let elements: [PaintedElement]
  let annotations: Set<AnnotationKind>
  let theme: Theme
  private(set) var marks: [DiagramMark] = []
  private var labels: [DiagramMark] = []
  private var placer: LabelPlacer
  /// The frames whose size is annotated, with the texts shown, so that an element with the same frame and
  /// values as one already annotated (a background stretched under its child, an overlay) adds nothing.
  var annotatedSizes: Set<AnnotatedSize> = []

  /// An annotator over a paint list.
  init(elements: [PaintedElement], annotations: Set<AnnotationKind>, theme: Theme) {
    self.elements = elements
    self.annotations = annotations
    self.theme = theme
    placer = LabelPlacer(padding: theme.labelPadding)
    placer.avoid(elements.filter { $0.isSmall || $0.hasContent }.map(\.frame))
  }

  /// Every mark, labels last so that they sit on top.
  static func marks(
    for elements: [PaintedElement], annotations: Set<AnnotationKind>, theme: Theme
  ) -> [DiagramMark] {
    var annotator = DiagramAnnotator(elements: elements, annotations: annotations, theme: theme)
    annotator.annotate()
    return annotator.marks + annotator.labels
  }

  private mutating func annotate() {
    for element in elements { addOutline(of: element) }
    for element in elements { addName(of: element) }
    for element in elements {
      if annotations.contains(.size) { addSize(of: element) }
      if annotations.contains(.insets), let spec = element.element as? InsetLayoutSpec {
        addInsets(of: spec, at: element)
      }
      if annotations.contains(.ratio), let spec = element.element as? RatioLayoutSpec {
        addRatio(of: spec, at: element)
      }
      if let stack = element.element as? StackLayoutSpec {
        if annotations.contains(.flexBasis) { addFlexBases(of: stack, at: element) }
        if annotations.contains(.spacing) { addSpacing(of: stack, at: element) }
      }
      if annotations.contains(.position), element.element is AbsoluteLayoutSpec {
        addPositions(at: element)
      }
    }
  }

  /// Distance of the root's dimension lines from its edges: a little more than other elements' lines, so
  /// that their values clear the names in the corners inside the root.
  var rootDimensionOffset: CGFloat { theme.dimensionOffset + 2 }

  /// The font description of names or values.
  func font(size: CGFloat) -> String {
    "\(theme.fontFamily) \(AnnotationText.number(size))"
  }

  /// The children of `element` in the paint list.
  func children(of element: PaintedElement) -> [PaintedElement] {
    element.children.map { elements[$0] }
  }

  /// Adds a mark drawn under the labels.
  mutating func add(_ mark: DiagramMark) {
    marks.append(mark)
  }

  /// Places a label and adds it.
  mutating func addLabel(_ request: LabelRequest) {
    labels.append(.label(placer.place(request)))
  }

  /// The plate size a label would have.
  func plateSize(_ text: String, fontSize: CGFloat) -> CGSize {
    placer.plateSize(
      of: LabelRequest(text: text, font: font(size: fontSize), color: .black, subject: .zero, candidates: []))
  }

  private mutating func addOutline(of element: PaintedElement) {
    let isNode = element.element.layoutElementType == .displayNode
    guard isNode || element.name != nil || element.appearance.stroke != nil else { return }
    let color = element.appearance.stroke ?? (isNode ? theme.nodeOutline : theme.specOutline)
    add(.outline(element.frame, color: color, dashed: !isNode))
  }

  private mutating func addName(of element: PaintedElement) {
    guard let name = element.name else { return }
    let size = plateSize(name, fontSize: theme.nameFontSize)
    let frame = element.frame
    var candidates: [LabelRequest.Candidate] = []
    if element.isRoot {
      // The root's name sits above its top-left corner, over the width line when sizes are annotated, so
      // that the first child's name can take the corner inside.
      let lineHeight = annotations.contains(.size) ? plateSize("0", fontSize: theme.labelFontSize).height : 0
      let bottom = frame.minY - (lineHeight > 0 ? rootDimensionOffset + lineHeight / 2 + 3 : 1)
      candidates.append(
        .init(
          center: CGPoint(x: frame.minX + size.width / 2, y: bottom - size.height / 2), needsLeader: false))
    } else if !element.hasContent, size.width + 2 <= frame.width, size.height + 2 <= frame.height {
      candidates += [
        CGPoint(x: frame.minX + 1 + size.width / 2, y: frame.minY + 1 + size.height / 2),
        CGPoint(x: frame.maxX - 1 - size.width / 2, y: frame.minY + 1 + size.height / 2),
        CGPoint(x: frame.minX + 1 + size.width / 2, y: frame.maxY - 1 - size.height / 2),
      ].map { .init(center: $0, needsLeader: false) }
    }
    let gap = theme.dimensionOffset + 2
    candidates += [
      CGPoint(x: frame.maxX + gap + size.width / 2, y: frame.minY - gap - size.height / 2),
      CGPoint(x: frame.midX, y: frame.minY - gap - size.height / 2),
      CGPoint(x: frame.maxX + gap + size.width / 2, y: frame.midY),
      CGPoint(x: frame.midX, y: frame.maxY + gap + size.height / 2),
      CGPoint(x: frame.minX - gap - size.width / 2, y: frame.midY),
    ].map { .init(center: $0, needsLeader: true) }
    addLabel(
      LabelRequest(
        text: name, font: font(size: theme.nameFontSize), color: theme.nameText,
        subject: element.isSmall
          ? CGPoint(x: frame.midX, y: frame.midY) : CGPoint(x: frame.maxX, y: frame.minY),
        candidates: candidates))
  }
}
