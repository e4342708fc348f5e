import DiagramValues
import Foundation
import Testing
import TextureLayout

@testable import LayoutRenderer

/// Size labels of elements whose minimum or maximum overrode a relative width: the Layout Element Properties
/// examples, 50% of a 320pt container (160pt) raised to a 200pt minimum or capped at a 120pt maximum.
struct BoundedSizeAnnotationTests {
  /// The labels of `root` laid out in `range`, with sizes annotated.
  func labels(of root: any LayoutElement, in range: SizeRange) -> [PlacedLabel] {
    let layout = calculateRootLayout(root, sizeRange: range, pixelGrid: .retina)
    let paintList = PaintList(layout: layout, grid: .retina, appearance: { _ in .none })
    return DiagramAnnotator.marks(for: paintList.elements, annotations: [.size], theme: .standard).compactMap
    {
      if case .label(let label) = $0 { return label } else { return nil }
    }
  }

  /// A node 50% wide and 60pt tall with `bound` applied, in a vertical stack exactly 320pt wide.
  func halfWidthInColumn(_ bound: (inout LayoutElementStyle) throws -> Void) throws -> (
    labels: [PlacedLabel], node: CGRect
  ) {
    let node = DisplayNode(debugName: "element")
    node.style.width = try .fraction(0.5)
    node.style.height = try .points(60)
    try bound(&node.style)
    let column = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [node])
    column.debugName = "container"
    let range = try SizeRange(
      min: CGSize(width: 320, height: 0), max: CGSize(width: 320, height: CGFloat.infinity))
    let layout = calculateRootLayout(column, sizeRange: range, pixelGrid: .retina)
    return (labels(of: column, in: range), layout.sublayouts[0].frame)
  }

  @Test func boundedLengthsAreWordedWithTheirDerivation() throws {
    #expect(
      AnnotationText.bounded(
        exact: try .fraction(0.5), exactLength: 160, boundName: "minWidth", bound: try .points(200),
        resolvedTo: 200) == "50% → 160pt, minWidth 200pt → 200pt")
    #expect(
      AnnotationText.bounded(
        exact: try .fraction(0.5), exactLength: nil, boundName: "maxHeight", bound: try .points(120),
        resolvedTo: 120) == "50%, maxHeight 120pt → 120pt")
    #expect(
      AnnotationText.bounded(
        exact: try .points(300), exactLength: 300, boundName: "maxWidth", bound: try .fraction(0.25),
        resolvedTo: 80) == "300pt, maxWidth 25% → 80pt")
    #expect(
      AnnotationText.bounded(
        exact: .auto, exactLength: nil, boundName: "minWidth", bound: try .fraction(0.5), resolvedTo: 160)
        == "minWidth 50% → 160pt")
  }

  @Test func aMinimumWidthShowsTheRelativeWidthAndTheMinimum() throws {
    let (labels, node) = try halfWidthInColumn { $0.minWidth = try .points(200) }
    #expect(node.width == 200)
    let texts = labels.map(\.text)
    #expect(texts.contains("50% → 160pt, minWidth 200pt → 200pt"))
    #expect(!texts.contains("50% → 200pt"))
    #expect(texts.contains("320pt"))
  }

  @Test func aMaximumWidthShowsTheRelativeWidthAndTheMaximum() throws {
    let (labels, node) = try halfWidthInColumn { $0.maxWidth = try .points(120) }
    #expect(node.width == 120)
    let label = try #require(labels.first { $0.text == "50% → 160pt, maxWidth 120pt → 120pt" })
    // Longer than the 120pt line it labels, it sits in line with it past the element's right edge.
    #expect(label.plate.minX >= node.maxX)
    #expect(label.plate.minY < node.maxY && label.plate.maxY > node.minY)
    #expect(label.leaderTarget == nil)
  }

  @Test func aBoundThatDoesNotBindLeavesTheRelativeLabelAlone() throws {
    let (labels, node) = try halfWidthInColumn { $0.minWidth = try .points(100) }
    #expect(node.width == 160)
    let texts = labels.map(\.text)
    #expect(texts.contains("50% → 160pt"))
    #expect(!texts.contains { $0.contains("minWidth") })
  }

  @Test func aRelativeMaximumIsShownResolved() throws {
    // A plain node takes the constrained maximum width, 320pt here, which the 75% maximum caps.
    let (labels, node) = try halfWidthInColumn {
      $0.width = .auto
      $0.maxWidth = try .fraction(0.75)
    }
    #expect(node.width == 240)
    #expect(labels.map(\.text).contains("maxWidth 75% → 240pt"))
  }

  @Test func withoutAKnownParentSizeTheFractionIsShownUnresolved() throws {
    let node = DisplayNode(debugName: "element")
    node.style.width = try .fraction(0.5)
    node.style.minWidth = try .points(200)
    node.style.height = try .points(60)
    let wrapper = WrapperLayoutSpec(layoutElement: node)
    let range = try SizeRange(min: .zero, max: CGSize(width: 320, height: 200))
    let texts = labels(of: wrapper, in: range).map(\.text)
    #expect(texts.contains("50%, minWidth 200pt → 200pt"))
  }
}
