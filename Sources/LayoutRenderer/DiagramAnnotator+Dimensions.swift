import DiagramValues
import Foundation
import TextureLayout

extension DiagramAnnotator {
  /// A dimension line between two points with arrowheads at both ends and its value as a label: on the
  /// line when the line has room for it, else beside the line with a leader. A vertical line with an
  /// `outward` side (-1 left, 1 right) keeps its label just beside it on that side, off the element. A
  /// horizontal line that is `extendable` first offers a label longer than itself spots in line with it.
  mutating func addDimension(
    from start: CGPoint, to end: CGPoint, text: String, color: RGBAColor, outward: CGFloat? = nil,
    extendable: Bool = false
  ) {
    add(.arrow(from: start, to: end, color: color, bothEnds: true))
    let size = plateSize(text, fontSize: theme.labelFontSize)
    let middle = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
    let isHorizontal = abs(end.x - start.x) >= abs(end.y - start.y)
    let length = isHorizontal ? abs(end.x - start.x) : abs(end.y - start.y)
    let along = isHorizontal ? size.width : size.height
    var candidates: [LabelRequest.Candidate] = []
    if length >= along + 2 * theme.arrowLength + 2 {
      let onLine =
        isHorizontal || outward == nil
        ? middle : CGPoint(x: middle.x + (outward ?? 0) * (size.width / 2 + 1), y: middle.y)
      candidates.append(.init(center: onLine, needsLeader: false))
      let room = (length - along) / 2 - theme.arrowLength - 1
      for shift in [-room / 2, room / 2] where room > 2 {
        let center =
          isHorizontal ? CGPoint(x: onLine.x + shift, y: onLine.y) : CGPoint(x: onLine.x, y: onLine.y + shift)
        candidates.append(.init(center: center, needsLeader: false))
      }
    }
    let gap = theme.dimensionOffset
    if extendable, isHorizontal, size.width > length {
      // Longer than its line (a value with its derivation): in line with it, past either end, it reads as the
      // line's value without covering the element the line measures.
      let lineEnds = (min(start.x, end.x), max(start.x, end.x))
      candidates += [
        CGPoint(x: lineEnds.1 + theme.arrowLength / 2 + size.width / 2, y: middle.y),
        CGPoint(x: lineEnds.0 - theme.arrowLength / 2 - size.width / 2, y: middle.y),
      ].map { .init(center: $0, needsLeader: false) }
    }
    let beside: [CGPoint] =
      isHorizontal
      ? [
        CGPoint(x: middle.x, y: middle.y - gap - size.height / 2),
        CGPoint(x: middle.x, y: middle.y + gap + size.height / 2),
      ]
      : [
        CGPoint(x: middle.x + gap + size.width / 2, y: middle.y),
        CGPoint(x: middle.x - gap - size.width / 2, y: middle.y),
      ]
    candidates += beside.map { .init(center: $0, needsLeader: true) }
    addLabel(
      LabelRequest(
        text: text, font: font(size: theme.labelFontSize), color: color, subject: middle,
        candidates: candidates))
  }

  /// Width and height dimension lines of a named element: outside the root's top and left edges (the canvas
  /// grows to hold them), inside other elements along their bottom and right edges, or outside them when the
  /// element is too small or draws content; lines outside get extension lines from the element's corners.
  mutating func addSize(of element: PaintedElement) {
    guard element.name != nil else { return }
    let frame = element.frame
    let offset = theme.dimensionOffset
    let widthText = sizeText(of: element, horizontal: true)
    let heightText = sizeText(of: element, horizontal: false)
    guard annotatedSizes.insert(AnnotatedSize(frame: frame, width: widthText, height: heightText)).inserted
    else { return }
    if frame.width > 0 {
      let (lineY, edgeY, outside): (CGFloat, CGFloat, Bool) =
        element.isRoot
        ? (frame.minY - rootDimensionOffset, frame.minY, true)
        : frame.height >= 4 * offset && !element.hasContent
          ? (frame.maxY - offset, frame.maxY, false) : (frame.maxY + offset, frame.maxY, true)
      if outside {
        addExtension(from: CGPoint(x: frame.minX, y: edgeY), to: CGPoint(x: frame.minX, y: lineY))
        addExtension(from: CGPoint(x: frame.maxX, y: edgeY), to: CGPoint(x: frame.maxX, y: lineY))
      }
      addDimension(
        from: CGPoint(x: frame.minX, y: lineY), to: CGPoint(x: frame.maxX, y: lineY),
        text: widthText, color: theme.sizeColor, extendable: true)
    }
    if frame.height > 0 {
      let (lineX, edgeX, outside): (CGFloat, CGFloat, Bool) =
        element.isRoot
        ? (frame.minX - rootDimensionOffset, frame.minX, true)
        : frame.width >= 4 * offset && !element.hasContent
          ? (frame.maxX - offset, frame.maxX, false) : (frame.maxX + offset, frame.maxX, true)
      if outside {
        addExtension(from: CGPoint(x: edgeX, y: frame.minY), to: CGPoint(x: lineX, y: frame.minY))
        addExtension(from: CGPoint(x: edgeX, y: frame.maxY), to: CGPoint(x: lineX, y: frame.maxY))
      }
      addDimension(
        from: CGPoint(x: lineX, y: frame.minY), to: CGPoint(x: lineX, y: frame.maxY),
        text: heightText, color: theme.sizeColor,
        outward: outside ? (lineX < edgeX ? -1 : 1) : nil)
    }
  }

