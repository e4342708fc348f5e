import DiagramValues
import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRenderer
import Testing
import TextureLayout

/// Top-level defaults and value forms, read through whole documents.
struct DocumentValueTests {
  func document(_ yaml: String) throws -> DiagramDocument {
    try DiagramDocument(
      yaml: yaml, file: "test.yaml", baseDirectory: TestPaths.fixtures, measurer: PangoContentMeasurer())
  }

  @Test func topLevelDefaults() throws {
    let document = try document("root: {box: {}}")
    #expect(document.constrainedSize == .unconstrained)
    #expect(document.parentSize == SizeRange.unconstrained.max)
    #expect(document.scale == 2)
    #expect(document.style == .diagram)
    #expect(document.background == nil)
    #expect(document.resolvedBackground == .white)
    #expect(document.annotations == [.size])
  }

  @Test func plainStyleHasNoBackgroundByDefault() throws {
    #expect(try document("style: plain\nroot: {box: {}}").resolvedBackground == nil)
    #expect(
      try document("style: plain\nbackground: navy\nroot: {box: {}}").resolvedBackground == RGBAColor("navy"))
    #expect(try document("background: none\nroot: {box: {}}").resolvedBackground == nil)
  }

  @Test func parentSizeDefaultsToTheMaximumAndCanBeGiven() throws {
    let defaulted = try document("constrainedSize: {max: [300, 200]}\nroot: {box: {}}")
    #expect(defaulted.constrainedSize.min == .zero)
    #expect(defaulted.parentSize == CGSize(width: 300, height: 200))
    let given = try document(
      "constrainedSize: [300, 200]\nparentSize: {width: 100, height: 50}\nroot: {style: {width: 50%}, box: {}}"
    )
    #expect(given.parentSize == CGSize(width: 100, height: 50))
    #expect(given.layout().size == CGSize(width: 300, height: 200))
  }

  @Test func oneSizeIsAnExactRange() throws {
    let document = try document("constrainedSize: {width: 30, height: 40}\nroot: {box: {}}")
    #expect(
      document.constrainedSize
        == SizeRange(uncheckedMin: CGSize(width: 30, height: 40), max: CGSize(width: 30, height: 40)))
  }

  @Test func scaleDrivesThePixelGrid() throws {
    let yaml = "scale: 3\nroot: {box: {size: [10.1, 10]}}"
    let report = try DocumentTesting.outcome(yaml).get()
    #expect(abs(report.size.width - 31.0 / 3) < 1e-9)
    let atDefault = try DocumentTesting.outcome("root: {box: {size: [10.1, 10]}}").get()
    #expect(atDefault.size.width == 10.5)
  }

  @Test func styleProperties() throws {
    let yaml = """
      root:
        box: {}
        style:
          width: 70pt
          height: 50%
          minWidth: 10
          maxHeight: auto
          spacingBefore: -2
          spacingAfter: 3
          flexGrow: true
          flexShrink: false
          flexBasis: 25%
          alignSelf: center
          ascender: 8
          descender: -2
          layoutPosition: {x: 4, y: 5}
      """
    let style = try document(yaml).root.style
    #expect(style.width == (try .points(70)))
    #expect(style.height == (try .fraction(0.5)))
    #expect(style.minWidth == (try .points(10)))
    #expect(style.maxHeight == .auto)
    #expect(style.spacingBefore == -2)
    #expect(style.spacingAfter == 3)
    #expect(style.flexGrow == 1)
    #expect(style.flexShrink == 0)
    #expect(style.flexBasis == (try .fraction(0.25)))
    #expect(style.alignSelf == .center)
    #expect(style.ascender == 8)
    #expect(style.descender == -2)
    #expect(style.layoutPosition == CGPoint(x: 4, y: 5))
  }

  @Test func sizeStylesSetTheSameDimensionsInDocumentOrder() throws {
    let yaml = """
      root:
        box: {}
        style: {width: 5, preferredSize: [30, 40], minLayoutSize: [10%, auto], maxSize: {width: 90, height: 80}}
      """
    let style = try document(yaml).root.style
    #expect(style.width == (try .points(30)))
    #expect(style.height == (try .points(40)))
    #expect(style.minWidth == (try .fraction(0.1)))
    #expect(style.minHeight == .auto)
    #expect(style.maxLayoutSize == LayoutSize(width: try .points(90), height: try .points(80)))
  }

  @Test func sizeRangeSetsMinAndMaxLayoutSizes() throws {
    let style = try document("root:\n  box: {}\n  style: {sizeRange: {min: [10, 20%], max: [auto, 80]}}").root
      .style
    #expect(style.minLayoutSize == LayoutSize(width: try .points(10), height: try .fraction(0.2)))
    #expect(style.maxLayoutSize == LayoutSize(width: .auto, height: try .points(80)))
  }

  @Test func numbersAndInfinity() throws {
    let document = try document("constrainedSize: {min: [1000, 0], max: [inf, +.inf]}\nroot: {box: {}}")
    #expect(document.constrainedSize.min.width == 1000)
    #expect(document.constrainedSize.max == SizeRange.unconstrained.max)
  }

  @Test func stackPropertiesAndAlignmentAfterDirection() throws {
    let yaml = """
      root:
        stack:
          horizontalAlignment: right
          verticalAlignment: center
          direction: vertical
          spacing: 4
          flexWrap: wrap
          alignContent: spaceAround
          lineSpacing: 2
      """
    let stack = try #require(try document(yaml).root as? StackLayoutSpec)
    #expect(stack.direction == .vertical)
    #expect(stack.spacing == 4)
    #expect(stack.flexWrap == .wrap)
    #expect(stack.alignContent == .spaceAround)
    #expect(stack.lineSpacing == 2)
    // Alignment keys act after the direction whatever their order: in a vertical stack, horizontal
    // alignment aligns items and vertical alignment justifies.
    #expect(stack.alignItems == .end)
    #expect(stack.justifyContent == .center)
  }

  @Test func stackDefaultsAreTexturesInit() throws {
    let stack = try #require(try document("root: {stack: {}}").root as? StackLayoutSpec)
    #expect(stack.direction == .horizontal)
    #expect(stack.spacing == 0)
    #expect(stack.justifyContent == .start)
    #expect(stack.alignItems == .stretch)
    #expect(stack.flexWrap == .noWrap)
    #expect(stack.alignContent == .start)
    #expect(stack.lineSpacing == 0)
    #expect(stack.children?.isEmpty == true)
  }

  @Test func elementInfoIsKeptByIdentity() throws {
    let document = try document(
      "root:\n  name: outer\n  fill: lime\n  stroke: \"#000\"\n  wrapper:\n    child: {name: inner, box: {}}\n"
    )
    let root = try #require(document.element(for: document.root))
    #expect(root.kind == .wrapper)
    #expect(root.name == "outer")
    #expect(root.fill == RGBAColor(red8: 0, green8: 255, blue8: 0))
    #expect(root.stroke == .black)
    #expect(root.location == SourceLocation(file: "test.yaml", line: 2, column: 3))
    #expect(root.keyPath.description == "root")
    #expect(document.root.debugName == "outer")
    let inner = try #require(document.root.sublayoutElements.first.flatMap(document.element(for:)))
    #expect(inner.name == "inner")
    #expect(inner.keyPath.description == "root.wrapper.child")
    #expect(document.elementCount == 2)
  }

  @Test func textAndImageContentIsKept() throws {
    let document = try document(
      "root:\n  stack:\n    children:\n      - text: {string: Hi, font: Serif 20}\n      - image: {path: images/checker.png}\n"
    )
    let children = document.root.sublayoutElements
    guard case .text(let text) = document.element(for: children[0])?.content else {
      Issue.record("no text content")
      return
    }
    #expect(text == TextDescription(string: "Hi", font: "Serif 20"))
    #expect(
      children[0].style.ascender == PangoTextContent(string: "Hi", font: "Serif 20").baselines?.ascender)
    guard case .image(let url, let scale) = document.element(for: children[1])?.content else {
      Issue.record("no image content")
      return
    }
    #expect(url.lastPathComponent == "checker.png")
    #expect(scale == 1)
  }

  @Test func cornerLocationDefaultsToTexturesZeroValue() throws {
    let yaml = "root:\n  corner:\n    child: {box: {size: [10, 10]}}\n    corner: {box: {size: [4, 4]}}\n"
    let corner = try #require(try document(yaml).root as? CornerLayoutSpec)
    #expect(corner.cornerLocation == .topLeft)
    #expect(corner.offset == .zero)
    #expect(corner.wrapsCorner == false)
  }

  @Test func kindMappingMayBeNull() throws {
    let report = try DocumentTesting.outcome("constrainedSize: [5, 6]\nroot:\n  box:\n").get()
    #expect(report.size == CGSize(width: 5, height: 6))
  }
}

/// YAML's own features as the reader's composer reads them: aliases, a byte-order mark, a document end.
struct YAMLCompositionTests {
  @Test func anAliasRepeatsTheAnchoredElement() throws {
    let report = try DocumentTesting.outcome(
      "root: {stack: {children: [&cell {name: cell, box: {size: [10, 10]}}, *cell]}}\n"
    ).get()
    #expect(
      DocumentTesting.frameLines(report) == "stack - 0 0 20 10\n  box cell 0 0 10 10\n  box cell 10 0 10 10")
  }

  @Test func aByteOrderMarkAndAnExplicitDocumentEndAreRead() throws {
    let report = try DocumentTesting.outcome("\u{FEFF}root: {box: {size: [3, 4]}}\n...\n").get()
    #expect(report.size == CGSize(width: 3, height: 4))
  }
}
