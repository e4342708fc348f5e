import DiagramValues
import Foundation
import ImageDiff
import RenderTestSupport
import Testing
import TextureLayout

@testable import LayoutRenderer

/// What diagram style writes and where it puts it: the wording of values, labels that never overlap or
/// leave the canvas, and small elements labelled from outside.
struct AnnotationTests {
  /// The labels of a sample's diagram, placed.
  func labels(of sample: DiagramSample) throws -> [PlacedLabel] {
    try marks(of: sample).compactMap {
      if case .label(let label) = $0 { return label } else { return nil }
    }
  }

  func marks(of sample: DiagramSample) throws -> [DiagramMark] {
    let paintList = PaintList(layout: sample.layout, grid: .retina, appearance: sample.appearances.lookup)
    return DiagramAnnotator.marks(for: paintList.elements, annotations: sample.annotations, theme: .standard)
  }

  @Test func valuesAreWordedAsTheContractShowsThem() throws {
    #expect(AnnotationText.dimension(try .points(120), resolvedTo: 120) == "120pt")
    #expect(AnnotationText.dimension(try .fraction(0.5), resolvedTo: 160) == "50% → 160pt")
    #expect(AnnotationText.dimension(.auto, resolvedTo: 12.5) == "12.5pt")
    #expect(AnnotationText.ratio(0.5) == "2:1 = 0.5 ratio")
    #expect(AnnotationText.ratio(0.75) == "4:3 = 0.75 ratio")
    #expect(AnnotationText.ratio(2) == "1:2 = 2 ratio")
    #expect(AnnotationText.ratio(0.123456) == "0.12 ratio")
    #expect(AnnotationText.inset(.infinity, resolvedTo: 35) == "∞ → 35pt")
    #expect(AnnotationText.number(-0.5) == "-0.5")
    #expect(AnnotationText.number(1.05) == "1.05")
    #expect(AnnotationText.position(CGPoint(x: 20, y: 30.5)) == "(20, 30.5)")
  }

  @Test func flexBasisLabelsShowTheFractionAndItsLength() throws {
    let texts = Set(try labels(of: DiagramSample.flexBasisRow()).map(\.text))
    #expect(texts.isSuperset(of: ["40% → 128pt", "60% → 192pt", "320pt", "80pt", "row", "left", "right"]))
  }

  @Test func insetRatioAndPositionLabelsAreDrawn() throws {
    let insetTexts = Set(try labels(of: DiagramSample.insetRatio()).map(\.text))
    #expect(insetTexts.isSuperset(of: ["2:1 = 0.5 ratio", "10pt", "20pt", "200pt", "160pt"]))
    let positionTexts = Set(try labels(of: DiagramSample.absolutePositions()).map(\.text))
    #expect(positionTexts.isSuperset(of: ["(20, 30)", "(110, 10)", "(150, 95)", "25% → 50pt"]))
  }

  @Test func spacingLabelsMeasureTheGaps() throws {
    let texts = try labels(of: DiagramSample.verticalSpacing()).map(\.text)
    #expect(texts.filter { $0 == "10pt" }.count == 2)
  }

  @Test func onlyRequestedAnnotationsAreDrawn() throws {
    var sample = try DiagramSample.insetRatio()
    sample = DiagramSample(
      name: sample.name, layout: sample.layout, appearances: sample.appearances, annotations: [])
    let texts = try labels(of: sample).map(\.text)
    #expect(texts == ["card", "photo"])
  }