  /// The label of an element's width or height: the exact dimension and the length it gave (`50% → 160pt`),
  /// or, when a minimum or maximum gave the length instead of a set exact dimension, both
  /// (`50% → 160pt, minWidth 200pt → 200pt`); a relative bound that gave the length is shown resolved
  /// (`minWidth 50% → 160pt`). The minimum is checked first, as it overrides the maximum.
  func sizeText(of element: PaintedElement, horizontal: Bool) -> String {
    let size = element.element.style.size
    let (exact, bounds) =
      horizontal
      ? (size.width, [("minWidth", size.minWidth), ("maxWidth", size.maxWidth)])
      : (size.height, [("minHeight", size.minHeight), ("maxHeight", size.maxHeight)])
    let length = horizontal ? element.frame.width : element.frame.height
    let base = relativeBase(of: element, horizontal: horizontal) ?? .nan
    // Frames are ceiled to the pixel grid, so a length gave the frame when ceiling could have made it so.
    func gave(_ value: CGFloat?) -> Bool {
      guard let value else { return false }
      return value > length - 1 && value <= length + 0.01
    }
    let exactLength = exact.resolved(against: base)
    if !gave(exactLength) {
      for (name, bound) in bounds
      where bound.unit != .auto && (exact.unit != .auto || bound.unit == .fraction) {
        guard gave(bound.resolved(against: base)) else { continue }
        return AnnotationText.bounded(
          exact: exact, exactLength: exactLength, boundName: name, bound: bound, resolvedTo: length)
      }
    }
    return AnnotationText.dimension(exact, resolvedTo: length)
  }

  /// The length an element's fractions resolved against along one axis, where its parent's frame gives it:
  /// a stack resolves its children's against its own size (the size it was given exactly, as for flex
  /// bases), an overlay spec its overlay's against the child it covers. Elsewhere `nil`.
  func relativeBase(of element: PaintedElement, horizontal: Bool) -> CGFloat? {
    guard let parentIndex = element.parent else { return nil }
    let parent = elements[parentIndex]
    let resolvesAgainstFrame: Bool =
      switch parent.element {
      case is StackLayoutSpec: true
      case is OverlayLayoutSpec:
        parent.children.last.map { elements[$0].element === element.element } ?? false
      default: false
      }
    guard resolvesAgainstFrame else { return nil }
    return horizontal ? parent.frame.width : parent.frame.height
  }

  /// A thin line from an element's edge out to a dimension line, overshooting it a little.
  private mutating func addExtension(from edge: CGPoint, to line: CGPoint) {
    let overshoot = theme.extensionOvershoot
    let end = CGPoint(
      x: line.x + (line.x < edge.x ? -overshoot : line.x > edge.x ? overshoot : 0),
      y: line.y + (line.y < edge.y ? -overshoot : line.y > edge.y ? overshoot : 0))
    add(.line(from: edge, to: end, color: theme.sizeColor.withAlpha(0.6), dashed: false))
  }
}

/// A frame with its size annotation's texts: two elements with equal ones would draw the same lines.
struct AnnotatedSize: Hashable {
  let x: CGFloat
  let y: CGFloat
  let width: CGFloat
  let height: CGFloat
  let widthText: String
  let heightText: String

  init(frame: CGRect, width: String, height: String) {
    x = frame.minX
    y = frame.minY
    self.width = frame.width
    self.height = frame.height
    widthText = width
    heightText = height
  }
}