  @Test(arguments: [
    "flex-basis-row", "inset-ratio", "absolute-positions", "vertical-spacing", "text-card", "crowd",
  ])
  func labelsNeverOverlapAndStayNearTheDrawing(_ name: String) throws {
    let sample = try #require(
      try (DiagramSample.all() + [Self.crowd(), Self.swarm()]).first { $0.name == name })
    let marks = try marks(of: sample)
    let plates = try labels(of: sample).map(\.plate)
    for (index, plate) in plates.enumerated() {
      for other in plates[(index + 1)...] {
        #expect(!plate.intersects(other), "\(plate) overlaps \(other)")
      }
    }
    let paintList = PaintList(layout: sample.layout, grid: .retina, appearance: sample.appearances.lookup)
    let scene = try RenderScene(elements: paintList.elements, marks: marks, scale: 2, margin: 4)
    let canvas = CGRect(
      x: -scene.origin.x, y: -scene.origin.y, width: CGFloat(scene.pixelWidth) / 2,
      height: CGFloat(scene.pixelHeight) / 2)
    let root = paintList.elements[0].frame
    let overhangs = [
      root.minX - canvas.minX, root.minY - canvas.minY, canvas.maxX - root.maxX, canvas.maxY - root.maxY,
    ]
    let limit: CGFloat = sample.name == "crowd" ? 200 : 60
    #expect(overhangs.allSatisfy { $0 <= limit }, "labels reach \(overhangs) points past the root")
  }

  @Test func smallElementsAreLabelledOutsideWithALeader() throws {
    let labels = try labels(of: DiagramSample.absolutePositions())
    let dot = try #require(labels.first { $0.text == "dot" })
    let dotFrame = CGRect(x: 150, y: 95, width: 6, height: 6)
    #expect(!dot.plate.intersects(dotFrame))
    #expect(dot.leaderTarget == CGPoint(x: 153, y: 98))
    let first = try #require(labels.first { $0.text == "first" })
    #expect(first.leaderTarget == nil)
    #expect(CGRect(x: 20, y: 30, width: 60, height: 40).contains(first.plate))
  }

  @Test func diagramCanvasGrowsForAnnotationsOutsideTheRoot() throws {
    let sample = try DiagramSample.flexBasisRow()
    let image = try Bitmap(png: try sample.renderer.pngData(sample.layout))
    #expect(image.width > 640)
    #expect(image.height > 160)
    let plain = LayoutRenderer(options: RenderOptions(style: .plain, annotations: [.size]))
    let plainImage = try Bitmap(png: try plain.pngData(sample.layout))
    #expect(plainImage.width == 640)
    #expect(plainImage.height == 160)
  }

  /// Thirty tiny named boxes close together, so that their labels must search for room.
  static func crowd() throws -> DiagramSample {
    grid(
      "crowd", count: 30, columns: 6, side: 5, pitch: 9, names: { "box \($0)" },
      annotations: [.size, .position])
  }

  @Test func labelsWithNoRoomNearbyFlowIntoALegendBelow() throws {
    // Rings around one subject hold at most 16 × 40 labels; the rest go to the legend.
    var placer = LabelPlacer(padding: 1.5)
    let plates = (0..<700).map { index in
      placer.place(
        LabelRequest(
          text: "label \(index)", font: "DejaVu Sans 9", color: .black, subject: .zero, candidates: [])
      ).plate
    }
    for (index, plate) in plates.enumerated() {
      for other in plates[(index + 1)...] {
        #expect(!plate.intersects(other), "\(plate) overlaps \(other)")
      }
    }
    // Ring labels lie within 40 rings of the subject; legend labels lie in rows below all of them.
    let height = plates[0].height
    let ringLimit = 40 * (height + 2) + height
    let legend = plates.filter { $0.minY > ringLimit }
    #expect(legend.count > 10)
    #expect(legend.count < 700)
    let rings = plates.filter { $0.minY <= ringLimit }
    let ringBounds = rings.dropFirst().reduce(rings[0]) { $0.union($1) }
    #expect(legend.allSatisfy { $0.minX >= ringBounds.minX && $0.maxX <= ringBounds.maxX + 4 })
    // Rows as wide as the rings hold many labels each.
    let rows = Set(legend.map(\.minY)).count
    #expect(rows > 1)
    #expect(rows * 10 < legend.count)
  }

  /// Two hundred 2pt boxes 3pt apart, named and sized: far more labels than fit around them.
  static func swarm() throws -> DiagramSample {
    grid("swarm", count: 200, columns: 20, side: 2, pitch: 3, names: { "b\($0)" }, annotations: [.size])
  }

  /// `count` filled square boxes of `side` points, named by `names`, in rows of `columns` spaced `pitch`
  /// points apart inside an absolute spec that sizes to fit.
  static func grid(
    _ name: String, count: Int, columns: Int, side: CGFloat, pitch: CGFloat, names: (Int) -> String,
    annotations: Set<AnnotationKind>
  ) -> DiagramSample {
    var appearances = ElementAppearances()
    let boxes = (0..<count).map { index in
      let box = DisplayNode(debugName: names(index))
      box.style.preferredSize = CGSize(width: side, height: side)
      box.style.layoutPosition = CGPoint(
        x: CGFloat(index % columns) * pitch, y: CGFloat(index / columns) * pitch)
      appearances[box] = ElementAppearance(fill: RGBAColor(hex: 0x90CAF9))
      return box
    }
    let root = AbsoluteLayoutSpec(sizing: .sizeToFit, children: boxes)
    root.debugName = name
    let layout = calculateRootLayout(root, sizeRange: .unconstrained, pixelGrid: .retina)
    return DiagramSample(name: name, layout: layout, appearances: appearances, annotations: annotations)
  }
}
